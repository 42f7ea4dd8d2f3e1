import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the OpenAI-compatible HTTP API (tests only): POST /v1/chat/completions and
 * POST /v1/images/generations, checking the bearer key and recording every request. A test sets
 * `reply` to shape the next answers: an object (JSON content), an image (b64_json), an error status,
 * or "hang" (never answers, for timeouts).
 */
interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type StandInReply =
  | { kind: "object"; value: unknown }
  | { kind: "text"; content: string }
  | { kind: "image"; png: Buffer }
  | { kind: "error"; status: number; message: string }
  | { kind: "hang" };

export interface OpenAiStandIn {
  /** Base URL to pass as OPENAI_BASE_URL (ends in /v1). */
  baseURL: string;
  apiKey: string;
  requests: RecordedRequest[];
  reply: (request: RecordedRequest) => StandInReply;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startOpenAiStandIn(apiKey = "sk-test-stand-in"): Promise<OpenAiStandIn> {
  const hanging = new Set<ServerResponse>();
  const standIn: OpenAiStandIn = {
    baseURL: "",
    apiKey,
    requests: [],
    reply: () => ({ kind: "error", status: 500, message: "no reply configured" }),
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const recorded: RecordedRequest = {
        method: request.method ?? "",
        path: new URL(request.url ?? "/", "http://stand-in").pathname,
        authorization: request.headers.authorization,
        body: request.method === "POST" ? await readJson(request) : {},
      };
      standIn.requests.push(recorded);
      if (recorded.authorization !== `Bearer ${apiKey}`) {
        send(response, 401, {
          error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" },
        });
        return;
      }
      const reply = standIn.reply(recorded);
      if (reply.kind === "hang") {
        hanging.add(response);
        return;
      }
      if (reply.kind === "error") {
        send(response, reply.status, { error: { message: reply.message, type: "server_error", code: null } });
        return;
      }
      if (recorded.path === "/v1/images/generations" && reply.kind === "image") {
        send(response, 200, { created: 1_700_000_000, data: [{ b64_json: reply.png.toString("base64") }] });
        return;
      }
      if (recorded.path === "/v1/chat/completions" && reply.kind !== "image") {
        const content = reply.kind === "object" ? JSON.stringify(reply.value) : reply.content;
        send(response, 200, {
          id: "chatcmpl-stand-in",
          object: "chat.completion",
          created: 1_700_000_000,
          model: typeof recorded.body.model === "string" ? recorded.body.model : "",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
        return;
      }
      send(response, 404, {
        error: { message: `no stand-in for ${recorded.path}`, type: "invalid_request_error", code: null },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  standIn.baseURL = `http://127.0.0.1:${port}/v1`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
