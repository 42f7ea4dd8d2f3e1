import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineTextSchema } from "@dugout/contracts/text";
import {
  bootstrapAnswerSchema,
  type BootstrapAnswer,
  tokenSessionAnswerSchema,
  userSearchAnswerSchema,
  userTypes,
} from "@dugout/contracts/signin-widget";
import { identityErrors, isIdentityErrorCode } from "@dugout/contracts/identity-errors";
import type { App, AppContext } from "../../context";
import { IdentityError } from "../../errors";
import { APIError } from "better-auth/api";
import { authBasePath } from "./auth-paths";
import { identityEndpoint } from "./endpoints";
import { enforceAttemptLimits, enforceSendCaps } from "./hooks";
import type { Identity } from "./identity";
import { requestHeaders } from "./request-headers";
import { limitRules } from "./limits";
import { emailSchema } from "./request-schemas";
import { messageTemplateIds } from "./message-templates";
import { namedAccount } from "./account-address";
import { rememberWidgetOptions, sessionOptions, withWidgetOptions } from "./widget-options";
import { maskEmail, type StoredAs } from "./sign-in-binding";
import { signInMethods } from "./methods";
import type { MethodBootstrap } from "./methods/method";
import { pageOrigins } from "../../widget-origins";
import { registerSignOutEverywhere } from "./sign-out-everywhere-route";

const dugoutPrefix = "/api/auth/dugout";

const tokenTypes = ["magic_links", "login", "oauth", "verify_email"] as const;
const tokenBodySchema = z.object({
  token: singleLineTextSchema.check(z.minLength(1), z.maxLength(512)),
  token_type: z.enum(tokenTypes),
  session_duration_minutes: z.number().int().positive().optional(),
  /** The person said yes to "Sign in as r…@example.com?" (the answer to 409 confirmation_required). */
  confirm: z.boolean().optional(),
});

type TokenType = (typeof tokenTypes)[number];
/** How Better Auth keeps each kind while it is live (sign-in-binding.ts). */
const storedAs = {
  magic_links: "magic-link",
  login: "magic-link",
  oauth: "one-time-token",
  verify_email: null,
} as const satisfies Record<TokenType, StoredAs>;

const invalidToken = (type: TokenType) =>
  new IdentityError(
    "invalid_token",
    type === "oauth"
      ? "This sign-in could not be completed. Please sign in again."
      : "This sign-in link is invalid, expired or already used. Please request a new one.",
  );

/**
 * The limits of hooks.ts and the password policy raise Better Auth's APIError (Better Auth's own
 * endpoints answer them); here they become the IdentityError of their identity code.
 */
async function asIdentityError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const body = error.body as { code?: string; message?: string; retry_after_seconds?: number } | undefined;
    const code = (body?.code ?? "").toLowerCase();
    if (!isIdentityErrorCode(code)) throw error;
    throw new IdentityError(code, body?.message ?? error.message, body?.retry_after_seconds, { cause: error });
  }
}

const tooManyRequestsError = (seconds: number) =>
  new IdentityError("too_many_requests", identityErrors.too_many_requests.message(String(seconds)), seconds);

/** Copies Set-Cookie (one header per cookie) and the session JWT header from a Better Auth answer. */
function forwardAuthHeaders(response: Response, reply: FastifyReply): void {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header("set-cookie", cookies);
  const jwt = response.headers.get("set-auth-jwt");
  if (jwt) void reply.header("set-auth-jwt", jwt);
}

/** Every method off: a method that is not in the list (methods/index.ts) is not offered. */
const methodsOff: BootstrapAnswer["methods"] = {
  emailMagicLinks: false,
  emailOtp: false,
  passwords: false,
  sms: false,
  whatsapp: false,
  crypto: false,
};

/** What the sign-in methods tell the widget: each one's fields and its switches under `methods`. */
function bootstrapOf(identity: Identity) {
  const answers = signInMethods.map((method): MethodBootstrap => method.bootstrap?.(identity) ?? {});
  const fields = answers.reduce<MethodBootstrap>((all, { methods: _switches, ...own }) => ({ ...all, ...own }), {});
  const methods = answers.reduce((all, answer) => ({ ...all, ...answer.methods }), methodsOff);
  return { oauthProviders: [], passwordConfig: null, oneTap: null, ...fields, methods };
}

