import { createPrivateKey } from "node:crypto";
import { oauthProviderIds, type OAuthProviderId } from "@dugout/contracts/signin-widget";
import { z } from "zod";

/**
 * Social sign-in settings: each provider is on when its client id and secret are set
 * (`OAUTH_<PROVIDER>_CLIENT_ID` / `OAUTH_<PROVIDER>_CLIENT_SECRET`), and refused at boot when only
 * half is. Apple has no secret: its client secret is a short-lived JWT signed with the key named by
 * `OAUTH_APPLE_TEAM_ID`, `OAUTH_APPLE_KEY_ID` and `OAUTH_APPLE_PRIVATE_KEY`.
 */
type Upper = Uppercase<OAuthProviderId>;
type CredentialVariable = `OAUTH_${Upper}_CLIENT_ID` | `OAUTH_${Upper}_CLIENT_SECRET`;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const upper = (id: OAuthProviderId) => id.toUpperCase() as Upper;
const clientIdVariable = (id: OAuthProviderId) => `OAUTH_${upper(id)}_CLIENT_ID` as const;
const clientSecretVariable = (id: OAuthProviderId) => `OAUTH_${upper(id)}_CLIENT_SECRET` as const;

const credentialEnv = Object.fromEntries(
  oauthProviderIds.flatMap((id) => [
    [clientIdVariable(id), optionalText],
    [clientSecretVariable(id), optionalText],
  ]),
) as Record<CredentialVariable, typeof optionalText>;

export const oauthEnv = {
  ...credentialEnv,
  /** Microsoft's directory: `common` (any work, school or personal account), `organizations`, `consumers` or a tenant id. */
  OAUTH_MICROSOFT_TENANT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, { message: "must be common, organizations, consumers or a tenant id or domain" })
      .optional(),
  ),
  OAUTH_APPLE_TEAM_ID: optionalText,
  OAUTH_APPLE_KEY_ID: optionalText,
  /** The .p8 key's PEM text (line breaks may be written as \n). */
  OAUTH_APPLE_PRIVATE_KEY: optionalText,
  /** The older names of Google's credentials, still read (OAUTH_GOOGLE_* win when both are set). */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** A local stand-in or test proxy for every provider's endpoints; refused in production. */
  OAUTH_ENDPOINTS_BASE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be an absolute URL such as http://127.0.0.1:4555" }).optional(),
  ),
};

export type OAuthEnvValues = { [K in keyof typeof oauthEnv]?: string | undefined } & { NODE_ENV?: string };

export interface AppleKey {
  teamId: string;
  keyId: string;
  /** PEM (PKCS #8) of the P-256 key Apple issued. */
  privateKey: string;
}

/** A provider with credentials: it is offered, and Better Auth knows it. */
export type ConfiguredOAuthProvider =
  | { id: "apple"; clientId: string; apple: AppleKey }
  | { id: Exclude<OAuthProviderId, "apple">; clientId: string; clientSecret: string; tenant?: string | undefined };

export interface OAuthSettings {
  /** In the order of the contracts' provider list. */
  providers: ConfiguredOAuthProvider[];
  /** Every provider's endpoints under this origin (`<base>/<provider>/<path>`): a stand-in. */
  endpointsBaseUrl?: string | undefined;
}

const appleKeyVariables = ["OAUTH_APPLE_TEAM_ID", "OAUTH_APPLE_KEY_ID", "OAUTH_APPLE_PRIVATE_KEY"] as const;

/** Environment files often hold a PEM on one line with literal `\n`s. */
const pemText = (value: string) => value.replace(/\\n/g, "\n");

