import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { csrfAnswerSchema, csrfCookieName, csrfHeaderName } from "@dugout/contracts/access";
import { AppError } from "../errors";
import { crossSiteCookies, pageOrigins } from "../widget-origins";

/**
 * CSRF protection for every state-changing call outside the identity provider (which has its
 * own origin checks). Two layers, both required:
 * 1. a signed double-submit token: the `dugout_csrf` cookie (readable by our pages) must be echoed
 *    in the `x-csrf-token` header, and its signature must verify with the server's secret, so a
 *    cookie planted by a sibling domain does not pass;
 * 2. when the browser sends Origin (all modern browsers do on POST/PATCH/DELETE), it must be ours or a
 *    site WIDGET_ALLOWED_ORIGINS lists (the widget embedded there posts its telemetry here).
 * Routes that authenticate with a bearer key instead of cookies opt out with `config: { csrf: false }`.
 */
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

declare module "fastify" {
  interface FastifyContextConfig {
    csrf?: boolean;
  }
}

function sign(secret: string, nonce: string): string {
  return createHmac("sha256", secret).update(nonce).digest("base64url");
}

function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${sign(secret, nonce)}`;
}

function verifyCsrfToken(secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split(".");
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function sameOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // non-browser clients; the token still has to match
  return allowedOrigins.has(origin);
}

export interface CsrfOptions {
  secret: string;
  baseUrl: string;
  /** WIDGET_ALLOWED_ORIGINS: other sites whose pages embed the sign-in widget. */
  widgetOrigins?: readonly string[];
  /** Paths whose own protocol protects them (the identity provider). */
  exemptPrefixes: readonly string[];
}

export function registerCsrf(app: FastifyInstance, options: CsrfOptions): void {
  const widgetOrigins = options.widgetOrigins ?? [];
  const allowedOrigins = pageOrigins(options.baseUrl, widgetOrigins);
  // A widget on another site reads the token from GET /api/csrf's answer (it cannot read our cookie), and
  // its browser sends the cookie back cross-site only when it is SameSite=None (and so Secure).
  const crossSite = crossSiteCookies(options.baseUrl, widgetOrigins);
  const secure = crossSite || options.baseUrl.startsWith("https://");
  const sameSite = crossSite ? "none" : "strict";

  // A callback hook, not an async one: GET, HEAD and OPTIONS (nearly every request) pass on the spot,
  // without the promise and extra microtask an async hook costs each request.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config.csrf === false) return done();
    const path = request.url.split("?")[0] ?? "";
    if (options.exemptPrefixes.some((prefix) => path.startsWith(prefix))) return done();

    const header = request.headers[csrfHeaderName];
    const cookie = request.cookies[csrfCookieName];
    const tokenOk =
      typeof header === "string" && header.length > 0 && header === cookie && verifyCsrfToken(options.secret, header);
    if (!tokenOk || !sameOrigin(request, allowedOrigins)) {
      return done(
        new AppError(
          "csrf_failed",
          `This request is missing a valid CSRF token: fetch GET /api/csrf and send its token in the ${csrfHeaderName} header.`,
        ),
      );
    }
    done();
  });

  app.get(
    "/api/csrf",
    { config: { access: "public" }, schema: { hide: true, response: { 200: csrfAnswerSchema } } },
    async (request, reply) => {
      const existing = request.cookies[csrfCookieName];
      const token = existing && verifyCsrfToken(options.secret, existing) ? existing : issueCsrfToken(options.secret);
      void reply.setCookie(csrfCookieName, token, { path: "/", sameSite, secure, httpOnly: false });
      return { token };
    },
  );
}