/**
 * Our own identity endpoints under /api/auth/dugout, the ones the sign-in widget calls besides Better
 * Auth's (README.md documents each one), and the one Better Auth path we answer ourselves, /revoke-sessions.
 */
export function registerWidgetRoutes(parent: App, ctx: AppContext, identity: Identity) {
  return parent.register(async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { limits, auth, users, signInBindings } = identity;
    const origins = pageOrigins(ctx.config.baseUrl, ctx.config.WIDGET_ALLOWED_ORIGINS);

    // Each route's access comes from its entry in endpoints.ts; a route missing there fails the boot. A route that
    // also declares it (a signed-in one, so its handler can take the caller with callerOf) must agree.
    // Errors answer in the identity shape the widget reads (plugins/error-bodies.ts).
    app.addHook("onRoute", (route) => {
      route.config = { ...route.config, errorShape: "identity" };
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route for each GET; it answers as the GET does.
        const endpoint = identityEndpoint(method === "HEAD" ? "GET" : method, route.url.slice(authBasePath.length));
        if (!endpoint) continue;
        const declared = route.config.access;
        if (declared !== undefined && declared !== endpoint.access) {
          const named = typeof declared === "string" ? declared : "a bearer or operator check";
          throw new Error(`${method} ${route.url} declares access ${named}; endpoints.ts says ${endpoint.access}.`);
        }
        route.config = { ...route.config, access: endpoint.access };
      }
    });
    // CSRF for the identity scope is an Origin check, as on Better Auth's endpoints. Browsers send
    // Origin on every POST; a request without one is not from a page of ours (or of a site
    // WIDGET_ALLOWED_ORIGINS lists) and is refused too.
    app.addHook("onRequest", async (request) => {
      if (request.method !== "GET" && !origins.has(request.headers.origin ?? "")) {
        throw new IdentityError("invalid_origin");
      }
    });
    // The abuse accounting of endpoints.ts, after the body is validated (it names the account).
    app.addHook("preHandler", async (request) => {
      const endpoint = identityEndpoint(request.method, (request.routeOptions.url ?? "").slice(authBasePath.length));
      if (!endpoint) throw new Error(`${request.method} ${request.routeOptions.url ?? ""} is not in endpoints.ts`);
      const body = (request.body ?? {}) as Record<string, unknown>;
      await asIdentityError(async () => {
        if (endpoint.sendsMessage)
          await enforceSendCaps(limits, request.ip, namedAccount(body, endpoint.sendsMessage.addressField));
        if (endpoint.checksSecret)
          await enforceAttemptLimits(limits, request.ip, namedAccount(body, endpoint.checksSecret.accountField));
      });
    });
    // A sign-in started here (a social one) is bound to this browser (sign-in-binding.ts).
    app.addHook("preHandler", async (request, reply) => {
      const endpoint = identityEndpoint(request.method, (request.routeOptions.url ?? "").slice(authBasePath.length));
      if (endpoint?.bindsBrowser) signInBindings.ensure(request, reply);
    });
    const limit = async (request: FastifyRequest, key: string, rule: { max: number; windowSeconds: number }) => {
      const decision = await limits.hit(`${key}:ip:${request.ip}`, rule);
      if (!decision.allowed) throw tooManyRequestsError(decision.retryAfterSeconds);
    };

    app.get(
      `${dugoutPrefix}/bootstrap`,
      { schema: { tags: ["identity"], response: { 200: bootstrapAnswerSchema } } },
      async () => ({
        emailDomains: ctx.config.EMAIL_DOMAINS,
        ...bootstrapOf(identity),
        magicLinkExpirationMinutes: ctx.config.MAGIC_LINK_EXPIRY_MINUTES,
        otpExpirationMinutes: ctx.config.OTP_EXPIRY_MINUTES,
        sessionDurationMinutes: ctx.config.SESSION_MINUTES,
        messageTemplates: [...messageTemplateIds],
        developerMessages: ctx.config.NODE_ENV !== "production",
      }),
    );

    app.post(
      `${dugoutPrefix}/users/search`,
      {
        schema: {
          tags: ["identity"],
          body: z.object({ email: emailSchema }),
          response: { 200: userSearchAnswerSchema },
        },
      },
      async (request) => {
        await limit(request, "user-search", limitRules.userSearchPerIp);
        const user = await users.findByEmail(request.body.email);
        if (!user) return { userType: userTypes[0] };
        const providers = (await users.providerIds([user.id])).get(user.id) ?? [];
        const hasPassword = providers.includes("credential") || user.passwordResetRequired;
        return { userType: hasPassword ? ("password" as const) : ("passwordless" as const) };
      },
    );

    app.post(
      `${dugoutPrefix}/tokens/authenticate`,
      { schema: { tags: ["identity"], body: tokenBodySchema, response: { 200: tokenSessionAnswerSchema } } },
      async (request, reply) => {
        const { token, token_type: type } = request.body;
        const issued = await signInBindings.find(token, storedAs[type]);
        if (!issued) throw invalidToken(type);
        // Login CSRF: a token signs in without a question only in the browser that asked for it, and never
        // over another person's session. Otherwise nothing is consumed and the page asks the person first.
        if (request.body.confirm !== true) {
          const caller = await ctx.auth.user(request);
          const someoneElse = caller !== null && caller.email.toLowerCase() !== issued.email.toLowerCase();
          if (someoneElse || !signInBindings.isFrom(issued, request)) {
            const maskedEmail = maskEmail(issued.email);
            throw new IdentityError(
              "confirmation_required",
              identityErrors.confirmation_required.message(maskedEmail),
              undefined,
              { maskedEmail },
            );
          }
        }
        const headers = requestHeaders(request);
        const verify = {
          oauth: () => auth.api.verifyOneTimeToken({ body: { token }, headers, asResponse: true }),
          magic_links: () => auth.api.magicLinkVerify({ query: { token }, headers, asResponse: true }),
          login: () => auth.api.magicLinkVerify({ query: { token }, headers, asResponse: true }),
          verify_email: () => auth.api.verifyEmail({ query: { token }, headers, asResponse: true }),
        } satisfies Record<TokenType, () => Promise<Response>>;
        // The session this link starts lives as long as the widget asked (at most the server's length).
        const response = await withWidgetOptions(async () => {
          rememberWidgetOptions(await asIdentityError(async () => sessionOptions(request.body, identity.lifetimes)));
          return verify[type]();
        });
        if (response.status === 429) {
          const body = (await response.json()) as { message?: string; retry_after_seconds?: number };
          const wait = Number(response.headers.get("retry-after") ?? body.retry_after_seconds ?? 60);
          throw new IdentityError("too_many_requests", body.message ?? "Too many attempts.", wait);
        }
        // Better Auth answers a bad link with an error or a redirect carrying ?error=; we answer JSON.
        // A verification link that was already used answers 200 but signs nobody in: no cookie.
        const cookie = response.headers
          .getSetCookie()
          .map((value) => value.split(";")[0] ?? "")
          .join("; ");
        const signedIn = response.status === 200 && cookie ? await identity.readSession(new Headers({ cookie })) : null;
        if (!signedIn) throw invalidToken(type);
        await signInBindings.forget(token);
        forwardAuthHeaders(response, reply);
        return {
          user: { id: signedIn.user.id, email: signedIn.user.email },
          session: { expires_at: new Date(signedIn.session.expiresAt).toISOString() },
        };
      },
    );

    registerSignOutEverywhere(app, identity);

    // Each sign-in method's own routes, in the list's order (methods/index.ts).
    const kit = { ctx, identity, prefix: dugoutPrefix, asIdentityError, limit, forwardAuthHeaders };
    for (const method of signInMethods) await method.dugoutRoutes?.(app, kit);
  });
}