function appleKeyProblem(pem: string): string | undefined {
  try {
    const key = createPrivateKey(pemText(pem));
    if (key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1") return undefined;
  } catch {
    // Not a PEM key at all: the message below says what is expected.
  }
  return "OAUTH_APPLE_PRIVATE_KEY: must be the PEM text of the P-256 key (.p8 file) Apple issued for Sign in with Apple";
}

function readApple(values: OAuthEnvValues): { provider?: ConfiguredOAuthProvider; problems: string[] } {
  const clientId = values.OAUTH_APPLE_CLIENT_ID;
  const problems: string[] = [];
  if (values.OAUTH_APPLE_CLIENT_SECRET !== undefined) {
    problems.push(
      "OAUTH_APPLE_CLIENT_SECRET: Apple has no fixed secret; set OAUTH_APPLE_TEAM_ID, OAUTH_APPLE_KEY_ID and OAUTH_APPLE_PRIVATE_KEY instead",
    );
  }
  const present = appleKeyVariables.filter((name) => values[name] !== undefined);
  if (clientId === undefined && present.length === 0) return { problems };
  const missing = [
    ...(clientId === undefined ? ["OAUTH_APPLE_CLIENT_ID"] : []),
    ...appleKeyVariables.filter((name) => values[name] === undefined),
  ];
  if (missing.length > 0) {
    problems.push(
      `${missing.join(", ")}: Sign in with Apple needs OAUTH_APPLE_CLIENT_ID (the Services ID), OAUTH_APPLE_TEAM_ID, OAUTH_APPLE_KEY_ID and OAUTH_APPLE_PRIVATE_KEY together; set them all or none`,
    );
    return { problems };
  }
  const { OAUTH_APPLE_TEAM_ID: teamId, OAUTH_APPLE_KEY_ID: keyId, OAUTH_APPLE_PRIVATE_KEY: pem } = values;
  const keyProblem = pem === undefined ? undefined : appleKeyProblem(pem);
  if (keyProblem) problems.push(keyProblem);
  if (problems.length > 0 || !clientId || !teamId || !keyId || !pem) return { problems };
  return { provider: { id: "apple", clientId, apple: { teamId, keyId, privateKey: pemText(pem) } }, problems };
}

/** Google's id and secret: the OAUTH_GOOGLE_* names, else the older GOOGLE_CLIENT_* ones. */
function credentials(values: OAuthEnvValues, id: OAuthProviderId) {
  const clientId = values[clientIdVariable(id)] ?? (id === "google" ? values.GOOGLE_CLIENT_ID : undefined);
  const clientSecret = values[clientSecretVariable(id)] ?? (id === "google" ? values.GOOGLE_CLIENT_SECRET : undefined);
  return { clientId, clientSecret };
}

/** The configured providers, or the problems that stop the boot (each naming its variables). */
export function readOAuthSettings(values: OAuthEnvValues): { settings: OAuthSettings; problems: string[] } {
  const providers: ConfiguredOAuthProvider[] = [];
  const problems: string[] = [];
  for (const id of oauthProviderIds) {
    if (id === "apple") {
      const apple = readApple(values);
      problems.push(...apple.problems);
      if (apple.provider) providers.push(apple.provider);
      continue;
    }
    const { clientId, clientSecret } = credentials(values, id);
    if (clientId === undefined && clientSecret === undefined) continue;
    if (clientId === undefined || clientSecret === undefined) {
      const [missing, present] =
        clientId === undefined
          ? [clientIdVariable(id), clientSecretVariable(id)]
          : [clientSecretVariable(id), clientIdVariable(id)];
      problems.push(
        `${missing}: must be set together with ${present} (both from the provider's developer console), or leave both unset to turn this sign-in off`,
      );
      continue;
    }
    providers.push({
      id,
      clientId,
      clientSecret,
      ...(id === "microsoft" && { tenant: values.OAUTH_MICROSOFT_TENANT_ID ?? "common" }),
    });
  }
  if (values.OAUTH_ENDPOINTS_BASE_URL !== undefined && values.NODE_ENV === "production") {
    problems.push(
      "OAUTH_ENDPOINTS_BASE_URL: is for a local stand-in or a test proxy and cannot be set when NODE_ENV=production",
    );
  }
  const endpointsBaseUrl = values.OAUTH_ENDPOINTS_BASE_URL?.replace(/\/+$/, "");
  return { settings: { providers, ...(endpointsBaseUrl && { endpointsBaseUrl }) }, problems };
}

/** Google's client id when Google is configured (One Tap and the CSP for Google's scripts need it). */
export const googleClientId = (settings: OAuthSettings): string | undefined =>
  settings.providers.find((provider) => provider.id === "google")?.clientId;
