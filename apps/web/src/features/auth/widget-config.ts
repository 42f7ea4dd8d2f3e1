import type { AppSignIn, WidgetConfigInput } from "@dugout/contracts/signin-widget";

/**
 * The app's sign-in (docs/requirements/sign-in-widget.md#app-configuration): the products and passcode
 * methods the server was configured with (SIGNIN_PRODUCTS, SIGNIN_OTP_METHODS; checked at its boot), and every
 * social provider it has credentials for (`signIn.oauthProviders`, from OAUTH_<PROVIDER>_*). Every flow comes
 * back to `returnUrl`, the page the visitor was on. Lifetimes are the server's own (SESSION_MINUTES, 60 by default: the login-token session length of the requirements).
 */
export function appWidgetConfig({ signIn, returnUrl }: { signIn: AppSignIn; returnUrl: string }): WidgetConfigInput {
  return {
    products: signIn.products,
    ...(signIn.products.includes("oauth") && {
      oauthOptions: {
        providers: signIn.oauthProviders.map((type) => ({ type })),
        loginRedirectURL: returnUrl,
        signupRedirectURL: returnUrl,
      },
    }),
    ...(signIn.otpMethods.length > 0 && { otpOptions: { methods: signIn.otpMethods } }),
    emailMagicLinksOptions: { loginRedirectURL: returnUrl, signupRedirectURL: returnUrl },
    passwordOptions: { resetPasswordRedirectURL: returnUrl },
  };
}
