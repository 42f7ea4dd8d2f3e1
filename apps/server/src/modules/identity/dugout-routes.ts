import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineTextSchema } from "@dugout/contracts/common";
import {
  bootstrapSchema,
  passwordStrengthResultSchema,
  userSearchAnswerSchema,
  userTypes,
} from "@dugout/contracts/signin-widget";
import type { App, AppContext } from "../../context";
import { APIError } from "better-auth/api";
import { authBasePath } from "./better-auth";
import { isOwnUrl } from "./emails";
import { identityEndpoint } from "./endpoints";
import { enforceAttemptLimits, enforceSendCaps } from "./hooks";
import { requestHeaders, type Identity } from "./identity";
import { limitRules } from "./limits";
import { IdentityError, tooManyRequestsError, useIdentityErrors } from "./scope-errors";
import { normaliseEmail } from "./users";

export const dugoutPrefix = "/api/auth/dugout";

const emailSchema = singleLineTextSchema.trim().max(254).pipe(z.email());
const passwordSchema = singleLineTextSchema.min(1).max(256);
const redirectPathSchema = singleLineTextSchema.max(2048);
const okSchema = z.object({ ok: z.literal(true) });

export const tokenTypes = ["magic_links", "login", "oauth", "verify_email"] as const;
const tokenBodySchema = z.object({
  token: singleLineTextSchema.min(1).max(512),
  token_type: z.enum(tokenTypes),
  session_duration_minutes: z.number().int().positive().optional(),
});
const sessionAnswerSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  session: z.object({ expires_at: z.string() }),
});

export const bootstrapAnswerSchema = bootstrapSchema.extend({
  /** OAuth providers with server credentials (empty: the widget hides social buttons). */
  oauthProviders: z.array(z.string()),
  methods: z.object({ emailMagicLinks: z.boolean(), emailOtp: z.boolean(), passwords: z.boolean() }),
  /** Server-side lifetimes; the widget's *_minutes fields do not change them. */
  magicLinkExpirationMinutes: z.number(),
  otpExpirationMinutes: z.number(),
  sessionDurationMinutes: z.number(),
});

/** The limits of hooks.ts raise Better Auth's APIError; our scope answers IdentityError. */
async function asIdentityError(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const body = error.body as { code?: string; message?: string; retry_after_seconds?: number } | undefined;
    throw new IdentityError(
      error.statusCode,
      (body?.code ?? "bad_request").toLowerCase(),
      body?.message ?? error.message,
      body?.retry_after_seconds,
    );
  }
}

/** Copies Set-Cookie (one header per cookie) and the session JWT header from a Better Auth answer. */
function forwardAuthHeaders(response: Response, reply: FastifyReply): void {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header("set-cookie", cookies);
  const jwt = response.headers.get("set-auth-jwt");
  if (jwt) void reply.header("set-auth-jwt", jwt);
}

