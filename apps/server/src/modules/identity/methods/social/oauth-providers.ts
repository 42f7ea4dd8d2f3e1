import type { OAuthProviderId } from "@dugout/contracts/signin-widget";
import {
  amazonProfile,
  bitbucketProfile,
  coinbaseProfile,
  discordProfile,
  facebookProfile,
  figmaProfile,
  githubProfile,
  gitlabProfile,
  oidcProfile,
  snapchatProfile,
  tiktokProfile,
  twitterProfile,
  type ProviderProfile,
} from "./oauth-profiles";

/** A provider's endpoints (Apple has no userinfo: its profile is the id_token, checked against `jwksUrl`). */
export interface ProviderEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl?: string;
  jwksUrl?: string;
}

/**
 * How the token request proves the client: `post` (client_id and client_secret in the form), `basic`
 * (HTTP Basic), `client_key` (TikTok's client_key and client_secret in the form), `apple_jwt` (the
 * form's client_secret is a JWT signed with Apple's key: apple-client-secret.ts).
 */
export type TokenAuthentication = "post" | "basic" | "client_key" | "apple_jwt";

/** What reading a profile may use: the tokens, the endpoints and a JSON GET with the access token. */
export interface ProfileRequest {
  idToken?: string | undefined;
  endpoints: ProviderEndpoints;
  /** GET with `Authorization: Bearer <access token>`; rejects on a non-2xx answer. */
  getJson: (url: string, headers?: Record<string, string>) => Promise<unknown>;
}

export interface OAuthProviderEntry {
  id: OAuthProviderId;
  /** The real endpoints; Microsoft's carry the tenant. */
  endpoints(tenant: string): ProviderEndpoints;
  scopes: string[];
  /** Whether the authorization request carries a PKCE challenge (only where the provider accepts one). */
  pkce: boolean;
  tokenAuth: TokenAuthentication;
  /**
   * The trusted list: the provider verifies addresses itself and says so per address, and nobody but
   * the address's owner can set it (not a tenant or workspace admin). Only then does its address name
   * a Dugout account (oauth-accounts.ts).
   */
  vouchesForEmail: boolean;
  /** Extra parameters of the authorization request the provider needs. */
  authorizationParams?: Record<string, string>;
  /** Apple posts the code back (form_post) when it is asked for the address. */
  responseMode?: "form_post";
  /** Apple's profile comes from its verified id_token (oauth-generic.ts); the others read it here. */
  profile?(request: ProfileRequest): Promise<ProviderProfile>;
}

const userInfo = (endpoints: ProviderEndpoints) => {
  if (!endpoints.userInfoUrl) throw new Error("This provider has no userinfo endpoint.");
  return endpoints.userInfoUrl;
};

/** One GET of the userinfo endpoint, mapped. */
const fromUserInfo =
  (map: (raw: unknown) => ProviderProfile) =>
  async ({ endpoints, getJson }: ProfileRequest) =>
    map(await getJson(userInfo(endpoints)));

/** GitHub's and Bitbucket's address lists live under their user endpoint: `<user>/emails`. */
const emailsOf = (endpoints: ProviderEndpoints) => `${userInfo(endpoints).replace(/\?.*$/, "")}/emails`;

