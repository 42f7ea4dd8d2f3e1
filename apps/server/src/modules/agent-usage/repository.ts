import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { agentApiKeys, agentResponses, rawRows, type Db } from "@dugout/db";
import { defaultTimeZone } from "@dugout/contracts/common";
import type { UsageStatRow } from "@dugout/contracts/usage";

export const hashKey = (key: string): string => createHash("sha256").update(key).digest("hex");

/** A new key for an agent: returned once, stored only as its hash. */
export async function createAgentKey(db: Db, agent: string): Promise<{ key: string; prefix: string }> {
  const key = `dga_${agent}_${randomBytes(24).toString("base64url")}`;
  const prefix = key.slice(0, key.indexOf("_", 4) + 7);
  await db.insert(agentApiKeys).values({ agent, keyHash: hashKey(key), keyPrefix: prefix });
  return { key, prefix };
}

export async function revokeAgentKey(db: Db, prefix: string): Promise<number> {
  const revoked = await db
    .update(agentApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(agentApiKeys.keyPrefix, prefix), isNull(agentApiKeys.revokedAt)))
    .returning({ id: agentApiKeys.id });
  return revoked.length;
}

export async function listAgentKeys(db: Db) {
  return db
    .select({ agent: agentApiKeys.agent, prefix: agentApiKeys.keyPrefix, createdAt: agentApiKeys.createdAt, revokedAt: agentApiKeys.revokedAt })
    .from(agentApiKeys)
    .orderBy(agentApiKeys.createdAt);
}

/** True when the key is a live key of this agent (compared by hash, so timing reveals nothing of the key). */
export async function keyIsValid(db: Db, agent: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: agentApiKeys.id })
    .from(agentApiKeys)
    .where(and(eq(agentApiKeys.keyHash, hashKey(key)), eq(agentApiKeys.agent, agent), isNull(agentApiKeys.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Records one response; a repeated external id is counted once and answers the first id. */
export async function recordResponse(
  db: Db,
  response: { agent: string; userEmail: string; respondedAt?: Date | undefined; externalId?: string | undefined },
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insert(agentResponses)
    .values({
      agent: response.agent,
      userEmail: response.userEmail.toLowerCase(),
      externalId: response.externalId ?? null,
      ...(response.respondedAt ? { respondedAt: response.respondedAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: agentResponses.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: agentResponses.id })
    .from(agentResponses)
    .where(and(eq(agentResponses.agent, response.agent), eq(agentResponses.externalId, response.externalId ?? "")));
  if (!existing) throw new Error("The response was neither inserted nor found.");
  return { id: existing.id, created: false };
}

/** Responses per user in [start, end] (calendar days in tz), most first. */
export function statsSql(agent: string, start: string, end: string, tz = defaultTimeZone) {
  return sql`select user_email, count(*)::int as count from agent_responses
    where agent = ${agent}
      and responded_at >= (${start}::date::timestamp at time zone ${tz})
      and responded_at < ((${end}::date + 1)::timestamp at time zone ${tz})
    group by user_email order by count(*) desc, user_email asc`;
}

export async function usageStats(db: Db, agent: string, start: string, end: string, tz?: string): Promise<UsageStatRow[]> {
  const rows = await rawRows<{ user_email: string; count: number }>(db, statsSql(agent, start, end, tz));
  return rows.map((row) => ({ user_email: row.user_email, count: Number(row.count) }));
}
