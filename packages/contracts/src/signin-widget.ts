import { z } from "zod/mini";
import { errorCodeSchema } from "./errors";
import { oneOfMessage, singleLineTextSchema, textMessages } from "./text";
import { isoDateTimeSchema } from "./time";
import { signinWidgetConstants, toastTypes } from "./signin-widget-constants";
import { signinWidgetConfigErrors } from "./signin-widget-messages";
import { widgetProducts, oauthProviderIds, otpMethods } from "./signin-widget-lists";

export * from "./signin-widget-constants";
export * from "./signin-widget-messages";
export * from "./signin-widget-lists";
export * from "./app-sign-in";

// ---------------------------------------------------------------------------
// Widget configuration
// ---------------------------------------------------------------------------

export const oneTapPositions = ["embedded", "floating", "floatingOrEmbedded", "embeddedOnly"] as const;
export type OneTapPosition = (typeof oneTapPositions)[number];

/** Shared with the widget's own (zod-free, for bundle size) configuration check. */
export const redirectUrlMessage = "Redirect URLs must be absolute http(s) URLs.";
// The URL parser drops tabs and line breaks silently: the text is checked first.
const redirectUrlSchema = z.pipe(singleLineTextSchema, z.url({ protocol: /^https?$/, error: redirectUrlMessage }));
const minutesSchema = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

export const oauthProviderConfigSchema = z.object({
  type: z.enum(oauthProviderIds, { error: oneOfMessage("OAuth provider", oauthProviderIds) }),
  custom_scopes: z.optional(
    z.array(singleLineTextSchema.check(z.minLength(1), z.maxLength(200))).check(z.maxLength(50)),
  ),
  provider_params: z.optional(z.record(singleLineTextSchema, singleLineTextSchema)),
  /** Only meaningful for Google. */
  one_tap: z.optional(z.boolean()),
  position: z.optional(z.enum(oneTapPositions, { error: oneOfMessage("One Tap position", oneTapPositions) })),
});
export type OAuthProviderConfig = z.infer<typeof oauthProviderConfigSchema>;