/** Our own identity endpoints under /api/auth/dugout (README.md documents each one). */
export function registerDugoutRoutes(parent: App, ctx: AppContext, identity: Identity) {
  return parent.register(async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    useIdentityErrors(app);
    const { limits, policy, auth, users } = identity;
    const baseOrigin = new URL(ctx.config.baseUrl).origin;

    // Each route's access comes from its entry in endpoints.ts; a route missing there fails the boot.
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route for each GET; it answers as the GET does.
        const endpoint = identityEndpoint(method === "HEAD" ? "GET" : method, route.url.slice(authBasePath.length));
        if (endpoint) route.config = { ...route.config, access: endpoint.access };
      }
    });
    // CSRF for the identity scope is an Origin check, as on Better Auth's endpoints. Browsers send
    // Origin on every POST; a request without one is not from a page of ours and is refused too.
    app.addHook("onRequest", async (request) => {
      if (request.method !== "GET" && request.headers.origin !== baseOrigin) {
        throw new IdentityError(403, "invalid_origin", "This request came from a site that is not allowed to call it.");
      }
    });
    // The abuse accounting of endpoints.ts, after the body is validated (it names the account).
    app.addHook("preHandler", async (request) => {
      const endpoint = identityEndpoint(request.method, (request.routeOptions.url ?? "").slice(authBasePath.length));
      if (!endpoint) throw new Error(`${request.method} ${request.routeOptions.url ?? ""} is not in endpoints.ts`);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const named = (field: string | undefined) =>
        field && typeof body[field] === "string" ? normaliseEmail(body[field]) : undefined;
      await asIdentityError(async () => {
        if (endpoint.sendsMessage) await enforceSendCaps(limits, request.ip, named(endpoint.sendsMessage.addressField));
        if (endpoint.checksSecret)
          await enforceAttemptLimits(limits, request.ip, named(endpoint.checksSecret.accountField));
      });
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
        passwordConfig: policy.bootstrapConfig(),
        oauthProviders: identity.googleConfigured ? ["google"] : [],
        methods: { emailMagicLinks: true, emailOtp: true, passwords: true },
        magicLinkExpirationMinutes: ctx.config.MAGIC_LINK_EXPIRY_MINUTES,
        otpExpirationMinutes: ctx.config.OTP_EXPIRY_MINUTES,
        sessionDurationMinutes: ctx.config.SESSION_MINUTES,
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
      `${dugoutPrefix}/passwords/strength`,
      {
        schema: {
          tags: ["identity"],
          body: z.object({ email: emailSchema.optional(), password: passwordSchema }),
          response: { 200: passwordStrengthResultSchema },
        },
      },
      async (request) => {
        await limit(request, "strength", limitRules.strengthPerIp);
        return policy.check(request.body.password, request.body.email);
      },
    );

    app.post(
      `${dugoutPrefix}/passwords/set`,
      {
        schema: {
          tags: ["identity"],
          body: z.object({ password: passwordSchema }),
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await ctx.auth.caller(request);
        const providers = (await users.providerIds([user.id])).get(user.id) ?? [];
        if (providers.includes("credential")) {
          throw new IdentityError(
            400,
            "password_already_set",
            "This account already has a password. Use 'Forgot Password?' to change it.",
          );
        }
        const result = await policy.check(request.body.password, user.email);
        if (!result.valid_password) {
          const refusal = policy.refusal(result);
          throw new IdentityError(400, refusal.type, refusal.message);
        }
        await auth.api.setPassword({ body: { newPassword: request.body.password }, headers: requestHeaders(request) });
        await identity.passwordChanges.afterPasswordChange({ id: user.id, email: user.email });
        return { ok: true as const };
      },
    );

    app.post(
      `${dugoutPrefix}/tokens/authenticate`,
      { schema: { tags: ["identity"], body: tokenBodySchema, response: { 200: sessionAnswerSchema } } },
      async (request, reply) => {
        const { token, token_type: type } = request.body;
        const headers = requestHeaders(request);
        const verify = {
          oauth: () => auth.api.verifyOneTimeToken({ body: { token }, headers, asResponse: true }),
          magic_links: () => auth.api.magicLinkVerify({ query: { token }, headers, asResponse: true }),
          login: () => auth.api.magicLinkVerify({ query: { token }, headers, asResponse: true }),
          verify_email: () => auth.api.verifyEmail({ query: { token }, headers, asResponse: true }),
        } satisfies Record<(typeof tokenTypes)[number], () => Promise<Response>>;
        const response = await verify[type]();
        if (response.status === 429) {
          const body = (await response.json()) as { message?: string; retry_after_seconds?: number };
          const wait = Number(response.headers.get("retry-after") ?? body.retry_after_seconds ?? 60);
          throw new IdentityError(429, "too_many_requests", body.message ?? "Too many attempts.", wait);
        }
        // Better Auth answers a bad link with an error or a redirect carrying ?error=; we answer JSON.
        // A verification link that was already used answers 200 but signs nobody in: no cookie.
        const cookie = response.headers
          .getSetCookie()
          .map((value) => value.split(";")[0] ?? "")
          .join("; ");
        const signedIn = response.status === 200 && cookie ? await identity.readSession(new Headers({ cookie })) : null;
        if (!signedIn) {
          throw new IdentityError(
            400,
            "invalid_token",
            type === "oauth"
              ? "This sign-in could not be completed. Please sign in again."
              : "This sign-in link is invalid, expired or already used. Please request a new one.",
          );
        }
        forwardAuthHeaders(response, reply);
        return {
          user: { id: signedIn.user.id, email: signedIn.user.email },
          session: { expires_at: new Date(signedIn.session.expiresAt).toISOString() },
        };
      },
    );

    app.post(
      `${dugoutPrefix}/oauth/start`,
      {
        schema: {
          tags: ["identity"],
          body: z.object({
            provider: singleLineTextSchema.min(1).max(40),
            login_redirect_url: redirectPathSchema.optional(),
            signup_redirect_url: redirectPathSchema.optional(),
          }),
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request, reply) => {
        const { provider, login_redirect_url: login, signup_redirect_url: signup } = request.body;
        if (provider !== "google" || !identity.googleConfigured) {
          throw new IdentityError(
            400,
            "oauth_provider_not_configured",
            `Sign-in with ${provider} is not available on this site.`,
          );
        }
        for (const url of [login, signup]) {
          if (url !== undefined && !isOwnUrl(ctx.config.baseUrl, url)) {
            throw new IdentityError(400, "invalid_redirect_url", "Redirect URLs must be pages of this site.");
          }
        }
        const complete = (page: string | undefined) =>
          `${ctx.config.baseUrl}${dugoutPrefix}/oauth/complete?redirect=${encodeURIComponent(page ?? "/")}`;
        const response = await auth.api.signInSocial({
          body: {
            provider: "google",
            callbackURL: complete(login),
            newUserCallbackURL: complete(signup ?? login),
            errorCallbackURL: `${ctx.config.baseUrl}${login ?? "/"}`,
            disableRedirect: true,
          },
          headers: requestHeaders(request),
          asResponse: true,
        });
        forwardAuthHeaders(response, reply);
        const body = (await response.json()) as { url?: string };
        if (!body.url) throw new IdentityError(500, "internal_server_error", "Could not start the sign-in.");
        return { url: body.url };
      },
    );

    // Google returns to Better Auth's callback, which sets the session and comes here; we hand the
    // page a one-time token (docs/requirements/platform.md#login-token-landing: ?token=...&dugout_token_type=oauth).
    app.get(
      `${dugoutPrefix}/oauth/complete`,
      { schema: { hide: true, querystring: z.object({ redirect: redirectPathSchema.default("/") }) } },
      async (request, reply) => {
        const target = new URL(
          isOwnUrl(ctx.config.baseUrl, request.query.redirect) ? request.query.redirect : "/",
          ctx.config.baseUrl,
        );
        const generated = await auth.api.generateOneTimeToken({ headers: requestHeaders(request) }).catch(() => null);
        if (generated) {
          target.searchParams.set("token", generated.token);
          target.searchParams.set("dugout_token_type", "oauth");
        }
        return reply.redirect(target.toString(), 302);
      },
    );
  });
}
