import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the stand-in received. */
interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local stand-in of OpenAI's GA `POST /v1/realtime/client_secrets` (its HTTP boundary, for tests):
 * it records each request and answers a client secret, or `failWith`'s status with a body that
 * must never reach our answers.
 */
export async function startOpenAiRealtimeStandIn() {
  const seen: SeenRequest[] = [];
  const state = { failWith: null as number | null };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      if (state.failWith !== null) {
        response.writeHead(state.failWith, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "Incorrect API key provided: sk-test. Org org_secret." } }));
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          value: "ek_68af_test",
          expires_at: 1_767_225_600,
          session: { type: "realtime", id: "sess_1" },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    /** OPENAI_BASE_URL for the app. */
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    seen,
    /** An HTTP status to refuse with from now on, or null to answer again. */
    failWith(status: number | null): void {
      state.failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
