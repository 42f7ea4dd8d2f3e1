import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { aiEnv } from "./ai-env";
import { identityEnv, oauthIds, phoneSignInProblems, secretRotationProblems } from "./identity-env";
import { mailProblems, messagingEnv, twilioProblems } from "./messaging-env";
import { modulesEnv } from "./modules-env";
import { readOAuthSettings, type OAuthSettings } from "./oauth-settings";
import { productionProblems } from "./production-config";
import { serverEnv } from "./server-env";
import { readAppSignIn, type AppSignIn } from "./sign-in-settings";

/**
 * Every setting the server reads, validated once at boot. A bad value stops the process with
 * a message naming the variable, instead of failing later in a request.
 * Feature settings are added in their topic's file, with a default that works offline.
 */
export const envSchema = z.object({
  ...serverEnv,
  ...messagingEnv,
  ...modulesEnv,
  ...identityEnv,
  ...aiEnv,
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

/** Rules between variables, once each is valid on its own. */
function crossVariableProblems(values: Env): string[] {
  const oauth = readOAuthSettings(values);
  return [
    ...mailProblems(values),
    ...secretRotationProblems(values),
    ...productionProblems(values),
    ...twilioProblems(values),
    ...oauth.problems,
    ...readAppSignIn(values, oauthIds(oauth.settings)).problems,
    ...phoneSignInProblems(values),
  ];
}

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
