import { csrfCookieName, csrfHeaderName } from "@dugout/contracts/access";

/** A failed call as the widget sees it: the server's error type and message, and any wait. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
    /** From Retry-After on 429 answers. */
    readonly retryAfterSeconds?: number,
    /** 409 `confirmation_required`: the account a landing token would sign in to, masked (`r…@example.com`). */
    readonly maskedEmail?: string,
  ) {
    super(message);
    this.name = "WidgetApiError";
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/**
 * The identity server answers in three shapes: ours ({error: {code, message}}), Better Auth's
 * ({code, message}) and the one of docs/requirements/identity-provider.md#messages ({error_type, error_message}); the widget needs one.
 */
export function errorFromBody(status: number, body: unknown, retryAfterSeconds?: number): WidgetApiError {
  const flat = isObject(body) ? body : {};
  const inner = isObject(flat.error) ? flat.error : {};
  const type = text(flat.error_type) ?? text(inner.code) ?? text(flat.code) ?? `http_${status}`;
  const message =
    text(flat.error_message) ?? text(inner.message) ?? text(flat.message) ?? `HTTP error! status: ${status}`;
  return new WidgetApiError(status, type.toLowerCase(), message, retryAfterSeconds, text(flat.masked_email));
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const part = document.cookie.split("; ").find((entry) => entry.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : undefined;
}

interface HttpOptions {
  method?: "GET" | "POST";
  body?: unknown;
  /** Our own routes outside /api/auth need the double-submit CSRF token. */
  csrf?: boolean;
  keepalive?: boolean;
}

export type Http = <T = unknown>(path: string, options?: HttpOptions) => Promise<T>;

export function createHttp(baseUrl = "", fetchImpl: typeof fetch = (...args) => fetch(...args)): Http {
  let csrfPending: Promise<string> | undefined;
  const csrfToken = async (): Promise<string> => {
    const cookie = readCookie(csrfCookieName);
    if (cookie) return cookie;
    csrfPending ??= request<{ token: string }>("/api/csrf")
      .then((answer) => answer.token)
      .finally(() => (csrfPending = undefined));
    return csrfPending;
  };

  async function request<T>(path: string, options: HttpOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.csrf) headers[csrfHeaderName] = await csrfToken();
    let response: Response;
    try {
      response = await fetchImpl(baseUrl + path, {
        method: options.method ?? (options.body === undefined ? "GET" : "POST"),
        headers,
        credentials: "include",
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        keepalive: options.keepalive,
      });
    } catch {
      throw new WidgetApiError(0, "network_error", "Could not reach the server. Check your connection and try again.");
    }
    const raw = await response.text();
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
      throw errorFromBody(response.status, body, Number.isFinite(retryAfter) ? retryAfter : undefined);
    }
    return body as T;
  }
  return request;
}
