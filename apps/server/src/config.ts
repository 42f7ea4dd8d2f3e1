import { isAbsolute, resolve } from "node:path";
import { getCountries } from "libphonenumber-js/max";
import { z } from "zod";
import { agentNameSchema, defaultAgentName } from "@dugout/contracts/pages";
import { messagingChannels } from "./integrations/messaging/channels";
import { oauthEnv, readOAuthSettings, type OAuthSettings } from "./oauth-settings";
import { productionProblems } from "./production-config";
import { iceServersSchema, publicAddressSchema, udpPortRangeSchema } from "./realtime-network";
import { readAppSignIn, signInEnv, type AppSignIn } from "./sign-in-settings";
import { trustedRangeProblem } from "./trusted-networks";
import { widgetOriginProblem } from "./widget-origins";

/**
 * Every setting the server reads, validated once at boot. A bad value stops the process with
 * a message naming the variable, instead of failing later in a request.
 * Feature settings are added here, in their own section, with a default that works offline.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** true or false when given; unset (undefined) lets the caller choose the default. */
const optionalFlag = z
  .enum(["true", "false", "1", "0", ""], { message: "must be true or false" })
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1"));

const countryCodes = new Set<string>(getCountries());

const domainPattern = /^[a-z0-9.-]+\.[a-z]{2,}$/;

/** A phone number in E.164 form, as Twilio wants its senders. */
const e164Phone = optionalString.pipe(
  z
    .string()
    .regex(/^\+[1-9]\d{1,14}$/, { message: "must be a phone number in E.164 form, such as +15555550100" })
    .optional(),
);

/** A comma-separated list of email domains, lower-cased; `*` (anyone) only where it means something. */
function domainList(message: string, options: { star?: boolean } = {}) {
  return z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((domain) => domainPattern.test(domain) || (options.star && domain === "*"), { message }),
      ),
    );
}

/** Days a kind of personal data is kept; 0 keeps it forever. At most 100 years. */
const retentionDays = (days: number) => z.coerce.number().int().min(0).max(36_500).default(days);

