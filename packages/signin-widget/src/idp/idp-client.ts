import { openIdPreflightPath, openIdPreflightSchema, type OpenIdPreflight } from "@dugout/contracts/openid";
import { createHttp, type Http } from "../client/http";
import { paths } from "../client/paths";

/** The calls of the IDP Consent screen: the preflight, the consent answer, the logout, the session. */
export interface IdpClient {
  preflight(input: { clientId: string; redirectUri: string; scope: string; prompt?: string }): Promise<OpenIdPreflight>;
  /** The signed authorization query and the user's answer; where the browser goes next. */
  consent(input: { query: string; accept: boolean }): Promise<{ url: string | undefined }>;
  /** Ends the session for the client's logout request; where the browser goes next. */
  endSession(query: string): Promise<{ url: string | undefined }>;
  hasSession(): Promise<boolean>;
}

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
      return openIdPreflightSchema.parse(await http(`${openIdPreflightPath}?${query.toString()}`));
    },
    async consent({ query, accept }) {
      return redirectOf(await http(paths.openIdConsent, { body: { accept, oauth_query: query } }));
    },
    async endSession(query) {
      return redirectOf(await http(`${paths.openIdEndSession}?${query}`));
    },
    async hasSession() {
      const answer = await http<{ session?: unknown } | null>(paths.session);
      return Boolean(answer?.session);
    },
  };
}
