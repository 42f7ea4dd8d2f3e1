import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * The Content-Security-Policy for the whole app, in one place. Features that need another
 * origin add it here with a reason, or (a sign-in method) in their own descriptor (`extraSources`).
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React and the chart library set style attributes; no inline <script> is ever allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  mediaSrc: ["'self'", "blob:"],
  fontSrc: ["'self'", "data:"],
  // OpenAI Realtime: the browser posts its SDP offer there when the OpenAI provider is configured.
  connectSrc: ["'self'", "https://api.openai.com"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * helmet computes the security headers once, at boot, against a recording response; every reply
 * then gets a precomputed set in one call. Running helmet's middleware per request (what
 * @fastify/helmet does) halved /healthz throughput in `npm run bench`, for identical headers.
 * Two sets: Strict-Transport-Security only on requests that arrived over https (browsers ignore it
 * over http, and a plain-http install must not claim https).
 */
/** Other origins a feature's pages need (a sign-in method's script, say), by directive; added to the page's CSP. */
export type ContentSecuritySources = Partial<
  Record<"scriptSrc" | "styleSrc" | "connectSrc" | "frameSrc", readonly string[]>
>;

export interface SecurityHeaderOptions {
  /** Added to the policy's own sources (identity's sign-in methods: One Tap adds Google's). */
  extraSources?: ContentSecuritySources;
}

/** Several features' sources as one set, by directive (none: undefined, the policy as it is). */
export function mergeContentSecuritySources(
  list: readonly ContentSecuritySources[],
): ContentSecuritySources | undefined {
  if (list.length === 0) return undefined;
  const directives = ["scriptSrc", "styleSrc", "connectSrc", "frameSrc"] as const;
  return Object.fromEntries(
    directives.flatMap((directive) => {
      const sources = [...new Set(list.flatMap((sources) => sources[directive] ?? []))];
      return sources.length > 0 ? [[directive, sources] as const] : [];
    }),
  );
}

function policyFor(options: SecurityHeaderOptions) {
  const extra = options.extraSources;
  if (!extra) return contentSecurityPolicy;
  return {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...(extra.scriptSrc ?? [])],
    styleSrc: [...contentSecurityPolicy.styleSrc, ...(extra.styleSrc ?? [])],
    connectSrc: [...contentSecurityPolicy.connectSrc, ...(extra.connectSrc ?? [])],
    ...(extra.frameSrc && { frameSrc: [...extra.frameSrc] }),
  };
}

export function securityHeaders(options: SecurityHeaderOptions = {}): {
  http: Record<string, string>;
  https: Record<string, string>;
} {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: policyFor(options) },
    // The practice page needs the microphone and Google's profile pictures; nothing needs COEP.
    crossOriginEmbedderPolicy: false,
    // For browsers without CSP frame-ancestors: the same answer, no framing at all (not SAMEORIGIN).
    frameguard: { action: "deny" },
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  // The microphone is needed by the practice page; nothing else is.
  headers["permissions-policy"] = "camera=(), geolocation=(), microphone=(self)";
  const { "strict-transport-security": hsts, ...http } = headers;
  return { http, https: hsts ? { ...http, "strict-transport-security": hsts } : http };
}

/**
 * What an answer that is not an HTML page gets (JSON, files, redirects, /healthz): the set OWASP's REST
 * Security Cheat Sheet recommends for APIs. The page-only headers (the page's CSP, Permissions-Policy,
 * COOP, Origin-Agent-Cluster, the legacy X-* switches) govern documents, which a JSON answer or a script file
 * never is; sending all twelve on every answer cost a bare Fastify route a fifth of its CPU per request.
 * `default-src 'none'` is stricter than the page's policy, for a file opened on its own (an SVG, say).
 */
export const nonDocumentContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

export function nonDocumentSecurityHeaders(headers: Record<string, string>): Record<string, string> {
  const kept = [
    "x-content-type-options",
    "x-frame-options",
    "cross-origin-resource-policy",
    "referrer-policy",
    "strict-transport-security",
  ];
  return {
    "content-security-policy": nonDocumentContentSecurityPolicy,
    ...Object.fromEntries(kept.filter((name) => name in headers).map((name) => [name, headers[name] as string])),
  };
}

/**
 * Every answer gets the non-document set when the request arrives; an answer that turns out to be an HTML
 * page (the app's index.html, the API docs, the development mailbox) gets the page's full set as it is sent.
 * `request.protocol` is https for a TLS socket, or per X-Forwarded-Proto when TRUST_PROXY is set.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const page = securityHeaders(options);
  const other = { http: nonDocumentSecurityHeaders(page.http), https: nonDocumentSecurityHeaders(page.https) };
  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(request.protocol === "https" ? other.https : other.http);
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("text/html")) {
      void reply.headers(request.protocol === "https" ? page.https : page.http);
    }
    done(null, payload);
  });
}
