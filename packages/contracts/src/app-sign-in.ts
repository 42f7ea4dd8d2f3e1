import { z } from "zod/mini";
import { oauthProviderIds, otpMethods, widgetProducts, type WidgetProduct } from "./signin-widget-lists";

/** The app's own sign-in when SIGNIN_PRODUCTS is unset (Google goes first when its credentials are set). */
export const defaultAppSignInProducts: readonly WidgetProduct[] = ["emailMagicLinks", "passwords", "passkeys"];

/** The app's own sign-in, as the server hands it to its pages (validated at the server's boot). */
export const appSignInSchema = z.object({
  products: z.array(z.enum(widgetProducts)).check(z.minLength(1)),
  otpMethods: z.array(z.enum(otpMethods)),
  /** The social providers the server has credentials for, in the order of `oauthProviders` (empty without oauth). */
  oauthProviders: z._default(z.array(z.enum(oauthProviderIds)), []),
});
export type AppSignIn = z.infer<typeof appSignInSchema>;
