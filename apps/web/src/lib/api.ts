import type { z } from "zod/mini";
import { apiErrorSchema, fetchFailedMessage, statusEnvelopeSchema } from "@dugout/contracts/errors";
import { csrfAnswerSchema, csrfCookieName, csrfHeaderName } from "@dugout/contracts/access";

/** Every failed API call becomes one of these: the server's stable code and human message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds to wait before retrying, from Retry-After on 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

let csrfRequest: Promise<string> | undefined;

/** The double-submit CSRF token: the cookie when present, else fetched once from the server. */
async function csrfToken(): Promise<string> {
  const existing = readCookie(csrfCookieName);
  if (existing) return decodeURIComponent(existing);
  csrfRequest ??= fetch("/api/csrf", { credentials: "same-origin" })
    .then(async (response) => {
      if (!response.ok) throw new ApiError(response.status, "csrf_failed", `HTTP error! status: ${response.status}`);
      const parsed = csrfAnswerSchema.safeParse(await response.json());
      if (!parsed.success) throw new ApiError(response.status, "csrf_failed", "The server sent no CSRF token.");
      return parsed.data.token;
    })
    .finally(() => {
      csrfRequest = undefined;
    });
  return csrfRequest;
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/** With the answer's contract schema: a mismatch is reported as an error instead of reaching the UI. */
export type ParsedApiOptions<T> = ApiOptions & { schema: z.ZodMiniType<T> };

export function withQuery(path: string, query: ApiOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
  const retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
  try {
    const parsed = apiErrorSchema.safeParse(await response.json());
    if (parsed.success) {
      return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, retryAfterSeconds);
    }
  } catch {
    // not JSON: fall through to the generic message
  }
  return new ApiError(response.status, "http_error", `HTTP error! status: ${response.status}`, retryAfterSeconds);
}

/**
 * Calls the API. With a schema (the payload's contract) the answer is parsed and typed; without
 * one it is `unknown`, so nothing reaches the UI unchecked.
 */
export function api<T>(path: string, options: ParsedApiOptions<T>): Promise<T>;
export function api(path: string, options?: ApiOptions): Promise<unknown>;
export async function api<T>(path: string, options: ApiOptions & { schema?: z.ZodMiniType<T> } = {}): Promise<unknown> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (unsafeMethods.has(method)) headers[csrfHeaderName] = await csrfToken();

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", "Could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) throw await errorFrom(response);
  const json: unknown = response.status === 204 ? undefined : await response.json();
  if (!options.schema) return json;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(response.status, "invalid_response", "The server sent an answer this page does not understand.");
  return parsed.data;
}

/**
 * Answers that carry a `status` (scoring, usage; docs/requirements/scoring-champ.md#messages): an
 * HTTP failure carries the server's message (or "HTTP error! status: N"); a body whose status is not "ok" fails with its
 * message or "Failed to fetch data", and so does an "ok" body that does not match its schema.
 */
export async function apiOk<T>(path: string, options: ParsedApiOptions<T>): Promise<T> {
  const { schema, ...request } = options;
  const body = await api(path, request);
  const envelope = statusEnvelopeSchema.safeParse(body);
  if (!envelope.success || envelope.data.status !== "ok") {
    const message = envelope.success ? envelope.data.message : undefined;
    throw new ApiError(200, "bad_status", typeof message === "string" && message ? message : fetchFailedMessage);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, "invalid_response", fetchFailedMessage);
  return parsed.data;
}