export const widgetConfigSchema = z
  .object({
    products: z._default(
      z
        .array(z.enum(widgetProducts, { error: oneOfMessage("Product", widgetProducts) }))
        .check(z.minLength(1, { error: signinWidgetConfigErrors.noProducts })),
      ["emailMagicLinks"],
    ),
    oauthOptions: z.optional(
      z.object({
        providers: z._default(z.array(oauthProviderConfigSchema), []),
        loginRedirectURL: z.optional(redirectUrlSchema),
        signupRedirectURL: z.optional(redirectUrlSchema),
      }),
    ),
    otpOptions: z.optional(
      z.object({
        methods: z._default(z.array(z.enum(otpMethods, { error: oneOfMessage("OTP method", otpMethods) })), []),
        // The ceiling is the OTP lifetime limit of docs/decisions/0008-identity-provider.md#facts-this-relies-on.
        /** Unset: the server's passcode lifetime (the bootstrap's otpExpirationMinutes). */
        expirationMinutes: z.optional(minutesSchema(1, 10)),
        loginTemplateId: z.optional(singleLineTextSchema.check(z.maxLength(200))),
        signupTemplateId: z.optional(singleLineTextSchema.check(z.maxLength(200))),
      }),
    ),
    emailMagicLinksOptions: z.prefault(
      z.object({
        loginRedirectURL: z.optional(redirectUrlSchema),
        /** Unset: the server's link lifetime (30 minutes unless configured otherwise). */
        loginExpirationMinutes: z.optional(minutesSchema(1, 1440)),
        signupRedirectURL: z.optional(redirectUrlSchema),
        signupExpirationMinutes: z.optional(minutesSchema(1, 1440)),
        createUserAsPending: z._default(z.boolean(), signinWidgetConstants.createUserAsPending),
        domainHint: z.optional(singleLineTextSchema.check(z.maxLength(253))),
      }),
      {},
    ),
    passwordOptions: z.optional(
      z.object({
        loginRedirectURL: z.optional(redirectUrlSchema),
        loginExpirationMinutes: z.optional(minutesSchema(1, 1440)),
        resetPasswordRedirectURL: z.optional(redirectUrlSchema),
        resetPasswordExpirationMinutes: z.optional(minutesSchema(1, 1440)),
        resetPasswordTemplateId: z.optional(singleLineTextSchema.check(z.maxLength(200))),
      }),
    ),
    sessionOptions: z.prefault(
      z.object({
        /** Unset: the server's session length (60 minutes unless configured otherwise). */
        sessionDurationMinutes: z.optional(minutesSchema(5, 525600)),
      }),
      {},
    ),
    enableShadowDOM: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((config, context) => {
      const products = new Set(config.products);
      const fail = (message: string, path: (string | number)[]) => context.addIssue({ code: "custom", message, path });
      if (products.size !== config.products.length) fail(signinWidgetConfigErrors.duplicateProduct, ["products"]);
      if (products.has("emailMagicLinks") && products.has("otp") && config.otpOptions?.methods.includes("email")) {
        fail(signinWidgetConfigErrors.emlAndEmailOtp, ["products"]);
      }
      if (products.size === 1 && products.has("passkeys")) fail(signinWidgetConfigErrors.passkeysAlone, ["products"]);
      if (products.has("otp") && !config.otpOptions?.methods.length) {
        fail(signinWidgetConfigErrors.otpWithoutMethods, ["otpOptions", "methods"]);
      }
      if (products.has("oauth") && !config.oauthOptions?.providers.length) {
        fail(signinWidgetConfigErrors.oauthWithoutProviders, ["oauthOptions", "providers"]);
      }
    }),
  );
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

export type WidgetConfigInput = z.input<typeof widgetConfigSchema>;

export type WidgetConfigResult = { ok: true; config: WidgetConfig } | { ok: false; error: string; errors: string[] };

/** The widget renders `error` in place of its screens when the configuration is not usable. */
export function validateWidgetConfig(input: unknown): WidgetConfigResult {
  const result = widgetConfigSchema.safeParse(input ?? {});
  if (result.success) return { ok: true, config: result.data };
  const errors = result.error.issues.map((issue) => issue.message);
  return { ok: false, error: errors[0] ?? signinWidgetConfigErrors.noProducts, errors };
}

/** Overrides of defaultWidgetTheme; every key is optional. */
const cssValue = singleLineTextSchema;
const buttonThemeSchema = z.partial(
  z.object({ backgroundColor: cssValue, textColor: cssValue, borderColor: cssValue, borderRadius: cssValue }),
);
export const widgetThemeSchema = z.partial(
  z.object({
    container: z.partial(
      z.object({ backgroundColor: cssValue, borderColor: cssValue, borderRadius: cssValue, width: cssValue }),
    ),
    colors: z.partial(z.object({ primary: cssValue, secondary: cssValue, success: cssValue, error: cssValue })),
    buttons: z.partial(
      z.object({
        primary: buttonThemeSchema,
        secondary: buttonThemeSchema,
        disabled: buttonThemeSchema,
        height: cssValue,
        fontSize: cssValue,
      }),
    ),
    fontFamily: cssValue,
    hideHeaderText: z.boolean(),
    logo: z.partial(z.object({ logoImageUrl: singleLineTextSchema })),
  }),
);
export type WidgetThemeOverrides = z.infer<typeof widgetThemeSchema>;

// ---------------------------------------------------------------------------
// Shapes exchanged with the identity server (docs/requirements/sign-in-widget.md#exchanged-with-the-server)
// ---------------------------------------------------------------------------

export const oauthStartPayloadSchema = z.object({
  login_redirect_url: z.optional(redirectUrlSchema),
  signup_redirect_url: z.optional(redirectUrlSchema),
  custom_scopes: z.optional(
    z.array(singleLineTextSchema.check(z.minLength(1), z.maxLength(200))).check(z.maxLength(50)),
  ),
  provider_params: z.optional(z.record(singleLineTextSchema, singleLineTextSchema)),
});
export type OAuthStartPayload = z.infer<typeof oauthStartPayloadSchema>;

export const bootstrapSchema = z.object({
  emailDomains: z.array(z.string()),
  passwordConfig: z.nullable(
    z.object({
      ludsComplexity: z.int().check(z.gte(0), z.lte(4)),
      ludsMinimumCount: z.int().check(z.gte(1)),
    }),
  ),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** GET /api/auth/dugout/bootstrap: the bootstrap data plus what this server offers and its lifetimes. */
export const bootstrapAnswerSchema = z.extend(bootstrapSchema, {
  /** OAuth providers with server credentials (empty: the widget hides social buttons). */
  oauthProviders: z.array(z.string()),
  /** What this server can do; `sms` and `whatsapp` are false when the channel has no transport. */
  methods: z.object({
    emailMagicLinks: z.boolean(),
    emailOtp: z.boolean(),
    passwords: z.boolean(),
    sms: z._default(z.boolean(), false),
    whatsapp: z._default(z.boolean(), false),
    /** Sign-in with an Ethereum or Solana wallet (the crypto product). */
    crypto: z._default(z.boolean(), false),
  }),
  /**
   * The server's lifetimes: what a link, a code or a session lives when the widget asks nothing, and the
   * most it may ask for (a larger *ExpirationMinutes or sessionDurationMinutes is a configuration error).
   */
  magicLinkExpirationMinutes: z.number(),
  otpExpirationMinutes: z.number(),
  sessionDurationMinutes: z.number(),
  /** The message templates a widget may name (loginTemplateId, signupTemplateId). */
  messageTemplates: z.array(z.string()),
  /** Google One Tap: the site's Google client (public), or null when Google is not configured. */
  oneTap: z._default(z.nullable(z.object({ clientId: z.string() })), null),
  /** Developer-facing messages (One Tap's reasons) are shown: the server does not run in production. */
  developerMessages: z._default(z.boolean(), false),
});
export type BootstrapAnswer = z.infer<typeof bootstrapAnswerSchema>;

/** POST /api/auth/dugout/crypto-wallets/start: the message the wallet is asked to sign. */
export const cryptoWalletChallengeSchema = z.object({ challenge: z.string() });
export type CryptoWalletChallenge = z.infer<typeof cryptoWalletChallengeSchema>;

/** POST /api/auth/dugout/tokens/authenticate: who a landing token signed in, and until when. */
export const tokenSessionAnswerSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  session: z.object({ expires_at: z.string() }),
});

/**
 * Every error of the identity endpoints (apps/server/src/modules/identity/README.md, "Conventions"): the app's
 * `error`, the flat fields the widget reads, the wait of a 429, and, on 409 `confirmation_required` (a sign-in
 * token this browser did not ask for: tokens/authenticate), the account it would sign in to, masked.
 */
export const identityErrorBodySchema = z.object({
  error: z.object({ code: errorCodeSchema, message: z.string() }),
  error_type: z.string(),
  error_message: z.string(),
  status_code: z.number(),
  retry_after_seconds: z.optional(z.number()),
  masked_email: z.optional(z.string()),
});
export type IdentityErrorBody = z.infer<typeof identityErrorBodySchema>;

/**
 * GET /api/auth/get-session (Better Auth's own answer, which carries more fields than the widget reads):
 * the signed-in user, or null.
 */
export const identitySessionAnswerSchema = z.nullable(
  z.object({
    user: z.object({ id: z.string(), email: z.string() }),
    // `token`: the session's token, which the widget hands to the host's onSuccess as session_token.
    session: z.object({ expiresAt: z.string(), token: z.optional(z.string()) }),
  }),
);

/** The longest passkey name the server keeps (the rename field's limit too). */
export const passkeyNameMaxLength = 100;

/** One of the signed-in user's passkeys as `GET /passkey/list-user-passkeys` answers it (the fields the widget reads). */
export const passkeyAnswerSchema = z.object({ id: z.string(), name: z.nullish(z.string()), createdAt: z.string() });
export const passkeyListAnswerSchema = z.array(passkeyAnswerSchema);

/** GET /api/auth/token (Better Auth's jwt plugin): a short-lived JWT for the caller's session. */
export const sessionJwtAnswerSchema = z.object({ token: z.string() });

export const passwordStrengthPolicies = ["zxcvbn", "luds"] as const;

export const passwordStrengthBodySchema = z.object({
  email: z.optional(singleLineTextSchema.check(z.maxLength(254))),
  password: singleLineTextSchema.check(z.minLength(1), z.maxLength(256)),
});
export type PasswordStrengthBody = z.infer<typeof passwordStrengthBodySchema>;

export const passwordStrengthResultSchema = z.object({
  score: z.int().check(z.gte(0), z.lte(4)),
  feedback: z.object({
    warning: z.string(),
    suggestions: z.array(z.string()),
    luds_requirements: z.object({
      has_lower_case: z.optional(z.boolean()),
      has_upper_case: z.optional(z.boolean()),
      has_digit: z.optional(z.boolean()),
      has_symbol: z.optional(z.boolean()),
      missing_characters: z.int().check(z.gte(0)),
      missing_complexity: z.int().check(z.gte(0)),
    }),
  }),
  valid_password: z.boolean(),
  strength_policy: z.enum(passwordStrengthPolicies),
  breached_password: z.boolean(),
});
export type PasswordStrengthResult = z.infer<typeof passwordStrengthResultSchema>;

export const userSearchBodySchema = z.object({ email: singleLineTextSchema.check(z.trim(), z.maxLength(254)) });
export const userTypes = ["new", "password", "passwordless"] as const;
export type UserType = (typeof userTypes)[number];
export const userSearchAnswerSchema = z.object({ userType: z.enum(userTypes) });
export type UserSearchAnswer = z.infer<typeof userSearchAnswerSchema>;

export const phoneParseResultSchema = z.object({ isValid: z.boolean(), number: z.string() });
export type PhoneParseResult = z.infer<typeof phoneParseResultSchema>;

export const toastPositions = [
  "top-left",
  "top-center",
  "top-right",
  "bottom-left",
  "bottom-center",
  "bottom-right",
] as const;
export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(toastTypes),
  message: z.string(),
  duration: z.number().check(z.gte(0)),
  position: z.enum(toastPositions),
  visible: z.boolean(),
});
export type Toast = z.infer<typeof toastSchema>;

