import { onTestFinished, vi } from "vitest";
import type { z } from "zod/mini";
import { apiErrorSchema, type ApiError } from "@dugout/contracts/errors";
import { csrfAnswerSchema } from "@dugout/contracts/access";
import { identityErrorBodySchema, type IdentityErrorBody } from "@dugout/contracts/signin-widget";

/**
 * One fake of the Dugout API for web tests, installed as the global `fetch`. Each route names the contract
 * schema of its answer, and every 2xx body goes through that schema (every other body through the API's
 * error schema), so a fake can never answer what the real server cannot. Requests are recorded for
 * assertions; a request no route answers fails the test.
 */

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];

export interface FakeRequest {
  method: Method;
  url: URL;
  headers: Headers;
  /** The route's `:name` segments, decoded. */
  params: Record<string, string>;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

/** What a handler answers: a body for the route's schema, an API error, or (rarely) an off-contract response. */
export type FakeAnswer<T> =
  | { status?: 200 | 201 | 204; body: T }
  | { status: number; error: ApiError["error"]; retryAfterSeconds?: number }
  | { identityError: IdentityErrorBody }
  | { offContract: Response };

export const ok = <T>(body: T): FakeAnswer<T> => ({ body });
export const apiError = (status: number, code: ApiError["error"]["code"], message: string): FakeAnswer<never> => ({
  status,
  error: { code, message },
});
/** The server's 429: its message and the Retry-After header it sends with it. */
export const rateLimited = (retryAfterSeconds: number): FakeAnswer<never> => ({
  status: 429,
  error: { code: "rate_limited", message: `Too many requests. Try again in ${retryAfterSeconds} seconds.` },
  retryAfterSeconds,
});
/** A refusal of an identity endpoint, in its own shape (`identityErrorBodySchema`; status from `status_code`). */
export const identityRefusal = (body: IdentityErrorBody): FakeAnswer<never> => ({ identityError: body });
/**
 * An answer the Dugout server itself never gives (a proxy's HTML error page, a legacy envelope the client
 * still copes with). Named so that each use stands out in review.
 */
export const offContract = (response: Response): FakeAnswer<never> => ({ offContract: response });

interface Route {
  method: Method;
  path: string;
  schema: z.ZodMiniType;
  handler: (request: FakeRequest) => FakeAnswer<unknown> | Promise<FakeAnswer<unknown>>;
}

/** The `:name` segments of `pattern` read from `pathname`, or undefined when the path does not match. */
function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pattern.split("/");
  const actual = pathname.split("/");
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const given = actual[index] ?? "";
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(given);
    else if (segment !== given) return undefined;
  }
  return params;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export class FakeBackend {
  readonly requests: FakeRequest[] = [];
  private readonly routes: Route[] = [];
  private readonly unanswered: string[] = [];
  private readonly held = new Map<string, Promise<void>>();

  constructor() {
    // The real server always hands out a CSRF token; `api()` asks for one before its first unsafe request.
    this.on("GET", "/api/csrf", csrfAnswerSchema, () => ok({ token: "test-csrf-token" }));
  }

  /**
   * Answers `method path` (the path without its query; `:name` segments match any one segment and reach the
   * handler as `params`) with bodies of `schema`; a later route wins.
   */
  on<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    handler: (request: FakeRequest) => FakeAnswer<z.input<S>> | Promise<FakeAnswer<z.input<S>>>,
  ): this {
    this.routes.unshift({ method, path, schema, handler });
    return this;
  }

  /**
   * Keeps the next answer of the route `method path` (as registered) until the returned function is called,
   * to look at the page while that call is in flight.
   */
  hold(method: Method, path: string): () => void {
    let release: () => void = () => undefined;
    this.held.set(`${method} ${path}`, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  /** The recorded requests to one path. */
  requestsTo(path: string, method: Method = "GET"): FakeRequest[] {
    return this.requests.filter((request) => request.method === method && request.url.pathname === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const asked = (init.method ?? request?.method ?? "GET").toUpperCase();
    const method = methods.find((candidate) => candidate === asked);
    if (!method) throw new Error(`fake backend: unexpected method ${asked}`);
    const text = typeof init.body === "string" ? init.body : request ? await request.clone().text() : "";
    const headers = new Headers(init.headers ?? request?.headers);
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const found = this.routes
      .filter((candidate) => candidate.method === method)
      .map((candidate) => ({ route: candidate, params: matchPath(candidate.path, url.pathname) }))
      .find((candidate) => candidate.params !== undefined);
    const recorded: FakeRequest = { method, url, headers, params: found?.params ?? {}, body };
    this.requests.push(recorded);
    if (!found) {
      const line = `${method} ${url.pathname}${url.search}`;
      this.unanswered.push(line);
      throw new Error(`fake backend: no route for ${line}`);
    }
    const { route } = found;
    const key = `${route.method} ${route.path}`;
    const wait = this.held.get(key);
    if (wait) {
      this.held.delete(key);
      await wait;
    }
    const answer = await route.handler(recorded);
    if ("offContract" in answer) return answer.offContract;
    if ("identityError" in answer) {
      return json(answer.identityError.status_code, identityErrorBodySchema.parse(answer.identityError));
    }
    if ("error" in answer) {
      const retryAfter: Record<string, string> =
        answer.retryAfterSeconds === undefined ? {} : { "retry-after": String(answer.retryAfterSeconds) };
      return json(answer.status, apiErrorSchema.parse({ error: answer.error }), retryAfter);
    }
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    // Parsed, not only type-checked: refinements and formats count too. The wire carries the input shape.
    route.schema.parse(answer.body);
    return json(status, answer.body);
  };

  /** Requests no route answered (each already failed its fetch). */
  get unhandled(): readonly string[] {
    return this.unanswered;
  }
}

/**
 * A fresh FakeBackend as the global `fetch` for one test (call it in the test or in beforeEach); after the
 * test it is removed, and the test fails
 * if any request went unanswered (even one whose rejection the page swallowed).
 */
export function installFakeBackend(): FakeBackend {
  const backend = new FakeBackend();
  vi.stubGlobal("fetch", vi.fn(backend.fetch));
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (backend.unhandled.length > 0)
      throw new Error(`fake backend: requests without a route:\n${backend.unhandled.join("\n")}`);
  });
  return backend;
}
