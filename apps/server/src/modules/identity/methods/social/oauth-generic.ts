import type { GenericOAuthConfig, GenericOAuthUserInfo } from "better-auth/plugins";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { FastifyBaseLogger } from "fastify";
import type { ConfiguredOAuthProvider, OAuthSettings } from "../../../../oauth-settings";
import { appleAudience, appleClientSecret } from "./apple-client-secret";
import { accountProfile } from "./oauth-accounts";
import { appleProfile, type ProviderProfile } from "./oauth-profiles";
import {
  oauthProviderEntry,
  providerEndpoints,
  type OAuthProviderEntry,
  type ProviderEndpoints,
} from "./oauth-providers";

type Tokens = Parameters<NonNullable<GenericOAuthConfig["getUserInfo"]>>[0];
type TokenEndpointAuth = NonNullable<GenericOAuthConfig["tokenEndpointAuth"]>;

const profileTimeoutMs = 10_000;

async function getJson(url: string, accessToken: string | undefined, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    headers: {
      accept: "application/json",
      // GitHub refuses requests without a User-Agent.
      "user-agent": "Dugout",
      ...(accessToken && { authorization: `Bearer ${accessToken}` }),
      ...headers,
    },
    redirect: "error",
    signal: AbortSignal.timeout(profileTimeoutMs),
  });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  const body: unknown = await response.json();
  return body;
}

/** Apple's profile is its id_token, checked against Apple's published keys for this client. */
function appleIdTokenReader(endpoints: ProviderEndpoints, clientId: string) {
  const jwks = endpoints.jwksUrl ? createRemoteJWKSet(new URL(endpoints.jwksUrl)) : undefined;
  return async (tokens: Tokens): Promise<ProviderProfile> => {
    if (!tokens.idToken || !jwks) throw new Error("Apple's token answer has no id_token.");
    const { payload } = await jwtVerify(tokens.idToken, jwks, { issuer: appleAudience, audience: clientId });
    // Better Auth passes the form_post's `user` (Apple's one-time name) along with the tokens.
    return appleProfile(payload, "user" in tokens ? tokens.user : undefined);
  };
}

/** The token request's client authentication, as the table says the provider wants it. */
function tokenAuthentication(entry: OAuthProviderEntry, provider: ConfiguredOAuthProvider) {
  if (provider.id === "apple") {
    const { apple, clientId } = provider;
    const custom: TokenEndpointAuth = {
      method: "custom",
      async customizeRequest({ body }) {
        body.set("client_id", clientId);
        body.set("client_secret", await appleClientSecret(clientId, apple));
      },
    };
    return { tokenEndpointAuth: custom };
  }
  const { clientId, clientSecret } = provider;
  if (entry.tokenAuth === "client_key") {
    // TikTok names the client `client_key`, in the authorization request and the token request alike.
    const custom: TokenEndpointAuth = {
      method: "custom",
      customizeRequest({ body }) {
        body.set("client_key", clientId);
        body.set("client_secret", clientSecret);
      },
    };
    return { tokenEndpointAuth: custom, authorizationUrlParams: { client_key: clientId } };
  }
  return { clientSecret, authentication: entry.tokenAuth === "basic" ? ("basic" as const) : ("post" as const) };
}

/**
 * One `genericOAuth` entry per configured provider, all alike: explicit endpoints (no discovery, so a
 * stand-in can replace them), the table's scopes and PKCE, and our own profile reading (getUserInfo)
 * that ends in the account rule of oauth-accounts.ts.
 */
/** A configured provider's endpoints: Microsoft's under its tenant, all of them at the stand-in when one is set. */
function configuredEndpoints(provider: ConfiguredOAuthProvider, settings: OAuthSettings): ProviderEndpoints {
  const tenant = provider.id === "microsoft" ? (provider.tenant ?? "common") : "common";
  return providerEndpoints(oauthProviderEntry(provider.id), tenant, settings.endpointsBaseUrl);
}

export function genericOAuthConfigs(settings: OAuthSettings, log: FastifyBaseLogger): GenericOAuthConfig[] {
  return settings.providers.map((provider) => {
    const entry = oauthProviderEntry(provider.id);
    const endpoints = configuredEndpoints(provider, settings);
    const readApple = provider.id === "apple" ? appleIdTokenReader(endpoints, provider.clientId) : undefined;
    const { authorizationUrlParams, ...authentication } = tokenAuthentication(entry, provider);

    async function getUserInfo(tokens: Tokens): Promise<GenericOAuthUserInfo | null> {
      try {
        const profile = readApple
          ? await readApple(tokens)
          : await entry.profile?.({
              idToken: tokens.idToken,
              endpoints,
              getJson: (url, headers) => getJson(url, tokens.accessToken, headers),
            });
        if (!profile) return null;
        return { ...accountProfile(entry, profile) };
      } catch (error) {
        // Better Auth then lands on the page with ?error=unable_to_get_user_info.
        log.warn({ provider: provider.id, err: error }, "could not read the OAuth provider's profile");
        return null;
      }
    }

    const config: GenericOAuthConfig = {
      providerId: provider.id,
      clientId: provider.clientId,
      ...authentication,
      authorizationUrl: endpoints.authorizationUrl,
      tokenUrl: endpoints.tokenUrl,
      ...(endpoints.userInfoUrl && { userInfoUrl: endpoints.userInfoUrl }),
      scopes: entry.scopes,
      pkce: entry.pkce,
      ...(entry.responseMode && { responseMode: entry.responseMode }),
      authorizationUrlParams: { ...entry.authorizationParams, ...authorizationUrlParams },
      getUserInfo,
      // Without discovery the plugin does not know the account key: the provider's id for the person.
      accountSubject: ({ profile }) => String(profile.id ?? ""),
    };
    return config;
  });
}

/**
 * The origins of the providers that post their answer back (Apple's form_post). Better Auth checks the
 * Origin of every POST that carries cookies; a cross-site form post carries ours only when they are
 * `SameSite=None` (other sites embed the widget: widget-origins.ts), and must then pass that check.
 */
export function formPostOrigins(settings: OAuthSettings): string[] {
  return settings.providers.flatMap((provider) => {
    const entry = oauthProviderEntry(provider.id);
    if (!entry.responseMode) return [];
    return [new URL(configuredEndpoints(provider, settings).authorizationUrl).origin];
  });
}