// ---------------------------------------------------------------------------
// OIDC consent (IDP Consent screen)
// ---------------------------------------------------------------------------

export const oidcKnownScopes = ["openid", "profile", "email", "phone", "full_access", "offline_access"] as const;
export const oidcDefaultScope = "openid email profile";
export const oidcAuthorizeParams = {
  required: ["client_id", "redirect_uri", "response_type"],
  optional: ["scope", "code_challenge", "state", "nonce"],
} as const;
/** The logout flow is chosen when post_logout_redirect_uri is present. */
export const oidcLogoutParams = {
  required: ["client_id", "post_logout_redirect_uri"],
  optional: ["id_token_hint", "state"],
} as const;

// ---------------------------------------------------------------------------
// Telemetry
// ---------------------------------------------------------------------------

export const widgetEventNames = {
  emailSent: "email_sent",
  emailTryAgainClicked: "email_try_again_clicked",
} as const;
/** details.type of email_try_again_clicked. */
export const emailMagicLinkEventType = "login or create email magic link";

export const telemetryEventSchema = z.object({
  name: singleLineTextSchema.check(z.minLength(1), z.maxLength(100)),
  details: z.optional(
    z.record(
      singleLineTextSchema.check(z.maxLength(100)),
      z.union([singleLineTextSchema.check(z.maxLength(1000)), z.number(), z.boolean(), z.null()], {
        error: `Detail values are numbers, booleans, null or text. ${textMessages.singleLine}`,
      }),
    ),
  ),
  timestamp: z.optional(isoDateTimeSchema),
});
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

