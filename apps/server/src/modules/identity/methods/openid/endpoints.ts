import type { IdentityEndpoint } from "../../endpoints";

/** This method's entries of the endpoint list (endpoints.ts says what each field means). */
export const openIdEndpoints = [
  {
    method: "GET",
    path: "/oauth2/authorize",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    neither:
      "sends the browser to sign in or to consent; the code it hands a client is single use, short-lived and bound to its PKCE challenge",
  },
  {
    method: "POST",
    path: "/oauth2/consent",
    owner: "better-auth",
    access: "identity",
    neither: "records the signed-in user's answer to a signed authorization request",
  },
  {
    method: "POST",
    path: "/oauth2/token",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    crossSite: "relying parties call it from their servers, authenticated by their client secret",
    checksSecret: { secret: "client secret" },
  },
  {
    method: "GET",
    path: "/oauth2/userinfo",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    neither: "answers the holder of an access token about that token's user",
  },
  {
    method: "POST",
    path: "/oauth2/revoke",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    crossSite: "relying parties call it from their servers, authenticated by their client secret",
    checksSecret: { secret: "client secret" },
  },
  {
    method: "GET",
    path: "/oauth2/end-session",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    neither: "ends the caller's own session when a registered client asks for its logout",
  },
  {
    method: "GET",
    path: "/dugout/oauth2/preflight",
    owner: "dugout",
    access: "user",
    neither: "tells the signed-in caller's consent screen which registered client asks, and whether to ask",
  },
  {
    method: "POST",
    path: "/dugout/oauth2/end-session",
    owner: "dugout",
    access: "user",
    neither: "ends the caller's own session when they said yes to a registered client's logout",
  },
] as const satisfies readonly IdentityEndpoint[];
