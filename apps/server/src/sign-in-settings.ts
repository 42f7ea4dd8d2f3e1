import {
  defaultAppSignInProducts,
  otpMethods,
  widgetConfigSchema,
  widgetProducts,
  type AppSignIn,
  type OAuthProviderId,
  type OtpMethod,
  type WidgetConfigInput,
  type WidgetProduct,
} from "@dugout/contracts/signin-widget";
import { z } from "zod";

/**
 * The app's own sign-in (the widget on its pages): which products, in which order, and which passcode
 * methods. Read from SIGNIN_PRODUCTS and SIGNIN_OTP_METHODS and checked at boot with the widget's own
 * configuration rules, so a combination the widget would refuse never reaches a browser.
 */
export type { AppSignIn };

/** A comma-separated list of names from `allowed`, in the order given; empty entries are ignored. */
function commaList<T extends string>(allowed: readonly [T, ...T[]], what: string) {
  return z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(allowed, { error: `each ${what} must be one of: ${allowed.join(", ")}` })));
}

export const signInEnv = {
  SIGNIN_PRODUCTS: commaList(widgetProducts, "product"),
  SIGNIN_OTP_METHODS: commaList(otpMethods, "passcode method"),
};

interface SignInValues {
  SIGNIN_PRODUCTS: WidgetProduct[];
  SIGNIN_OTP_METHODS: OtpMethod[];
}

/** The widget configuration the app's pages start from (the browser adds the redirect URLs). */
function appWidgetConfigInput(signIn: AppSignIn): WidgetConfigInput {
  return {
    products: signIn.products,
    ...(signIn.products.includes("oauth") && {
      oauthOptions: { providers: signIn.oauthProviders.map((type) => ({ type })) },
    }),
    ...(signIn.otpMethods.length > 0 && { otpOptions: { methods: signIn.otpMethods } }),
  };
}

/**
 * The app's sign-in, or the problems that stop the boot (each naming its variable). `oauthProviders`
 * are the social providers with credentials (oauth-settings.ts): the app offers every one of them.
 */
export function readAppSignIn(
  values: SignInValues,
  oauthProviders: readonly OAuthProviderId[],
): { signIn: AppSignIn; problems: string[] } {
  const social = oauthProviders.length > 0;
  const products =
    values.SIGNIN_PRODUCTS.length > 0
      ? values.SIGNIN_PRODUCTS
      : [...(social ? (["oauth"] as const) : []), ...defaultAppSignInProducts];
  const signIn: AppSignIn = {
    products,
    otpMethods: values.SIGNIN_OTP_METHODS,
    oauthProviders: products.includes("oauth") ? [...oauthProviders] : [],
  };
  const problems: string[] = [];
  if (products.includes("oauth") && !social) {
    problems.push(
      "SIGNIN_PRODUCTS: oauth needs a provider; set a provider's OAUTH_<PROVIDER>_CLIENT_ID and OAUTH_<PROVIDER>_CLIENT_SECRET (e.g. OAUTH_GOOGLE_CLIENT_ID)",
    );
  }
  if (signIn.otpMethods.length > 0 && !products.includes("otp")) {
    problems.push("SIGNIN_OTP_METHODS: passcode methods are set but SIGNIN_PRODUCTS does not include otp");
  }
  const checked = widgetConfigSchema.safeParse(appWidgetConfigInput(signIn));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      // Without a provider the widget's own "needs a provider" repeats the problem named above.
      if (issue.path[0] === "oauthOptions" && !social) continue;
      const variable = issue.path[0] === "otpOptions" ? "SIGNIN_OTP_METHODS" : "SIGNIN_PRODUCTS";
      problems.push(`${variable}: ${issue.message}`);
    }
  }
  return { signIn, problems: [...new Set(problems)] };
}