/** In the order of the contracts' list (packages/contracts/src/signin-widget.ts). */
export const oauthProviderTable: readonly OAuthProviderEntry[] = [
  {
    id: "google",
    endpoints: () => ({
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    }),
    scopes: ["openid", "email", "profile"],
    pkce: true,
    tokenAuth: "post",
    vouchesForEmail: true,
    profile: fromUserInfo(oidcProfile),
  },
  {
    id: "microsoft",
    endpoints: (tenant) => ({
      authorizationUrl: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/authorize`,
      tokenUrl: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`,
      userInfoUrl: "https://graph.microsoft.com/oidc/userinfo",
    }),
    scopes: ["openid", "email", "profile", "User.Read"],
    pkce: true,
    tokenAuth: "post",
    // A directory's admin sets its users' `email`, unverified: it never names an account.
    vouchesForEmail: false,
    profile: fromUserInfo(oidcProfile),
  },
  {
    id: "apple",
    endpoints: () => ({
      authorizationUrl: "https://appleid.apple.com/auth/authorize",
      tokenUrl: "https://appleid.apple.com/auth/token",
      jwksUrl: "https://appleid.apple.com/auth/keys",
    }),
    scopes: ["name", "email"],
    pkce: false,
    tokenAuth: "apple_jwt",
    vouchesForEmail: true,
    responseMode: "form_post",
  },
  {
    id: "github",
    endpoints: () => ({
      authorizationUrl: "https://github.com/login/oauth/authorize",
      tokenUrl: "https://github.com/login/oauth/access_token",
      userInfoUrl: "https://api.github.com/user",
    }),
    scopes: ["read:user", "user:email"],
    pkce: true,
    tokenAuth: "post",
    vouchesForEmail: true,
    async profile({ endpoints, getJson }) {
      const headers = { accept: "application/vnd.github+json" };
      const user = await getJson(userInfo(endpoints), headers);
      // The public address may be unset or unverified; the list says which one is primary and verified.
      const emails = await getJson(emailsOf(endpoints), headers).catch(() => undefined);
      return githubProfile(user, emails);
    },
  },
  {
    id: "gitlab",
    endpoints: () => ({
      authorizationUrl: "https://gitlab.com/oauth/authorize",
      tokenUrl: "https://gitlab.com/oauth/token",
      userInfoUrl: "https://gitlab.com/api/v4/user",
    }),
    scopes: ["read_user"],
    pkce: true,
    tokenAuth: "post",
    vouchesForEmail: true,
    profile: fromUserInfo(gitlabProfile),
  },
  {
    id: "facebook",
    endpoints: () => ({
      authorizationUrl: "https://www.facebook.com/v24.0/dialog/oauth",
      tokenUrl: "https://graph.facebook.com/v24.0/oauth/access_token",
      userInfoUrl: "https://graph.facebook.com/v24.0/me?fields=id,name,email,picture",
    }),
    scopes: ["email", "public_profile"],
    pkce: false,
    tokenAuth: "post",
    vouchesForEmail: false,
    profile: fromUserInfo(facebookProfile),
  },
  {
    id: "discord",
    endpoints: () => ({
      authorizationUrl: "https://discord.com/oauth2/authorize",
      tokenUrl: "https://discord.com/api/oauth2/token",
      userInfoUrl: "https://discord.com/api/users/@me",
    }),
    scopes: ["identify", "email"],
    pkce: false,
    tokenAuth: "post",
    vouchesForEmail: true,
    profile: fromUserInfo(discordProfile),
  },
  {
    id: "salesforce",
    endpoints: () => ({
      authorizationUrl: "https://login.salesforce.com/services/oauth2/authorize",
      tokenUrl: "https://login.salesforce.com/services/oauth2/token",
      userInfoUrl: "https://login.salesforce.com/services/oauth2/userinfo",
    }),
    scopes: ["openid", "email", "profile"],
    pkce: true,
    tokenAuth: "post",
    // An org's admin sets its users' addresses.
    vouchesForEmail: false,
    profile: fromUserInfo(oidcProfile),
  },
  {
    id: "slack",
    endpoints: () => ({
      authorizationUrl: "https://slack.com/openid/connect/authorize",
      tokenUrl: "https://slack.com/api/openid.connect.token",
      userInfoUrl: "https://slack.com/api/openid.connect.userInfo",
    }),
    scopes: ["openid", "email", "profile"],
    pkce: false,
    tokenAuth: "post",
    // A workspace's admin can set its members' addresses.
    vouchesForEmail: false,
    profile: fromUserInfo(oidcProfile),
  },
  {
    id: "amazon",
    endpoints: () => ({
      authorizationUrl: "https://www.amazon.com/ap/oa",
      tokenUrl: "https://api.amazon.com/auth/o2/token",
      userInfoUrl: "https://api.amazon.com/user/profile",
    }),
    scopes: ["profile"],
    pkce: true,
    tokenAuth: "post",
    vouchesForEmail: false,
    profile: fromUserInfo(amazonProfile),
  },
  {
    id: "bitbucket",
    endpoints: () => ({
      authorizationUrl: "https://bitbucket.org/site/oauth2/authorize",
      tokenUrl: "https://bitbucket.org/site/oauth2/access_token",
      userInfoUrl: "https://api.bitbucket.org/2.0/user",
    }),
    scopes: ["account", "email"],
    pkce: false,
    tokenAuth: "basic",
    vouchesForEmail: true,
    async profile({ endpoints, getJson }) {
      const user = await getJson(userInfo(endpoints));
      const emails = await getJson(emailsOf(endpoints)).catch(() => undefined);
      return bitbucketProfile(user, emails);
    },
  },
  {
    id: "linkedin",
    endpoints: () => ({
      authorizationUrl: "https://www.linkedin.com/oauth/v2/authorization",
      tokenUrl: "https://www.linkedin.com/oauth/v2/accessToken",
      userInfoUrl: "https://api.linkedin.com/v2/userinfo",
    }),
    scopes: ["openid", "profile", "email"],
    pkce: false,
    tokenAuth: "post",
    vouchesForEmail: true,
    profile: fromUserInfo(oidcProfile),
  },
  {
    id: "coinbase",
    endpoints: () => ({
      authorizationUrl: "https://login.coinbase.com/oauth2/auth",
      tokenUrl: "https://login.coinbase.com/oauth2/token",
      userInfoUrl: "https://api.coinbase.com/v2/user",
    }),
    scopes: ["wallet:user:read", "wallet:user:email"],
    pkce: false,
    tokenAuth: "post",
    vouchesForEmail: false,
    profile: fromUserInfo(coinbaseProfile),
  },
  {
    id: "twitch",
    endpoints: () => ({
      authorizationUrl: "https://id.twitch.tv/oauth2/authorize",
      tokenUrl: "https://id.twitch.tv/oauth2/token",
      userInfoUrl: "https://id.twitch.tv/oauth2/userinfo",
    }),
    scopes: ["openid", "user:read:email"],
    pkce: false,
    tokenAuth: "post",
    vouchesForEmail: true,
    // Twitch's userinfo answers only the claims the authorization request names.
    authorizationParams: {
      claims: JSON.stringify({
        userinfo: { email: null, email_verified: null, picture: null, preferred_username: null },
      }),
    },
    profile: fromUserInfo(oidcProfile),
  },
  {
    id: "twitter",
    endpoints: () => ({
      authorizationUrl: "https://x.com/i/oauth2/authorize",
      tokenUrl: "https://api.x.com/2/oauth2/token",
      userInfoUrl: "https://api.x.com/2/users/me?user.fields=profile_image_url",
    }),
    scopes: ["users.read", "tweet.read"],
    pkce: true,
    tokenAuth: "basic",
    vouchesForEmail: false,
    profile: fromUserInfo(twitterProfile),
  },
  {
    id: "tiktok",
    endpoints: () => ({
      authorizationUrl: "https://www.tiktok.com/v2/auth/authorize/",
      tokenUrl: "https://open.tiktokapis.com/v2/oauth/token/",
      userInfoUrl: "https://open.tiktokapis.com/v2/user/info/?fields=open_id,avatar_url,display_name",
    }),
    scopes: ["user.info.basic"],
    pkce: false,
    tokenAuth: "client_key",
    vouchesForEmail: false,
    profile: fromUserInfo(tiktokProfile),
  },
  {
    id: "snapchat",
    endpoints: () => ({
      authorizationUrl: "https://accounts.snapchat.com/accounts/oauth2/auth",
      tokenUrl: "https://accounts.snapchat.com/accounts/oauth2/token",
      userInfoUrl: "https://kit.snapchat.com/v1/me?query=%7Bme%7BexternalId%20displayName%20bitmoji%7Bavatar%7D%7D%7D",
    }),
    scopes: [
      "https://auth.snapchat.com/oauth2/api/user.external_id",
      "https://auth.snapchat.com/oauth2/api/user.display_name",
      "https://auth.snapchat.com/oauth2/api/user.bitmoji.avatar",
    ],
    pkce: true,
    tokenAuth: "basic",
    vouchesForEmail: false,
    profile: fromUserInfo(snapchatProfile),
  },
  {
    id: "figma",
    endpoints: () => ({
      authorizationUrl: "https://www.figma.com/oauth",
      tokenUrl: "https://api.figma.com/v1/oauth/token",
      userInfoUrl: "https://api.figma.com/v1/me",
    }),
    scopes: ["current_user:read"],
    pkce: true,
    tokenAuth: "basic",
    vouchesForEmail: false,
    profile: fromUserInfo(figmaProfile),
  },
  {
    id: "yahoo",
    endpoints: () => ({
      authorizationUrl: "https://api.login.yahoo.com/oauth2/request_auth",
      tokenUrl: "https://api.login.yahoo.com/oauth2/get_token",
      userInfoUrl: "https://api.login.yahoo.com/openid/v1/userinfo",
    }),
    scopes: ["openid", "email", "profile"],
    pkce: true,
    tokenAuth: "basic",
    vouchesForEmail: true,
    profile: fromUserInfo(oidcProfile),
  },
];

const byId = new Map(oauthProviderTable.map((entry) => [entry.id, entry]));

export function oauthProviderEntry(id: OAuthProviderId): OAuthProviderEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No OAuth provider entry for ${id}.`);
  return entry;
}

/**
 * The provider's endpoints, or with OAUTH_ENDPOINTS_BASE_URL the same paths under that base with the
 * provider id first (`https://github.com/login/oauth/authorize` → `<base>/github/login/oauth/authorize`).
 */
export function providerEndpoints(entry: OAuthProviderEntry, tenant: string, base?: string): ProviderEndpoints {
  const real = entry.endpoints(tenant);
  if (!base) return real;
  const moved = (url: string) => {
    const parsed = new URL(url);
    return `${base}/${entry.id}${parsed.pathname}${parsed.search}`;
  };
  return {
    authorizationUrl: moved(real.authorizationUrl),
    tokenUrl: moved(real.tokenUrl),
    ...(real.userInfoUrl && { userInfoUrl: moved(real.userInfoUrl) }),
    ...(real.jwksUrl && { jwksUrl: moved(real.jwksUrl) }),
  };
}
