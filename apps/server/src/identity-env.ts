import { getCountries } from "libphonenumber-js/max";
import { z } from "zod";
import type { Env } from "./config";
import { commaList, optionalString } from "./env-values";
import { messagingChannels } from "./integrations/messaging/channels";
import { oauthEnv, readOAuthSettings, type OAuthSettings } from "./oauth-settings";
import { readAppSignIn, signInEnv } from "./sign-in-settings";
import { trustedRangeProblem } from "./trusted-networks";
import { widgetOriginProblem } from "./widget-origins";

const countryCodes = new Set<string>(getCountries());

const domainPattern = /^[a-z0-9.-]+\.[a-z]{2,}$/;

/** A comma-separated list of email domains, lower-cased; `*` (anyone) only where it means something. */
function domainList(message: string, options: { star?: boolean } = {}) {
  return commaList((domain) => domain.toLowerCase()).pipe(
    z.array(z.string().refine((domain) => domainPattern.test(domain) || (options.star && domain === "*"), { message })),
  );
}

/** Sign-in: secrets, links and passcodes, who may sign up, social providers, the widget's sites. */
export const identityEnv = {
  // --- identity (sign-in; see apps/server/src/modules/identity/README.md) ---
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, { message: "must be at least 32 characters" }).optional()),
  /** Secrets BETTER_AUTH_SECRET replaced, comma-separated: still accepted while a rotation completes. */
  BETTER_AUTH_PREVIOUS_SECRETS: commaList().pipe(
    z.array(z.string().min(32, { message: "each secret must be at least 32 characters" })),
  ),
  MAGIC_LINK_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Sign-in messages (links and passcodes) per client address and per recipient in an hour. */
  IDENTITY_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(50),
  IDENTITY_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Client networks whose people share one address (an office behind NAT), comma-separated CIDRs: their
   * sign-in messages are capped per recipient only, not per address (trusted-networks.ts).
   */
  TRUSTED_NETWORKS: commaList().check((context) => {
    for (const range of context.value) {
      const problem = trustedRangeProblem(range);
      if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
    }
  }),
  /**
   * Where phone passcodes may go (SMS pumping): comma-separated ISO 3166 country codes (US, GB, ...);
   * unset = the countries of TWILIO_SMS_FROM / TWILIO_WHATSAPP_FROM, else the widget's default (US).
   */
  SIGNIN_SMS_COUNTRIES: commaList((country) => country.toUpperCase()).pipe(
    z.array(
      z.string().refine((country) => countryCodes.has(country), {
        message: "must be a comma-separated list of two-letter country codes, such as US,CA,GB",
      }),
    ),
  ),
  /** Phone passcodes (texts and WhatsApp) the whole site may send in an hour, across instances. */
  SIGNIN_SMS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  OTP_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(10).default(10),
  SESSION_MINUTES: z.coerce.number().int().min(5).max(525_600).default(60),
  PASSWORD_POLICY: z.enum(["zxcvbn", "luds"]).default("zxcvbn"),
  LUDS_MIN_LENGTH: z.coerce.number().int().min(8).max(256).default(15),
  LUDS_COMPLEXITY: z.coerce.number().int().min(0).max(4).default(2),
  /** Social sign-in: OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET per provider (oauth-settings.ts). */
  ...oauthEnv,
  /** Where Google's ID-token keys are (One Tap); a local stand-in's address in tests. */
  GOOGLE_CERTS_URL: z.url({ protocol: /^https?$/ }).default("https://www.googleapis.com/oauth2/v3/certs"),
  BREACHED_PASSWORDS_FILE: optionalString,
  EMAIL_DOMAINS: domainList("must be a comma-separated list of domains"),
  /**
   * Who may create their own account (sign-up, or a first sign-in by link, passcode or social provider):
   * comma-separated email domains, `*` for anyone. Empty (the default): invitation only, i.e. only
   * accounts an admin invited or the command line created can sign in.
   */
  SIGNUP_ALLOWED_DOMAINS: domainList("must be a comma-separated list of domains, or *", { star: true }),
  /**
   * The first admin of a real install: this address is invited as an admin, by email, once (the first
   * boot that sees it; an existing account is left as it is). modules/identity/initial-admin.ts.
   */
  INITIAL_ADMIN_EMAIL: optionalString.pipe(
    z
      .email({ message: "must be an email address" })
      .transform((email) => email.toLowerCase())
      .optional(),
  ),
  /**
   * Sites that may embed the sign-in widget against this server (comma-separated origins such as
   * https://www.example.com, no path): CORS with credentials and the Origin checks accept them (widget-origins.ts).
   */
  WIDGET_ALLOWED_ORIGINS: commaList().check((context) => {
    for (const origin of context.value) {
      const problem = widgetOriginProblem(origin);
      if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
    }
  }),
  /** The app's own sign-in: widget products in order, and passcode methods (sign-in-settings.ts). */
  ...signInEnv,
};

/** Previous secrets are only accepted beside the secret that replaced them. */
export function secretRotationProblems(values: Env): string[] {
  if (values.BETTER_AUTH_PREVIOUS_SECRETS.length === 0 || values.BETTER_AUTH_SECRET) return [];
  return [
    'BETTER_AUTH_PREVIOUS_SECRETS: needs BETTER_AUTH_SECRET, the secret that replaces them (README "Rotating secrets")',
  ];
}

/**
 * A passcode method the app offers must have a transport: in production the outbox is nobody's inbox,
 * and with Twilio a channel needs its own sender.
 */
export function phoneSignInProblems(values: Env): string[] {
  const transports = messagingChannels(values);
  const senders = { sms: "TWILIO_SMS_FROM", whatsapp: "TWILIO_WHATSAPP_FROM" } as const;
  return readAppSignIn(values, oauthIds(readOAuthSettings(values).settings))
    .signIn.otpMethods.filter((method) => method !== "email")
    .filter((channel) => transports[channel] === "none")
    .map(
      (channel) =>
        `SIGNIN_OTP_METHODS: ${channel} has no way to reach phones; set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and ${senders[channel]}`,
    );
}

export const oauthIds = (settings: OAuthSettings) => settings.providers.map((provider) => provider.id);
