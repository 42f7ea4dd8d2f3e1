import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineTextSchema } from "@dugout/contracts/text";
import {
  bootstrapAnswerSchema,
  passwordStrengthResultSchema,
  tokenSessionAnswerSchema,
  userSearchAnswerSchema,
  userTypes,
} from "@dugout/contracts/signin-widget";
import { identityErrors, isIdentityErrorCode } from "@dugout/contracts/identity-errors";
import type { App, AppContext } from "../../context";
import { IdentityError } from "../../errors";
import { registerOpenIdPreflight } from "./openid-routes";
import { registerOpenIdEndSession } from "./openid-logout";
import { APIError } from "better-auth/api";
import { authBasePath } from "./better-auth";
import { isOwnUrl } from "./emails";
import { identityEndpoint } from "./endpoints";
import { enforceAttemptLimits, enforceSendCaps } from "./hooks";
import { requestHeaders, type Identity } from "./identity";
import { limitRules } from "./limits";
import { messageTemplateIds } from "./message-templates";
import { namedAccount } from "./account-address";
import { rememberWidgetOptions, sessionOptions, withWidgetOptions } from "./widget-options";
import { maskEmail, oneTimeTokenMinutes, type StoredAs } from "./sign-in-binding";
import { registerWalletRoutes } from "./wallet-routes";
import { pageOrigins } from "../../widget-origins";

export const dugoutPrefix = "/api/auth/dugout";

const emailSchema = z.pipe(singleLineTextSchema.check(z.trim(), z.maxLength(254)), z.email());
const passwordSchema = singleLineTextSchema.check(z.minLength(1), z.maxLength(256));
const redirectPathSchema = singleLineTextSchema.check(z.maxLength(2048));
const okSchema = z.object({ ok: z.literal(true) });

/** What the authorization request sets itself (provider_params may add to it, never replace it). */
const reservedAuthorizationParams = new Set([
  "state",
  "client_id",
  "redirect_uri",
  "response_type",
  "response_mode",
  "code_challenge",
  "code_challenge_method",
  "nonce",
  "scope",
  // TikTok's name for client_id.
  "client_key",
]);

export const tokenTypes = ["magic_links", "login", "oauth", "verify_email"] as const;
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

/**
 * Our own identity endpoints under /api/auth/dugout, the ones the sign-in widget calls besides Better
 * Auth's (README.md documents each one).
 */
