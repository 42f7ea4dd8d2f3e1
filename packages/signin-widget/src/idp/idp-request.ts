import { defaultOpenIdScope, openIdMessages } from "@dugout/contracts/openid";

/**
 * What the IDP Consent screen was opened for, read from its query string: an authorization request
 * (client_id, redirect_uri and response_type required; scope, code_challenge, state and nonce
 * optional), or a logout when post_logout_redirect_uri is present (client_id required as well;
 * id_token_hint and state optional).
 */
export type IdpRequest =
  | { kind: "authorize"; query: URLSearchParams; clientId: string; redirectUri: string; scope: string; signed: boolean }
  | { kind: "logout"; query: URLSearchParams }
  | { kind: "invalid"; message: string };

const missing = (query: URLSearchParams, names: readonly string[]): string | undefined =>
  names.find((name) => !query.get(name));

export function readIdpRequest(search: string): IdpRequest {
  const query = new URLSearchParams(search);
  if (query.has("post_logout_redirect_uri")) {
    const absent = missing(query, ["client_id", "post_logout_redirect_uri"]);
    return absent ? { kind: "invalid", message: openIdMessages.missingParameter(absent) } : { kind: "logout", query };
  }
  const absent = missing(query, ["client_id", "redirect_uri", "response_type"]);
  if (absent) return { kind: "invalid", message: openIdMessages.missingParameter(absent) };
  if (!query.get("scope")) query.set("scope", defaultOpenIdScope);
  return {
    kind: "authorize",
    query,
    clientId: query.get("client_id") ?? "",
    redirectUri: query.get("redirect_uri") ?? "",
    scope: query.get("scope") ?? defaultOpenIdScope,
    // The provider signs the query it sends to its consent page; an unsigned one is a fresh request.
    signed: query.has("sig"),
  };
}

/** Parameters the provider adds when it signs a query; a fresh authorization request leaves them out. */
const signingParameter = (name: string) => name === "sig" || name === "exp" || name.startsWith("ba_");

/** The authorization request again, as a client would send it (after the user signed in, say). */
export function freshAuthorizeQuery(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (signingParameter(name)) query.delete(name);
  return query.toString();
}
