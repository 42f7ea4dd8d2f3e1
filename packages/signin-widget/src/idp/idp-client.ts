import { openIdPreflightPath, type OpenIdPreflight } from "@dugout/contracts/openid";
import { createHttp, type Http } from "../client/http";
import { paths } from "../client/paths";

/** The calls of the IDP Consent screen: the preflight, the consent answer, the logout, the session. */
export interface IdpClient {
  preflight(input: { clientId: string; redirectUri: string; scope: string; prompt?: string }): Promise<OpenIdPreflight>;
  /** The signed authorization query and the user's answer; where the browser goes next. */
  consent(input: { query: string; accept: boolean }): Promise<{ url: string | undefined }>;
  /** Ends the session for the client's logout request (its query string); where the browser goes next. */
  endSession(query: string): Promise<{ url: string | undefined }>;
  hasSession(): Promise<boolean>;
}

/** The preflight's answer, checked by hand: the widget's library build carries no zod (build/zod-stub.ts). */
function asPreflight(answer: unknown): OpenIdPreflight {
  const value = (answer ?? {}) as Partial<Record<keyof OpenIdPreflight, unknown>>;
  const client = (value.oidc_client ?? {}) as { client_name?: unknown };
  if (
    typeof value.consent_required !== "boolean" ||
    typeof client.client_name !== "string" ||
    typeof value.redirect_uri !== "string" ||
    !Array.isArray(value.scopes) ||
    !value.scopes.every((scope): scope is string => typeof scope === "string")
  ) {
    throw new Error("The server's answer to the preflight was not understood.");
  }
  return {
    consent_required: value.consent_required,
    oidc_client: { client_name: client.client_name },
    redirect_uri: value.redirect_uri,
    scopes: value.scopes,
  };
}

/** The logout request's parameters the end-session takes (OpenID RP-Initiated Logout's). */
const endSessionFields = ["client_id", "post_logout_redirect_uri", "id_token_hint", "state"] as const;

const redirectOf = (answer: unknown): { url: string | undefined } => {
  const url = (answer as { url?: unknown } | null)?.url;
  return { url: typeof url === "string" ? url : undefined };
};

export function createIdpClient(options: { baseUrl?: string; http?: Http } = {}): IdpClient {
  const http = options.http ?? createHttp(options.baseUrl ?? "");
  return {
    async preflight({ clientId, redirectUri, scope, prompt }) {
      const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, scope });
      if (prompt) query.set("prompt", prompt);
      return asPreflight(await http(`${openIdPreflightPath}?${query.toString()}`));
    },
    async consent({ query, accept }) {
      return redirectOf(await http(paths.openIdConsent, { body: { accept, oauth_query: query } }));
    },
    async endSession(query) {
      // The person said Yes on the page: Dugout's end-session ends the session with or without id_token_hint.
      const asked = new URLSearchParams(query);
      const body = Object.fromEntries(
        endSessionFields.flatMap((name) => {
          const value = asked.get(name);
          return value ? [[name, value]] : [];
        }),
      );
      return redirectOf(await http(paths.openIdEndSession, { body }));
    },
    async hasSession() {
      const answer = await http<{ session?: unknown } | null>(paths.session);
      return Boolean(answer?.session);
    },
  };
}