export const envSchema = z.object({
  // --- core ---
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: optionalString.pipe(z.url({ message: "must be a postgres:// connection URL" }).optional()),
  /**
   * Connections this instance's pool opens to PostgreSQL at most (the job queue keeps 3 more of its own):
   * instances x (DATABASE_POOL_SIZE + 3) must stay under the server's max_connections (docs/deploy.md).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().default("./data"),
  /** Production on the embedded database only when this says so (it never fsyncs: production-config.ts). */
  ALLOW_EMBEDDED_DATABASE: booleanFlag,
  /** The demo users, calls, practice calls and usage of a fresh install; unset = on, except in production. */
  DEMO_DATA: optionalFlag,
  APP_BASE_URL: optionalString.pipe(
    z.url({ message: "must be an absolute URL such as https://dugout.example.com" }).optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Which X-Forwarded-* hops to believe. `true` means one reverse proxy in front: the client is the
   * hop it appended, never an address the client wrote itself further left (which trusting every hop
   * would accept, letting anyone pick their IP for the per-IP limits). A number is that many proxies;
   * addresses or CIDR ranges (comma-separated) trust the proxies at those addresses.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value): boolean | number | string => {
      if (value === "" || value === "false" || value === "0") return false;
      if (value === "true") return 1;
      return /^\d+$/.test(value) ? Number(value) : value;
    })
    .refine((value) => typeof value !== "string" || /^[0-9a-fA-F.:/, ]+$/.test(value), {
      message: "must be true, false, a number of proxies, or comma-separated proxy addresses",
    }),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /**
   * After SIGTERM: readiness fails at once, and requests are still served for this long (the load
   * balancer notices and stops sending new ones) before the process stops taking work (server.ts).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Then this long to finish what is in flight, end live calls and stop the jobs; past it the process is killed. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  // --- observability (docs/observability.md) ---
  /** The bearer token a Prometheus scraper sends to GET /metrics from another machine; unset = this machine only. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, { message: "must be at least 16 characters (e.g. openssl rand -hex 32)" }).optional(),
  ),
  /** The OpenAPI pages at /api/docs: on by default, off in production unless this says on. */
  API_DOCS: z.enum(["on", "off"]).optional(),
  WEB_DIST_DIR: z.string().default("apps/web/dist"),
  /** Rate-limit counters in Redis instead of the database (both are shared by every instance). */
  REDIS_URL: optionalString.pipe(z.url({ message: "must be a redis:// or rediss:// URL" }).optional()),
  // --- messaging ---
  SMTP_URL: optionalString.pipe(z.url({ message: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: z.string().default("Dugout <no-reply@dugout.local>"),
  /** SMS and WhatsApp through Twilio's Messages API; unset = the outbox (rules between them: twilioProblems). */
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-zA-Z]+$/, { message: "must be a Twilio account SID, which starts with AC" })
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_SMS_FROM: e164Phone,
  TWILIO_WHATSAPP_FROM: e164Phone,
  /** Twilio's API origin; tests point it at a local stand-in. */
  TWILIO_API_URL: z
    .url({ message: "must be an absolute URL such as https://api.twilio.com" })
    .default("https://api.twilio.com"),
  // --- agents ---
  AGENT_NAME: z._default(agentNameSchema, defaultAgentName),
  // --- scoring (Gong sync runs only when both keys are set; otherwise seeded and imported calls) ---
  GONG_ACCESS_KEY: optionalString,
  GONG_ACCESS_KEY_SECRET: optionalString,
  GONG_BASE_URL: z
    .url({ message: "must be an absolute URL such as https://api.gong.io" })
    .default("https://api.gong.io"),
  GONG_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  GONG_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** heuristic: the offline rubric scorer even when an LLM is configured; auto: the LLM when configured. */
  SCORING_ENGINE: z.enum(["auto", "heuristic"]).default("auto"),
  /** How often practice calls with no autosave for two minutes are closed as abandoned (and scored). */
  BATTING_CAGE_ABANDON_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // --- retention (modules/privacy, docs/privacy.md): days each kind of personal data is kept; 0 keeps it forever ---
  /** Name-generator submissions and the leads on them. */
  RETAIN_LEADS_DAYS: retentionDays(365),
  /** Practice calls: their transcripts and scores. */
  RETAIN_PRACTICE_DAYS: retentionDays(730),
  /** Sales calls (Scoring Champ), by call date. */
  RETAIN_CALLS_DAYS: retentionDays(730),
  /** Sign-in events and messages in the local outbox. */
  RETAIN_SIGNIN_EVENTS_DAYS: retentionDays(90),
  /** Agent usage rows (Eugene's statistics). */
  RETAIN_USAGE_DAYS: retentionDays(730),
  /** Account-admin events (invitations, role changes, deactivations, sign-out everywhere). */
  RETAIN_AUDIT_DAYS: retentionDays(365),
  /** The operator's own privacy notice, linked from the name generator's lead form; unset = Dugout's /privacy page. */
  PRIVACY_NOTICE_URL: optionalString.pipe(
    z.url({ message: "must be an absolute URL of your privacy notice" }).optional(),
  ),
  /** Where people send export and erasure requests; Dugout's /privacy page gives it. */
  PRIVACY_CONTACT_EMAIL: optionalString.pipe(z.email({ message: "must be an email address" }).optional()),
  // --- jobs (durable queue on the app's database, src/jobs/) ---
  /** How long a job attempt may stay active before it counts as dead (process killed) and is retried. */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often dead attempts are looked for. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Idle poll of each worker (new jobs wake workers at once through LISTEN/NOTIFY). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  /** "true": this process enqueues jobs but leaves them to other processes (or a later start). */
  JOBS_DISABLE_WORKERS: booleanFlag,
  // --- name generator (public, so every call is rate-limited per IP and minute) ---
  NAME_GENERATOR_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  NAME_GENERATOR_LEADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  NAME_GENERATOR_BRANDING_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  NAME_GENERATOR_IMAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  NAME_GENERATOR_POLLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
  // --- identity (sign-in; see apps/server/src/modules/identity/README.md) ---
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, { message: "must be at least 32 characters" }).optional()),
  /** Secrets BETTER_AUTH_SECRET replaced, comma-separated: still accepted while a rotation completes. */
  BETTER_AUTH_PREVIOUS_SECRETS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, { message: "each secret must be at least 32 characters" }))),
  MAGIC_LINK_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Sign-in messages (links and passcodes) per client address and per recipient in an hour. */
  IDENTITY_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(50),
  IDENTITY_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Client networks whose people share one address (an office behind NAT), comma-separated CIDRs: their
   * sign-in messages are capped per recipient only, not per address (trusted-networks.ts).
   */
  TRUSTED_NETWORKS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((range) => range.trim())
        .filter(Boolean),
    )
    .check((context) => {
      for (const range of context.value) {
        const problem = trustedRangeProblem(range);
        if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
      }
    }),
  /**
   * Where phone passcodes may go (SMS pumping): comma-separated ISO 3166 country codes (US, GB, ...);
   * unset = the countries of TWILIO_SMS_FROM / TWILIO_WHATSAPP_FROM, else the widget's default (US).
   */
  SIGNIN_SMS_COUNTRIES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((country) => country.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
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
  WIDGET_ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .check((context) => {
      for (const origin of context.value) {
        const problem = widgetOriginProblem(origin);
        if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
      }
    }),
  /** The app's own sign-in: widget products in order, and passcode methods (sign-in-settings.ts). */
  ...signInEnv,
  // --- realtime voice (batting cage): OpenAI Realtime GA when OPENAI_API_KEY is set, else the simulator ---
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(
    z.url({ message: "must be an absolute URL such as https://api.openai.com/v1" }).optional(),
  ),
  REALTIME_MODEL: z.string().trim().min(1).default("gpt-realtime"),
  REALTIME_VOICE: z.string().trim().min(1).default("marin"),
  REALTIME_TRANSCRIPTION_MODEL: z.string().trim().min(1).default("gpt-4o-mini-transcribe"),
  /** 60 makes a simulated minute last one real second (tests run a 12-minute call in seconds). */
  REALTIME_SIM_CLOCK_SCALE: z.coerce.number().min(1).max(3600).default(1),
  /** Path of Debian's espeak-ng binary for the simulator's voice; "off" forces the built-in synthesiser. */
  REALTIME_SIM_ESPEAK: z.string().trim().default("espeak-ng"),
  /**
   * Simulated calls one instance holds at once; one more is refused with "try again in a moment" (a
   * round-robin proxy sends the retry to another instance). Default from `npm run bench -- realtime-capacity`.
   */
  REALTIME_SIM_MAX_CALLS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** UDP ports the simulator's calls use (one port per call), e.g. 40000-40100; unset = any free port. */
  REALTIME_SIM_UDP_PORTS: udpPortRangeSchema,
  /** The address announced in the simulator's ICE candidates besides the host's own (a NAT's or load balancer's). */
  REALTIME_SIM_PUBLIC_ADDRESS: publicAddressSchema,
  /** STUN/TURN servers given to the browser's peer connection, for either provider (realtime-network.ts). */
  REALTIME_ICE_SERVERS: iceServersSchema,
  // --- ai (text and image models; OPENAI_API_KEY and OPENAI_BASE_URL above are shared): offline engines when no key ---
  LLM_MODEL: z.string().trim().min(1).default("gpt-4.1-mini"),
  IMAGE_MODEL: z.string().trim().min(1).default("gpt-image-1"),
  /** Per call; on timeout the offline engine answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Worker threads of the offline naming engine; unset = one per core but one, 1 to 4; 0 = on the event loop. */
  NAMING_ENGINE_THREADS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(16).optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  /** The origin browsers use to reach the app; the CSRF check and links in emails rely on it. */
  baseUrl: string;
  dataDir: string;
  webDistDir: string;
  /**
   * True when no real mail transport is configured: messages stay in the outbox and /dev/mailbox shows
   * them to this machine. Never true in production (SMTP_URL is required there).
   */
  localMail: boolean;
  /** Whether the modules' seed steps (demo data) run: DEMO_DATA, else on outside production. */
  demoData: boolean;
  /** Whether /api/docs is served: API_DOCS, else on outside production. */
  apiDocs: boolean;
  /** The app's own sign-in, from SIGNIN_PRODUCTS and SIGNIN_OTP_METHODS. */
  signIn: AppSignIn;
  /** The social sign-in providers with credentials (OAUTH_<PROVIDER>_*). */
  oauth: OAuthSettings;
  /** Set by server.ts while it owns an embedded data folder: the token the CLI presents. */
  commandToken?: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Rules between variables, once each is valid on its own. Production needs a mail transport:
 * without one, sign-in links exist only in the outbox, and /dev/mailbox (which shows them) is never
 * served in production, so nobody could sign in.
 */
function crossVariableProblems(values: Env): string[] {
  const problems: string[] = [];
  if (values.NODE_ENV === "production" && !values.SMTP_URL) {
    problems.push(
      "SMTP_URL: must be set when NODE_ENV=production (e.g. smtps://user:pass@smtp.example.com:465): sign-in links are emailed, and the local mailbox that shows them without a transport is for development only",
    );
  }
  if (values.BETTER_AUTH_PREVIOUS_SECRETS.length > 0 && !values.BETTER_AUTH_SECRET) {
    problems.push(
      'BETTER_AUTH_PREVIOUS_SECRETS: needs BETTER_AUTH_SECRET, the secret that replaces them (README "Rotating secrets")',
    );
  }
  const oauth = readOAuthSettings(values);
  return [
    ...problems,
    ...productionProblems(values),
    ...twilioProblems(values),
    ...oauth.problems,
    ...readAppSignIn(values, oauthIds(oauth.settings)).problems,
    ...phoneSignInProblems(values),
  ];
}

/**
 * Twilio is all or nothing: half a set of credentials, credentials without a sender, or a sender
 * without credentials would otherwise boot and fail (or quietly use the outbox) at the first passcode.
 */
function twilioProblems(values: Env): string[] {
  const hasSid = values.TWILIO_ACCOUNT_SID !== undefined;
  const hasToken = values.TWILIO_AUTH_TOKEN !== undefined;
  const senders = [
    ...(values.TWILIO_SMS_FROM ? ["TWILIO_SMS_FROM"] : []),
    ...(values.TWILIO_WHATSAPP_FROM ? ["TWILIO_WHATSAPP_FROM"] : []),
  ];
  if (hasSid !== hasToken) {
    const [missing, present] = hasSid
      ? ["TWILIO_AUTH_TOKEN", "TWILIO_ACCOUNT_SID"]
      : ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"];
    return [
      `${missing}: must be set together with ${present} (both from the Twilio console), or leave both unset to keep SMS and WhatsApp in the outbox`,
    ];
  }
  if (!hasSid && senders.length > 0) {
    return senders.map(
      (name) =>
        `${name}: needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or leave it unset to keep messages in the outbox`,
    );
  }
  if (hasSid && senders.length === 0) {
    return [
      "TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM: at least one sender must be set when TWILIO_ACCOUNT_SID is (e.g. TWILIO_SMS_FROM=+15555550100)",
    ];
  }
  return [];
}

/**
 * A passcode method the app offers must have a transport: in production the outbox is nobody's inbox,
 * and with Twilio a channel needs its own sender.
 */
function phoneSignInProblems(values: Env): string[] {
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

const oauthIds = (settings: OAuthSettings) => settings.providers.map((provider) => provider.id);

export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems = crossVariableProblems(values);
  if (problems.length > 0) throw new ConfigError(problems);
  const oauth = readOAuthSettings(values).settings;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  return {
    ...values,
    baseUrl: (values.APP_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    dataDir: absolute(values.DATA_DIR),
    webDistDir: absolute(values.WEB_DIST_DIR),
    localMail: !values.SMTP_URL,
    demoData: values.DEMO_DATA ?? values.NODE_ENV !== "production",
    apiDocs: values.API_DOCS === undefined ? values.NODE_ENV !== "production" : values.API_DOCS === "on",
    signIn: readAppSignIn(values, oauthIds(oauth)).signIn,
    oauth,
  };
}