export function registerWidgetRoutes(parent: App, ctx: AppContext, identity: Identity) {
  return parent.register(async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { limits, policy, auth, users, signInBindings } = identity;
    const origins = pageOrigins(ctx.config.baseUrl, ctx.config.WIDGET_ALLOWED_ORIGINS);

    // Each route's access comes from its entry in endpoints.ts; a route missing there fails the boot.
    // Errors answer in the identity shape the widget reads (plugins/error-bodies.ts).
    app.addHook("onRoute", (route) => {
      route.config = { ...route.config, errorShape: "identity" };
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route for each GET; it answers as the GET does.
        const endpoint = identityEndpoint(method === "HEAD" ? "GET" : method, route.url.slice(authBasePath.length));
        if (endpoint) route.config = { ...route.config, access: endpoint.access };
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
        passwordConfig: policy.bootstrapConfig(),
        oauthProviders: identity.oauthProviders,
        methods: {
          emailMagicLinks: true,
          emailOtp: true,
          passwords: true,
          sms: identity.phoneChannels.includes("sms"),
          whatsapp: identity.phoneChannels.includes("whatsapp"),
          crypto: true,
        },
        magicLinkExpirationMinutes: ctx.config.MAGIC_LINK_EXPIRY_MINUTES,
        otpExpirationMinutes: ctx.config.OTP_EXPIRY_MINUTES,
        sessionDurationMinutes: ctx.config.SESSION_MINUTES,
        messageTemplates: [...messageTemplateIds],
        oneTap: identity.googleClientId ? { clientId: identity.googleClientId } : null,
        developerMessages: ctx.config.NODE_ENV !== "production",
      }),
    );

    await registerWalletRoutes(plain, { identity, prefix: dugoutPrefix, asIdentityError, limit, forwardAuthHeaders });

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
        return asIdentityError(() => policy.check(request.body.password, request.body.email));
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
          throw new IdentityError("password_already_set");
        }
        const result = await asIdentityError(() => policy.check(request.body.password, user.email));
        if (!result.valid_password) {
          const refusal = policy.refusal(result);
          throw new IdentityError(refusal.type, refusal.message);
        }
        await asIdentityError(() =>
          auth.api.setPassword({ body: { newPassword: request.body.password }, headers: requestHeaders(request) }),
        );
        await identity.passwordChanges.afterPasswordChange({ id: user.id, email: user.email });
        return { ok: true as const };
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

    app.post(
      `${dugoutPrefix}/oauth/start`,
      {
        schema: {
          tags: ["identity"],
          body: z.object({
            provider: singleLineTextSchema.check(z.minLength(1), z.maxLength(40)),
            login_redirect_url: z.optional(redirectPathSchema),
            signup_redirect_url: z.optional(redirectPathSchema),
            // The provider's own knobs (oauthOptions.providers[].custom_scopes / provider_params).
            custom_scopes: z
              .array(singleLineTextSchema.check(z.minLength(1), z.maxLength(200)))
              .max(50)
              .optional(),
            provider_params: z
              .record(singleLineTextSchema.check(z.maxLength(100)), singleLineTextSchema.check(z.maxLength(2000)))
              .optional(),
          }),
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request, reply) => {
        const { provider, login_redirect_url: login, signup_redirect_url: signup } = request.body;
        const { custom_scopes: scopes, provider_params: params } = request.body;
        // Parameters the sign-in itself sets cannot be overridden: that would hijack the flow.
        const reserved = Object.keys(params ?? {}).filter((name) => reservedAuthorizationParams.has(name));
        if (reserved.length > 0) {
          throw new IdentityError(
            "unsupported_option",
            `provider_params cannot set ${reserved.join(", ")}: the sign-in sets ${[...reservedAuthorizationParams].join(", ")} itself.`,
          );
        }
        const configured = identity.oauthProviders.find((id) => id === provider);
        if (!configured) {
          throw new IdentityError(
            "oauth_provider_not_configured",
            identityErrors.oauth_provider_not_configured.message(provider),
          );
        }
        for (const url of [login, signup]) {
          if (url !== undefined && !isOwnUrl(ctx.config.baseUrl, url)) {
            throw new IdentityError("invalid_redirect_url");
          }
        }
        const complete = (page: string | undefined) =>
          `${ctx.config.baseUrl}${dugoutPrefix}/oauth/complete?redirect=${encodeURIComponent(page ?? "/")}`;
        const response = await auth.api.signInSocial({
          body: {
            provider: configured,
            callbackURL: complete(login),
            newUserCallbackURL: complete(signup ?? login),
            errorCallbackURL: `${ctx.config.baseUrl}${login ?? "/"}`,
            disableRedirect: true,
            ...(scopes && { scopes }),
            ...(params && { additionalParams: params }),
          },
          headers: requestHeaders(request),
          asResponse: true,
        });
        forwardAuthHeaders(response, reply);
        const body = (await response.json()) as { url?: string };
        if (!body.url) throw new IdentityError("internal_server_error", "Could not start the sign-in.");
        return { url: body.url };
      },
    );

    registerOpenIdPreflight(app, ctx);
    registerOpenIdEndSession(app, ctx, identity);

    // The provider returns to Better Auth's callback, which sets the session and comes here; we hand the
    // page a one-time token (docs/requirements/platform.md#login-token-landing: ?token=...&dugout_token_type=oauth).
    app.get(
      `${dugoutPrefix}/oauth/complete`,
      { schema: { hide: true, querystring: z.object({ redirect: z._default(redirectPathSchema, "/") }) } },
      async (request, reply) => {
        const target = new URL(
          isOwnUrl(ctx.config.baseUrl, request.query.redirect) ? request.query.redirect : "/",
          ctx.config.baseUrl,
        );
        const generated = await auth.api.generateOneTimeToken({ headers: requestHeaders(request) }).catch(() => null);
        const caller = generated ? await ctx.auth.user(request) : null;
        if (generated && caller) {
          // Bound to the browser that started the sign-in (its cookie came back with it); a caller that
          // started nothing here gets a token whose landing always asks.
          await signInBindings.record({
            token: generated.token,
            email: caller.email,
            minutes: oneTimeTokenMinutes,
            binding: signInBindings.of(request),
          });
          target.searchParams.set("token", generated.token);
          target.searchParams.set("dugout_token_type", "oauth");
        }
        return reply.redirect(target.toString(), 302);
      },
    );
  });
}
