import { createHmac, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { appSettings, type Db } from "@dugout/db";
import { ConfigError } from "./config";

/**
 * A secret that the operator did not configure is generated once and kept in the database,
 * so restarts and every instance on the same database agree on it.
 */
export async function getOrCreateSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const existing = await readGeneratedSecret(db, name);
  if (existing) return existing;
  await db
    .insert(appSettings)
    .values({ key: generatedKey(name), value: { secret: randomBytes(32).toString("base64url") } })
    .onConflictDoNothing();
  const created = await readGeneratedSecret(db, name);
  if (!created) throw new Error(`Could not create the secret ${name}.`);
  return created;
}

/** The secret that signs and encrypts now, and the ones it replaced that are still accepted (a rotation). */
export interface SecretSet {
  current: string;
  previous: readonly string[];
}

/**
 * The auth secret every instance on this database must share (ADR 0033): BETTER_AUTH_SECRET with
 * BETTER_AUTH_PREVIOUS_SECRETS, or, when it is not configured, the one generated into the database.
 * The database keeps a fingerprint of the secret in use; a start whose current secret does not match it,
 * and does not list the matching one as previous, would sign everyone out, so it throws a ConfigError
 * instead. One that lists it completes a rotation: its current secret's fingerprint replaces the old.
 */
export async function sharedAuthSecrets(
  db: Db,
  configured: string | undefined,
  previous: readonly string[],
): Promise<SecretSet> {
  const name = "better-auth";
  const generated = await readGeneratedSecret(db, name);
  const recorded = await readFingerprint(db, name);
  // Other instances run on a configured secret: generating one here could only contradict theirs.
  if (!configured && !generated && recorded) throw new ConfigError([notSetProblem]);
  const current = configured ?? generated ?? (await getOrCreateSecret(db, name));
  const mine = fingerprint(current);
  // A database from before fingerprints ran on its generated secret, when it has one.
  const stored = recorded ?? (await agreedFingerprint(db, name, generated ? fingerprint(generated) : mine));
  if (stored === mine) return { current, previous };
  if (previous.some((secret) => fingerprint(secret) === stored)) {
    await db
      .update(appSettings)
      .set({ value: { fingerprint: mine }, updatedAt: new Date() })
      .where(and(eq(appSettings.key, fingerprintKey(name)), sql`${appSettings.value}->>'fingerprint' = ${stored}`));
    return { current, previous };
  }
  if (!configured) throw new ConfigError([notSetProblem]);
  const ranOnGenerated = generated !== undefined && stored === fingerprint(generated);
  throw new ConfigError([ranOnGenerated ? `${mismatchProblem} ${generatedHint}` : mismatchProblem]);
}

const notSetProblem =
  "BETTER_AUTH_SECRET: is not set, and the secret generated into this database does not match the one the other instances on it use (app_settings keeps its fingerprint): starting would sign everyone out. Set the same BETTER_AUTH_SECRET as theirs.";
const mismatchProblem =
  'BETTER_AUTH_SECRET: does not match the secret the other instances on this database use (app_settings keeps its fingerprint, never the secret): starting would sign everyone out. Give every instance the same BETTER_AUTH_SECRET; to change it, list the old one in BETTER_AUTH_PREVIOUS_SECRETS (README "Rotating secrets").';
const generatedHint =
  "This database has run on a generated secret (app_settings key secret:better-auth): configure that one to keep everyone signed in.";

/**
 * Identifies a secret without revealing it: an HMAC keyed by the secret itself, over a fixed label.
 * Nobody can compute it without the secret, and it gives nothing away about it.
 */
const fingerprint = (secret: string) =>
  createHmac("sha256", secret).update("dugout secret fingerprint").digest("base64url");

/** Records `proposed` as the fingerprint when there is none yet; the first instance's wins a race. */
async function agreedFingerprint(db: Db, name: string, proposed: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: fingerprintKey(name), value: { fingerprint: proposed } })
    .onConflictDoNothing();
  const stored = await readFingerprint(db, name);
  if (!stored) throw new Error(`Could not record the fingerprint of the secret ${name}.`);
  return stored;
}

async function readFingerprint(db: Db, name: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, fingerprintKey(name)));
  const value = rows[0]?.value as { fingerprint?: unknown } | undefined;
  return typeof value?.fingerprint === "string" ? value.fingerprint : undefined;
}

async function readGeneratedSecret(db: Db, name: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, generatedKey(name)));
  const value = rows[0]?.value as { secret?: unknown } | undefined;
  return typeof value?.secret === "string" ? value.secret : undefined;
}

const generatedKey = (name: string) => `secret:${name}`;
const fingerprintKey = (name: string) => `secret-fingerprint:${name}`;
