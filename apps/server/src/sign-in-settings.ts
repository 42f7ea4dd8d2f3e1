import {
  defaultAppSignInProducts,
  otpMethods,
  widgetConfigSchema,
  widgetProducts,
  type AppSignIn,
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
export function commaList<T extends string>(allowed: readonly [T, ...T[]], what: string) {
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
  GOOGLE_CLIENT_ID?: string | undefined;
}

/** The widget configuration the app's pages start from (the browser adds the redirect URLs). */
function appWidgetConfigInput(signIn: AppSignIn): WidgetConfigInput {
  return {
    products: signIn.products,
    ...(signIn.products.includes("oauth") && { oauthOptions: { providers: [{ type: "google" }] } }),
    ...(signIn.otpMethods.length > 0 && { otpOptions: { methods: signIn.otpMethods } }),
  };
}

/** The app's sign-in, or the problems that stop the boot (each naming its variable). */
export function readAppSignIn(values: SignInValues): { signIn: AppSignIn; problems: string[] } {
  const google = Boolean(values.GOOGLE_CLIENT_ID);
  const products =
    values.SIGNIN_PRODUCTS.length > 0
      ? values.SIGNIN_PRODUCTS
      : [...(google ? (["oauth"] as const) : []), ...defaultAppSignInProducts];
  const signIn: AppSignIn = { products, otpMethods: values.SIGNIN_OTP_METHODS };
  const problems: string[] = [];
  if (products.includes("oauth") && !google) {
    problems.push("SIGNIN_PRODUCTS: oauth needs a provider; set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET");
  }
  if (signIn.otpMethods.length > 0 && !products.includes("otp")) {
    problems.push("SIGNIN_OTP_METHODS: passcode methods are set but SIGNIN_PRODUCTS does not include otp");
  }
  const checked = widgetConfigSchema.safeParse(appWidgetConfigInput(signIn));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const variable = issue.path[0] === "otpOptions" ? "SIGNIN_OTP_METHODS" : "SIGNIN_PRODUCTS";
      problems.push(`${variable}: ${issue.message}`);
    }
  }
  return { signIn, problems: [...new Set(problems)] };
}
