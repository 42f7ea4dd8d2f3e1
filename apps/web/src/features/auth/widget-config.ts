import { loginTokenSessionMinutes } from "@dugout/contracts/common";
import type { WidgetConfigInput } from "@dugout/contracts/signin-widget";

/**
 * The app's sign-in methods (docs/requirements/sign-in-widget.md#app-configuration): email magic link and password, and
 * Google first when the server has Google credentials. Every flow comes back to `returnUrl`, the
 * page the visitor was on.
 */
export function appWidgetConfig({ google, returnUrl }: { google: boolean; returnUrl: string }): WidgetConfigInput {
  return {
    products: google ? ["oauth", "emailMagicLinks", "passwords"] : ["emailMagicLinks", "passwords"],
    ...(google && {
      oauthOptions: {
        providers: [{ type: "google" }],
        loginRedirectURL: returnUrl,
        signupRedirectURL: returnUrl,
      },
    }),
    emailMagicLinksOptions: { loginRedirectURL: returnUrl, signupRedirectURL: returnUrl },
    passwordOptions: { resetPasswordRedirectURL: returnUrl },
    sessionOptions: { sessionDurationMinutes: loginTokenSessionMinutes },
  };
}
