import { oneOfMessage } from "@dugout/contracts/text";
import {
  oauthProviderIds,
  oneTapPositions,
  otpMethods,
  redirectUrlMessage,
  widgetProducts,
  type WidgetConfig,
  type WidgetConfigInput,
} from "@dugout/contracts/signin-widget";
import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { signinWidgetConfigErrors as errors } from "@dugout/contracts/signin-widget-messages";

export type ConfigResult = { ok: true; config: WidgetConfig } | { ok: false; error: string; errors: string[] };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The widget's configuration check: the same rules, defaults and messages as widgetConfigSchema in
 * the contracts (a test holds the two together), written without zod so that the browser bundle
 * stays within its budget.
 */
export function resolveWidgetConfig(input: WidgetConfigInput | undefined): ConfigResult {
  const problems: string[] = [];
  const raw: Loose = isObject(input) ? input : {};
  const fail = (message: string) => problems.push(message);

  const oneOf = <T extends string>(value: unknown, allowed: readonly T[], label: string): T | undefined => {
    if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
    fail(oneOfMessage(label, allowed));
    return undefined;
  };
  const minutes = (value: unknown, min: number, max: number, fallback?: number): number | undefined => {
    if (value === undefined) return fallback;
    if (typeof value !== "number" || !Number.isInteger(value)) fail("Expected a whole number of minutes.");
    else if (value < min) fail(`Too small: expected number to be >=${min}`);
    else if (value > max) fail(`Too big: expected number to be <=${max}`);
    return value as number;
  };
  const url = (value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    try {
      if (typeof value === "string" && /^https?:$/.test(new URL(value).protocol)) return value;
    } catch {
      // falls through to the message
    }
    fail(redirectUrlMessage);
    return undefined;
  };
  const text = (value: unknown, max: number): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== "string" || value.length > max) fail(`Expected text of at most ${max} characters.`);
    return value as string;
  };
  const section = (key: string): Loose | undefined => {
    const value = raw[key];
    if (value === undefined) return undefined;
    if (!isObject(value)) fail(`${key} must be an object.`);
    return isObject(value) ? value : {};
  };

  const productsInput = raw.products === undefined ? ["emailMagicLinks"] : raw.products;
  const products = Array.isArray(productsInput)
    ? productsInput
        .map((product) => oneOf(product, widgetProducts, "Product"))
        .filter((product) => product !== undefined)
    : [];
  if (!Array.isArray(productsInput) || productsInput.length === 0) fail(errors.noProducts);

  const config: WidgetConfig = {
    products,
    emailMagicLinksOptions: { createUserAsPending: false },
    sessionOptions: {},
    enableShadowDOM: false,
  };

  const oauth = section("oauthOptions");
  if (oauth) {
    const providers = Array.isArray(oauth.providers) ? oauth.providers : [];
    config.oauthOptions = {
      providers: providers.filter(isObject).map((provider) => ({
        type: oneOf(provider.type, oauthProviderIds, "OAuth provider") ?? "google",
        ...(Array.isArray(provider.custom_scopes) && { custom_scopes: provider.custom_scopes.map(String) }),
        ...(isObject(provider.provider_params) && {
          provider_params: Object.fromEntries(Object.entries(provider.provider_params).map(([k, v]) => [k, String(v)])),
        }),
        ...(typeof provider.one_tap === "boolean" && { one_tap: provider.one_tap }),
        ...(provider.position !== undefined && {
          position: oneOf(provider.position, oneTapPositions, "One Tap position"),
        }),
      })),
      ...(oauth.loginRedirectURL !== undefined && { loginRedirectURL: url(oauth.loginRedirectURL) }),
      ...(oauth.signupRedirectURL !== undefined && { signupRedirectURL: url(oauth.signupRedirectURL) }),
    };
  }

  const otp = section("otpOptions");
  if (otp) {
    const methods = Array.isArray(otp.methods) ? otp.methods : [];
    config.otpOptions = {
      methods: methods
        .map((method) => oneOf(method, otpMethods, "OTP method"))
        .filter((method) => method !== undefined),
      ...(otp.expirationMinutes !== undefined && { expirationMinutes: minutes(otp.expirationMinutes, 1, 10) }),
      ...(otp.loginTemplateId !== undefined && { loginTemplateId: text(otp.loginTemplateId, 200) }),
      ...(otp.signupTemplateId !== undefined && { signupTemplateId: text(otp.signupTemplateId, 200) }),
    };
  }

  const eml = section("emailMagicLinksOptions") ?? {};
  config.emailMagicLinksOptions = {
    ...(eml.loginRedirectURL !== undefined && { loginRedirectURL: url(eml.loginRedirectURL) }),
    ...(eml.loginExpirationMinutes !== undefined && {
      loginExpirationMinutes: minutes(eml.loginExpirationMinutes, 1, 1440),
    }),
    ...(eml.signupRedirectURL !== undefined && { signupRedirectURL: url(eml.signupRedirectURL) }),
    ...(eml.signupExpirationMinutes !== undefined && {
      signupExpirationMinutes: minutes(eml.signupExpirationMinutes, 1, 1440),
    }),
    createUserAsPending:
      typeof eml.createUserAsPending === "boolean"
        ? eml.createUserAsPending
        : signinWidgetConstants.createUserAsPending,
    ...(eml.domainHint !== undefined && { domainHint: text(eml.domainHint, 253) }),
  };

  const password = section("passwordOptions");
  if (password) {
    config.passwordOptions = {
      ...(password.loginRedirectURL !== undefined && { loginRedirectURL: url(password.loginRedirectURL) }),
      ...(password.loginExpirationMinutes !== undefined && {
        loginExpirationMinutes: minutes(password.loginExpirationMinutes, 1, 1440),
      }),
      ...(password.resetPasswordRedirectURL !== undefined && {
        resetPasswordRedirectURL: url(password.resetPasswordRedirectURL),
      }),
      ...(password.resetPasswordExpirationMinutes !== undefined && {
        resetPasswordExpirationMinutes: minutes(password.resetPasswordExpirationMinutes, 1, 1440),
      }),
      ...(password.resetPasswordTemplateId !== undefined && {
        resetPasswordTemplateId: text(password.resetPasswordTemplateId, 200),
      }),
    };
  }

  const session = section("sessionOptions") ?? {};
  config.sessionOptions =
    session.sessionDurationMinutes === undefined
      ? {}
      : { sessionDurationMinutes: minutes(session.sessionDurationMinutes, 5, 525600) };
  if (raw.enableShadowDOM !== undefined && typeof raw.enableShadowDOM !== "boolean")
    fail("enableShadowDOM must be true or false.");
  config.enableShadowDOM = raw.enableShadowDOM === true;

  // The cross-field rules, in the schema's order.
  const set = new Set(config.products);
  if (set.size !== config.products.length) fail(errors.duplicateProduct);
  if (set.has("emailMagicLinks") && set.has("otp") && config.otpOptions?.methods.includes("email"))
    fail(errors.emlAndEmailOtp);
  if (set.size === 1 && set.has("passkeys")) fail(errors.passkeysAlone);
  if (set.has("otp") && !config.otpOptions?.methods.length) fail(errors.otpWithoutMethods);
  if (set.has("oauth") && !config.oauthOptions?.providers.length) fail(errors.oauthWithoutProviders);

  if (problems.length > 0) return { ok: false, error: problems[0] ?? errors.noProducts, errors: problems };
  return { ok: true, config };
}
