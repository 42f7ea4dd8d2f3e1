import { loginTokenParam, loginTokenTypeParam } from "@dugout/contracts/login-token";
import { signinWidgetMessages } from "@dugout/contracts/signin-widget-messages";
import type { LoginTokenKind } from "./client/identity-client";

const kinds: readonly LoginTokenKind[] = ["magic_links", "oauth", "login", "reset_password", "verify_email"];

export interface LandingToken {
  token: string;
  kind: LoginTokenKind;
}

/** The token a link brought to this page (`token` + `dugout_token_type`), if any. */
export function readLandingToken(href: string = window.location.href): LandingToken | null {
  const url = new URL(href);
  const token = url.searchParams.get(loginTokenParam);
  const kind = url.searchParams.get(loginTokenTypeParam) as LoginTokenKind | null;
  if (!token || !kind || !kinds.includes(kind)) return null;
  return { token, kind };
}

/** Removes the token from the address bar so it is neither bookmarked nor shared nor reused. */
export function clearLandingToken(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(loginTokenParam);
  url.searchParams.delete(loginTokenTypeParam);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/** The page address without any landing token: where links and redirects come back to. */
export function currentReturnUrl(href: string = window.location.href): string {
  const url = new URL(href);
  url.searchParams.delete(loginTokenParam);
  url.searchParams.delete(loginTokenTypeParam);
  return url.toString();
}

/**
 * A social sign-in that failed comes back with `?error=<code>` (Better Auth's callback). The code
 * the server uses for an address that may not sign up gets its sentence; others are named.
 */
export function readLandingError(href: string = window.location.href): string | null {
  const code = new URL(href).searchParams.get("error");
  if (!code) return null;
  return code.toUpperCase() === "SIGNUP_NOT_ALLOWED"
    ? signinWidgetMessages.signupNotAllowed
    : signinWidgetMessages.providerSignInFailed(code.slice(0, 80));
}

/** Takes the provider's error out of the address bar once it is shown. */
export function clearLandingError(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete("error");
  url.searchParams.delete("error_description");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
