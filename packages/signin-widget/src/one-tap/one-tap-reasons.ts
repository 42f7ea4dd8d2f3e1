import type { OAuthProviderConfig, OneTapErrorReason, WidgetConfig } from "@dugout/contracts/signin-widget";

/** Google's reasons for not showing the prompt that a developer can fix; the others are only logged. */
const fromGoogle: Record<string, OneTapErrorReason> = {
  unregistered_origin: "origin_not_allowed_for_client",
  invalid_client: "invalid_client",
};

export const reasonFromGoogle = (notDisplayedReason: string): OneTapErrorReason =>
  fromGoogle[notDisplayedReason] ?? "none";

const isOwnPage = (url: string | undefined): boolean => {
  if (!url) return true;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

/**
 * What stops One Tap before Google is asked: no Google client on the server, or a configured login or
 * sign-up address this site cannot verify (the server only sends people back to its own pages).
 */
export function reasonBeforePrompt(
  config: WidgetConfig,
  oneTap: { clientId: string } | null | undefined,
): OneTapErrorReason {
  if (!oneTap) return "no_configured_oauth_client";
  if (!isOwnPage(config.oauthOptions?.loginRedirectURL)) return "no_login_redirect_urls_set";
  if (!isOwnPage(config.oauthOptions?.signupRedirectURL)) return "no_signup_redirect_urls_set";
  return "none";
}

/**
 * Floating (Google's own corner prompt) when asked, or when the configuration leaves it open and Google
 * is the only OAuth provider; embedded in the widget otherwise.
 */
export function oneTapFloats(provider: OAuthProviderConfig, providers: readonly OAuthProviderConfig[]): boolean {
  if (provider.position === "floating") return true;
  if (provider.position === "embedded" || provider.position === "embeddedOnly") return false;
  return providers.length === 1;
}
