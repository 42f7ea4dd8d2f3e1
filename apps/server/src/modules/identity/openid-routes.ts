import { oauthProviderOpenIdConfigMetadata } from "@better-auth/oauth-provider";
import type { App } from "../../context";
import type { BetterAuthInstance } from "./better-auth";
import { openIdPages } from "./openid-provider";

/**
 * The OpenID discovery document. The issuer is APP_BASE_URL (the jwt plugin's, so session JWTs and
 * id tokens name the same issuer), and discovery lives under the issuer: at the site's root, where
 * Better Auth does not answer. The end-session endpoint is the app's logout page, which asks
 * "Log out?" first and then calls the plugin's /oauth2/end-session.
 */
export function registerOpenIdDiscovery(app: App, auth: BetterAuthInstance, baseUrl: string): void {
  const metadata = oauthProviderOpenIdConfigMetadata(auth);
  app.get(
    "/.well-known/openid-configuration",
    { config: { access: "public" }, schema: { hide: true } },
    async (request, reply) => {
      const answer = await metadata(new Request(new URL(request.url, baseUrl)));
      const document = (await answer.json()) as Record<string, unknown>;
      void reply.status(answer.status).header("cache-control", "public, max-age=300");
      return answer.ok ? { ...document, end_session_endpoint: `${baseUrl}${openIdPages.logout}` } : document;
    },
  );
}
