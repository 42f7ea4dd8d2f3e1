import type { FastifyReply, FastifyRequest } from "fastify";
import {
  identityErrors,
  identityMessageFor,
  isIdentityErrorCode,
  type IdentityErrorCode,
} from "@dugout/contracts/identity-errors";
import type { App } from "../../context";
import { identityErrorBody, identityTypeForStatus } from "../../plugins/error-bodies";
import { authBasePath } from "./auth-paths";
import type { BetterAuthInstance } from "./better-auth";
import { identityEndpoints } from "./endpoints";
import { signInMethods } from "./methods";
import { withWidgetOptions } from "./widget-options";
import { withSignInBinding, type SignInBindings } from "./sign-in-binding";
import { badShapeField, badTextField, parsedBody } from "./raw-input-guard";
import { toOpenIdErrorPage } from "./methods/openid/openid-authorize-errors";
import { consentQueryOf, type OpenIdConsentRequests } from "./methods/openid/openid-consent-requests";

/** What the mount needs of the OpenID provider's own checks: who is calling, and whose consent request it is. */
export interface OpenIdMountHooks {
  consentRequests: OpenIdConsentRequests;
  /** The signed-in caller's user id, if any. */
  userIdOf(request: FastifyRequest): Promise<string | undefined>;
}
import { pageOrigins } from "../../widget-origins";

const hopByHop = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "host",
  "x-forwarded-for",
]);

function toWebRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || hopByHop.has(name)) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  // Better Auth's rate limits and session records read the client address from this header only;
  // request.ip is the socket address, or the proxy's client when TRUST_PROXY is set.
  headers.set("x-forwarded-for", request.ip);
  const body = request.body;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(body) && body.length > 0;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

/**
 * Better Auth keeps the endpoint's original status when an after-hook replaces its error
 * (better-call's toResponse prefers it), so the errors our hooks raise there get their declared
 * status (`identityErrors`) back. Only these: Better Auth's own codes keep Better Auth's status.
 */
const raisedAfterHooks: ReadonlySet<IdentityErrorCode> = new Set<IdentityErrorCode>([
  "account_locked",
  "too_many_requests",
  "reset_password",
  ...signInMethods.flatMap((method): readonly IdentityErrorCode[] => method.afterHookErrorCodes ?? []),
]);
const declaredStatus = (code: string): number | undefined => {
  const known = code.toLowerCase();
  return isIdentityErrorCode(known) && raisedAfterHooks.has(known) ? identityErrors[known].status : undefined;
};
/** Better Auth's messages that leave a person stuck get one that says what to do. */
const messageByCode: Record<string, string> = { EMAIL_NOT_VERIFIED: identityErrors.email_not_verified.message };

async function sendWebResponse(response: Response, reply: FastifyReply, oauthProtocol: boolean): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === "set-cookie" || name === "content-length") return;
    void reply.header(name, value);
  });
  // Headers.forEach joins Set-Cookie values; each cookie must stay its own header.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header("set-cookie", cookies);
  const text = await response.text();
  if (response.status < 400 || oauthProtocol) return reply.send(text.length > 0 ? text : null);

  let parsed: { code?: unknown; message?: unknown; retry_after_seconds?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON: keep the status, use the generic message.
  }
  const code = typeof parsed.code === "string" ? parsed.code : undefined;
  const status = (code ? declaredStatus(code) : undefined) ?? response.status;
  const retryHeader = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
  const retryAfter =
    typeof parsed.retry_after_seconds === "number"
      ? parsed.retry_after_seconds
      : retryHeader
        ? Number(retryHeader)
        : undefined;
  if (status === 429 && retryAfter !== undefined) void reply.header("retry-after", String(retryAfter));
  const message =
    (code ? messageByCode[code] : undefined) ?? (typeof parsed.message === "string" ? parsed.message : "");
  const body = identityErrorBody({
    status,
    code: code ?? identityTypeForStatus(status),
    message,
    ...(status === 429 && retryAfter !== undefined ? { retryAfter } : {}),
  });
  return reply.status(status).type("application/json; charset=utf-8").send(JSON.stringify(body));
}

/**
 * Better Auth's endpoints of the list in endpoints.ts, one Fastify route each, and no others: an
 * endpoint of Better Auth's that is not in the list answers 404 like any unknown path. The Fastify
 * glue: the raw body is passed through untouched (form-encoded OAuth
 * endpoints break if it is re-serialised), the client IP is forwarded, and every Set-Cookie is copied.
 */
export async function mountBetterAuth(
  app: App,
  auth: BetterAuthInstance,
  baseUrl: string,
  bindings: SignInBindings,
  openId: OpenIdMountHooks,
  /** WIDGET_ALLOWED_ORIGINS: sites whose pages embed the widget post here too. */
  widgetOrigins: readonly string[] = [],
): Promise<void> {
  const origins = pageOrigins(baseUrl, widgetOrigins);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    for (const endpoint of identityEndpoints) {
      if (endpoint.owner !== "better-auth") continue;
      scope.route({
        method: endpoint.method,
        url: `${authBasePath}${endpoint.path}`,
        config: { access: endpoint.access },
        schema: { hide: true },
        // Better Auth checks Origin only on some endpoints (those that take a redirect, or see a cookie): a
        // passcode or One Tap sign-in posted from another site would set that site's session here (login
        // CSRF), and a passcode send could be pumped from anywhere. Every POST comes from this site's pages
        // (or a site WIDGET_ALLOWED_ORIGINS lists) unless its entry says why not.
        onRequest: async (request, reply) => {
          if (request.method !== "POST" || endpoint.crossSite || origins.has(request.headers.origin ?? "")) return;
          return reply.status(403).send(
            identityErrorBody({
              status: 403,
              code: "invalid_origin",
              message: identityErrors.invalid_origin.message,
            }),
          );
        },
        preHandler: async (request, reply) => {
          const body = parsedBody(request.body, request.headers["content-type"]);
          const bad = badTextField(request.query, "query") ?? badShapeField(body) ?? badTextField(body);
          if (!bad) return;
          return reply
            .status(400)
            .send(identityErrorBody({ status: 400, code: "invalid_request", message: bad.message }));
        },
        handler: async (request, reply) => {
          const consentQuery = endpoint.path === "/oauth2/consent" ? consentQueryOf(request) : undefined;
          const userId =
            consentQuery || endpoint.path === "/oauth2/authorize" ? await openId.userIdOf(request) : undefined;
          // A consent answer counts only from the person the authorization request was started by.
          const refusal =
            consentQuery && userId ? await openId.consentRequests.refusal(consentQuery, userId) : undefined;
          if (refusal) {
            const { status } = identityErrors[refusal];
            const message = identityMessageFor(refusal);
            return reply.status(status).send(identityErrorBody({ status, code: refusal, message }));
          }
          // A send that issues a sign-in link binds it to this browser (its cookie is set on this answer).
          const binding = endpoint.bindsBrowser ? bindings.ensure(request, reply) : undefined;
          let response = await withSignInBinding(binding, () =>
            withWidgetOptions(() => auth.handler(toWebRequest(request, baseUrl))),
          );
          if (endpoint.path === "/oauth2/authorize") {
            response = toOpenIdErrorPage(response, request.url, baseUrl);
            await openId.consentRequests.noteRequester(response, userId);
          }
          if (consentQuery && response.ok) await openId.consentRequests.forget(consentQuery);
          return sendWebResponse(response, reply, endpoint.oauthProtocol === true);
        },
      });
    }
  });
}
