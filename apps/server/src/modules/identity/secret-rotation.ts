import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { symmetricDecrypt, symmetricEncrypt, type SecretConfig } from "better-auth/crypto";
import { jwks, type Db } from "@dugout/db";
import type { SecretSet } from "../../secrets";

/**
 * Rotating BETTER_AUTH_SECRET without signing anyone out (ADR 0033, README "Rotating secrets"). Better Auth
 * 1.7 takes versioned secrets: it encrypts with the first and decrypts with any of them, but it signs and
 * checks its cookies with the first alone. So, while BETTER_AUTH_PREVIOUS_SECRETS lists the old secrets:
 * - Better Auth gets them all (`versionedSecrets`), the oldest also as `secret`, its fallback for what was
 *   encrypted before versions existed (bare hex);
 * - a cookie one of them signed is re-signed with the current secret before anything reads it
 *   (`createCookieResigner`), and Better Auth sets a freshly signed one the next time it slides the session;
 * - the OpenID provider's signing keys, which nothing re-encrypts otherwise, are re-encrypted with the
 *   current secret at boot (`reencryptSigningKeys`), so the old secret can then be dropped.
 */

/** A version that stays the same for a secret wherever it is listed: the envelope `$ba$<version>$` names it. */
const secretVersion = (secret: string) =>
  Number.parseInt(createHash("sha256").update(secret).digest("hex").slice(0, 8), 16);

export function versionedSecrets(secrets: SecretSet): { version: number; value: string }[] {
  return [secrets.current, ...secrets.previous].map((value) => ({ version: secretVersion(value), value }));
}

/** Better Auth's `secret` when `secrets` is given: the fallback for data encrypted before versions. */
export const legacySecret = (secrets: SecretSet) => secrets.previous.at(-1) ?? secrets.current;

/** Better Auth's signature of a cookie value: base64 HMAC-SHA256 (44 characters with padding). */
const signature = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("base64");

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Rewrites a Cookie header so that Better Auth's cookies (named `<prefix>.…`, or `__Secure-<prefix>.…` over
 * https) that a previous secret signed carry the current secret's signature; anything else is left as it is.
 * Undefined when there is no previous secret: nothing to rewrite, and no hook to pay for.
 */
export function createCookieResigner(
  secrets: SecretSet,
  cookiePrefix: string,
): ((cookieHeader: string) => string) | undefined {
  if (secrets.previous.length === 0) return undefined;
  const ours = (name: string) => name.startsWith(`${cookiePrefix}.`) || name.startsWith(`__Secure-${cookiePrefix}.`);
  const resign = (pair: string): string => {
    const equals = pair.indexOf("=");
    const name = pair.slice(0, equals).trim();
    if (equals < 0 || !ours(name)) return pair;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(equals + 1).trim());
    } catch {
      return pair;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return pair;
    const [signed, given] = [value.slice(0, dot), value.slice(dot + 1)];
    if (sameText(given, signature(secrets.current, signed))) return pair;
    if (!secrets.previous.some((secret) => sameText(given, signature(secret, signed)))) return pair;
    const space = pair.slice(0, pair.length - pair.trimStart().length);
    return `${space}${name}=${encodeURIComponent(`${signed}.${signature(secrets.current, signed)}`)}`;
  };
  return (cookieHeader) => cookieHeader.split(";").map(resign).join(";");
}

/**
 * Re-encrypts every OpenID signing key (the jwks table, written once when the first key is made) with the
 * current secret, when a previous one is listed. Two instances doing it at once write equally valid values.
 */
export async function reencryptSigningKeys(
  db: Db,
  secrets: SecretSet,
  secretConfig: string | SecretConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  if (secrets.previous.length === 0) return;
  const current = `$ba$${secretVersion(secrets.current)}$`;
  for (const key of await db.select({ id: jwks.id, privateKey: jwks.privateKey }).from(jwks)) {
    const stored = JSON.parse(key.privateKey) as unknown;
    if (typeof stored !== "string" || stored.startsWith(current)) continue;
    try {
      const plain = await decryptWithAny(stored, secrets, secretConfig);
      const privateKey = JSON.stringify(await symmetricEncrypt({ key: secretConfig, data: plain }));
      await db.update(jwks).set({ privateKey }).where(eq(jwks.id, key.id));
    } catch {
      // Encrypted with a secret no longer listed: Better Auth cannot sign with it either, so it says so then.
      log.warn(
        { keyId: key.id },
        "An OpenID signing key is encrypted with a secret that neither BETTER_AUTH_SECRET nor BETTER_AUTH_PREVIOUS_SECRETS holds.",
      );
    }
  }
}

/**
 * An envelope names its secret; bare hex (from before versions) was encrypted with whichever secret was in use
 * then, which need not be the one Better Auth keeps as its fallback, so each listed secret is tried.
 */
async function decryptWithAny(stored: string, secrets: SecretSet, secretConfig: string | SecretConfig) {
  if (stored.startsWith("$ba$")) return symmetricDecrypt({ key: secretConfig, data: stored });
  for (const secret of [secrets.current, ...secrets.previous]) {
    const plain = await symmetricDecrypt({ key: secret, data: stored }).catch(() => undefined);
    if (plain !== undefined) return plain;
  }
  throw new Error("no listed secret decrypts it");
}
