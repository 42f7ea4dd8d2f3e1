import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSettings, type Db } from "@dugout/db";

/**
 * A secret that the operator did not configure is generated once and kept in the database,
 * so restarts and every instance on the same database agree on it.
 */
export async function getOrCreateSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const key = `secret:${name}`;
  const read = async () => {
    const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    const value = rows[0]?.value as { secret?: unknown } | undefined;
    return typeof value?.secret === "string" ? value.secret : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(appSettings)
    .values({ key, value: { secret: randomBytes(32).toString("base64url") } })
    .onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error(`Could not create the secret ${name}.`);
  return created;
}
