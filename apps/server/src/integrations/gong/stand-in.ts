import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Gong's API v2 (tests only): Basic auth, POST /v2/calls/extensive and
 * POST /v2/calls/transcript with cursor paging, 404 when nothing matches, and injectable failures.
 */
export interface StandInCall {
  id: string;
  started: string;
  duration: number;
  title: string;
  account: string | null;
  rep: { name: string; email: string; userId: string };
  prospect: string;
  monologues: { rep: boolean; text: string }[];
}

export interface GongStandIn {
  url: string;
  calls: StandInCall[];
  /** Every request as "METHOD path cursor?" */
  log: string[];
  /** After `after` more successful requests to `path`, the next `times` answer `status`. */
  failNext(path: string, times: number, options?: { status?: number; after?: number }): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString("base64url");
const decodeCursor = (cursor: unknown) =>
  typeof cursor === "string"
    ? (JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { offset: number }).offset
    : 0;

export async function startGongStandIn(options: {
  accessKey: string;
  secret: string;
  pageSize?: number;
  calls?: StandInCall[];
}): Promise<GongStandIn> {
  const pageSize = options.pageSize ?? 2;
  const calls = options.calls ?? [];
  const log: string[] = [];
  const failures = new Map<string, { times: number; status: number; after: number }>();
  const expected = `Basic ${Buffer.from(`${options.accessKey}:${options.secret}`).toString("base64")}`;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const path = new URL(request.url ?? "/", "http://x").pathname;
      const body = request.method === "POST" ? await readBody(request) : {};
      log.push(`${request.method} ${path}${typeof body.cursor === "string" ? ` ${decodeCursor(body.cursor)}` : ""}`);
      if (request.headers.authorization !== expected) return send(401, { requestId: "r", errors: ["Unauthorized"] });
      const failure = failures.get(path);
      if (failure && failure.after > 0) failure.after--;
      else if (failure && failure.times > 0) {
        failure.times--;
        return send(failure.status, { requestId: "r", errors: ["Injected failure"] });
      }
      const filter = (body.filter ?? {}) as { fromDateTime?: string; callIds?: string[] };
      if (request.method === "POST" && path === "/v2/calls/extensive") {
        const from = filter.fromDateTime ? Date.parse(filter.fromDateTime) : 0;
        const matching = calls
          .filter((call) => Date.parse(call.started) >= from)
          .sort((a, b) => a.started.localeCompare(b.started));
        if (matching.length === 0)
          return send(404, { requestId: "r", errors: ["No calls found corresponding to the provided filters"] });
        const offset = decodeCursor(body.cursor);
        const page = matching.slice(offset, offset + pageSize);
        const next = offset + pageSize < matching.length ? encodeCursor(offset + pageSize) : undefined;
        return send(200, {
          requestId: "r",
          records: {
            totalRecords: matching.length,
            currentPageSize: page.length,
            currentPageNumber: offset / pageSize,
            ...(next ? { cursor: next } : {}),
          },
          calls: page.map((call) => ({
            metaData: {
              id: call.id,
              url: `https://app.gong.io/call?id=${call.id}`,
              title: call.title,
              started: call.started,
              duration: call.duration,
              primaryUserId: call.rep.userId,
            },
            parties: [
              {
                id: "p1",
                name: call.rep.name,
                emailAddress: call.rep.email,
                userId: call.rep.userId,
                speakerId: `s-${call.id}-rep`,
                affiliation: "Internal",
              },
              { id: "p2", name: call.prospect, speakerId: `s-${call.id}-prospect`, affiliation: "External" },
            ],
            context: call.account
              ? [
                  {
                    system: "Salesforce",
                    objects: [
                      { objectType: "Account", objectId: "a1", fields: [{ name: "Name", value: call.account }] },
                    ],
                  },
                ]
              : [],
          })),
        });
      }
      if (request.method === "POST" && path === "/v2/calls/transcript") {
        const wanted = calls.filter((call) => filter.callIds?.includes(call.id));
        const offset = decodeCursor(body.cursor);
        const page = wanted.slice(offset, offset + 1); // one transcript a page, so transcript paging is exercised
        const next = offset + 1 < wanted.length ? encodeCursor(offset + 1) : undefined;
        return send(200, {
          requestId: "r",
          records: {
            totalRecords: wanted.length,
            currentPageSize: page.length,
            currentPageNumber: offset,
            ...(next ? { cursor: next } : {}),
          },
          callTranscripts: page.map((call) => ({
            callId: call.id,
            transcript: call.monologues.map((monologue, index) => ({
              speakerId: `s-${call.id}-${monologue.rep ? "rep" : "prospect"}`,
              topic: null,
              sentences: [{ start: index * 1000, end: index * 1000 + 900, text: monologue.text }],
            })),
          })),
        });
      }
      return send(404, { requestId: "r", errors: ["Not found"] });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    log,
    failNext(path, times, { status = 500, after = 0 } = {}) {
      failures.set(path, { times, status, after });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
