import { z } from "zod";
import { singleLineTextSchema } from "@dugout/contracts/text";
import { identityErrors } from "@dugout/contracts/identity-errors";
import type { App } from "../../../../context";
import { IdentityError } from "../../../../errors";
import { isOwnUrl } from "../../emails";
import { requestHeaders } from "../../request-headers";
import { oneTimeTokenMinutes } from "../../sign-in-binding";
import type { MethodRouteKit } from "../method";

const redirectPathSchema = singleLineTextSchema.check(z.maxLength(2048));

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

/**
 * POST /api/auth/dugout/oauth/start sends the browser to a social provider; GET .../oauth/complete is where
 * Better Auth's callback lands afterwards (README.md in the identity folder documents both).
 */
export function registerSocialRoutes(app: App, { ctx, identity, prefix, forwardAuthHeaders }: MethodRouteKit): void {
  app.post(
    `${prefix}/oauth/start`,
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
        `${ctx.config.baseUrl}${prefix}/oauth/complete?redirect=${encodeURIComponent(page ?? "/")}`;
      const response = await identity.auth.api.signInSocial({
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

  // The provider returns to Better Auth's callback, which sets the session and comes here; we hand the
  // page a one-time token (docs/requirements/platform.md#login-token-landing: ?token=...&dugout_token_type=oauth).
  app.get(
    `${prefix}/oauth/complete`,
    { schema: { hide: true, querystring: z.object({ redirect: z._default(redirectPathSchema, "/") }) } },
    async (request, reply) => {
      const target = new URL(
        isOwnUrl(ctx.config.baseUrl, request.query.redirect) ? request.query.redirect : "/",
        ctx.config.baseUrl,
      );
      const generated = await identity.auth.api
        .generateOneTimeToken({ headers: requestHeaders(request) })
        .catch(() => null);
      const caller = generated ? await ctx.auth.user(request) : null;
      if (generated && caller) {
        // Bound to the browser that started the sign-in (its cookie came back with it); a caller that
        // started nothing here gets a token whose landing always asks.
        await identity.signInBindings.record({
          token: generated.token,
          email: caller.email,
          minutes: oneTimeTokenMinutes,
          binding: identity.signInBindings.of(request),
        });
        target.searchParams.set("token", generated.token);
        target.searchParams.set("dugout_token_type", "oauth");
      }
      return reply.redirect(target.toString(), 302);
    },
  );
}