export const telemetryBatchSchema = z.object({
  events: z.array(telemetryEventSchema).check(z.minLength(1), z.maxLength(signinWidgetConstants.telemetryBatchSize)),
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

// ---------------------------------------------------------------------------
// Google One Tap
// ---------------------------------------------------------------------------

export const oneTapErrorReasons = [
  "none",
  "origin_not_allowed_for_client",
  "invalid_client",
  "no_configured_oauth_client",
  "no_login_redirect_urls_set",
  "no_signup_redirect_urls_set",
  "default_provider_not_allowed",
] as const;
export type OneTapErrorReason = (typeof oneTapErrorReasons)[number];

/**
 * Developer-facing texts, shown only with a test public token (docs/requirements/sign-in-widget.md#messages paraphrases
 * them; the wording is ours). The Google button stays as a fallback in every case.
 */
export const oneTapErrorMessages: Record<Exclude<OneTapErrorReason, "none">, string> = {
  origin_not_allowed_for_client:
    "Google One Tap: this host is not allowed. Add it to the authorized JavaScript origins of your Google client (for localhost, add both http://localhost and http://localhost:<port>).",
  invalid_client:
    "Google One Tap: Google does not recognise the client ID. Check that it matches the client configured in the dashboard.",
  no_configured_oauth_client:
    "Google One Tap: no Google OAuth client configuration was found for this project. Configure a client in the dashboard.",
  no_login_redirect_urls_set:
    "Google One Tap: no login redirect URLs are set, so the configured login URL cannot be verified.",
  no_signup_redirect_urls_set:
    "Google One Tap: no signup redirect URLs are set, so the configured signup URL cannot be verified.",
  default_provider_not_allowed:
    "Google One Tap: the default OAuth provider cannot be used with One Tap. Configure your own Google client.",
};
