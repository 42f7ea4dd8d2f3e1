import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";

/**
 * The intermediate session: what a multi-step sign-in keeps between its steps before a session exists
 * (docs/requirements/sign-in-widget.md#intermediate-state). The cookie Dugout controls is the OAuth
 * `state` cookie Better Auth sets when a social sign-in starts; it lives 10 minutes, as long as the
 * server-side state row it points to (Better Auth's default for the cookie is 5 minutes, so a sign-in
 * that took 6 minutes at the provider failed for want of the cookie while its row was still valid).
 */
export const intermediateStateSeconds = signinWidgetConstants.intermediateSessionCookieMinutes * 60;

/** Better Auth's `advanced.cookies`: its own attributes win over the plugin's defaults. */
export const intermediateStateCookies = {
  state: { attributes: { maxAge: intermediateStateSeconds } },
} as const;
