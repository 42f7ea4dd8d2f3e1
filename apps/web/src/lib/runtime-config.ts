import { z } from "zod/mini";
import { appSignInSchema, defaultAppSignInProducts } from "@dugout/contracts/app-sign-in";
import { defaultPrivacySettings, privacySettingsSchema } from "@dugout/contracts/privacy";

/**
 * Settings the server injects into index.html (a JSON data block, not a script, so the CSP holds):
 * what the browser must know before its first request.
 */
const runtimeConfigSchema = z.object({
  agentName: z._default(z.string(), "eugene"),
  /** The app's own sign-in methods (SIGNIN_PRODUCTS, SIGNIN_OTP_METHODS on the server). */
  signIn: z._default(appSignInSchema, {
    products: [...defaultAppSignInProducts],
    otpMethods: [],
    oauthProviders: [],
  }),
  /** Where the lead form's privacy notice is, and the facts Dugout's own notice states. */
  privacy: z._default(privacySettingsSchema, defaultPrivacySettings),
});

/** What a page sees without the server's block (tests, or a page served without it). */
export const defaultRuntimeConfig: RuntimeConfig = runtimeConfigSchema.parse({});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById("dugout-config");
  try {
    return runtimeConfigSchema.parse(element?.textContent ? JSON.parse(element.textContent) : {});
  } catch {
    return defaultRuntimeConfig;
  }
}
