import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { agentApiKeys, agentResponseDaily, agentResponses, rawRows, type Db } from "@dugout/db";
import { defaultTimeZone } from "@dugout/contracts/time";
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
    .select({
      agent: agentApiKeys.agent,
      prefix: agentApiKeys.keyPrefix,
      createdAt: agentApiKeys.createdAt,
      revokedAt: agentApiKeys.revokedAt,
    })
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

/** Records one response and its daily count together; a repeated external id is counted once and answers the first id. */
export async function recordResponse(
  db: Db,
  response: { agent: string; userEmail: string; respondedAt?: Date | undefined; externalId?: string | undefined },
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(agentResponses)
      .values({
        agent: response.agent,
        userEmail: response.userEmail.toLowerCase(),
        externalId: response.externalId ?? null,
        ...(response.respondedAt ? { respondedAt: response.respondedAt } : {}),
      })
      .onConflictDoNothing()
      .returning({
        id: agentResponses.id,
        respondedAt: agentResponses.respondedAt,
        userEmail: agentResponses.userEmail,
      });
    const row = inserted[0];
    if (row) {
      await tx
        .insert(agentResponseDaily)
        .values({
          agent: response.agent,
          day: row.respondedAt.toISOString().slice(0, 10),
          userEmail: row.userEmail,
          count: 1,
        })
        .onConflictDoUpdate({
          target: [agentResponseDaily.agent, agentResponseDaily.day, agentResponseDaily.userEmail],
          set: { count: sql`${agentResponseDaily.count} + 1` },
        });
      return { id: row.id, created: true };
    }
    const [existing] = await tx
      .select({ id: agentResponses.id })
      .from(agentResponses)
      .where(and(eq(agentResponses.agent, response.agent), eq(agentResponses.externalId, response.externalId ?? "")));
    if (!existing) throw new Error("The response was neither inserted nor found.");
    return { id: existing.id, created: false };
  });
}

/** Recomputes an agent's daily counts from its responses (after bulk loads such as the seed). */
export async function rebuildDailyCounts(db: Db, agent: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(agentResponseDaily).where(eq(agentResponseDaily.agent, agent));
    await tx.execute(sql`insert into agent_response_daily (agent, day, user_email, count)
      select agent, (responded_at at time zone 'UTC')::date, user_email, count(*)::int from agent_responses
      where agent = ${agent} group by 1, 2, 3`);
  });
}

/**
 * Responses per user in [start, end] (calendar days in tz), most first. The window [s, e) is split
 * into whole UTC days [f, l), read from the daily counts, and the partial days at either edge,
 * counted from the responses themselves; with no whole day inside, all of it is counted directly.
 */
function statsSql(agent: string, start: string, end: string, tz = defaultTimeZone) {
  return sql`with w as (
      select s, e,
        case when s = date_trunc('day', s, 'UTC') then s else date_trunc('day', s, 'UTC') + interval '1 day' end as f,
        date_trunc('day', e, 'UTC') as l
      from (select (${start}::date::timestamp at time zone ${tz}) as s, ((${end}::date + 1)::timestamp at time zone ${tz}) as e) bounds
    ),
    parts as (
      select d.user_email, sum(d.count)::int as n from agent_response_daily d, w
        where d.agent = ${agent} and w.f < w.l and d.day >= (w.f at time zone 'UTC')::date and d.day < (w.l at time zone 'UTC')::date
        group by d.user_email
      union all
      select r.user_email, count(*)::int from agent_responses r, w
        where r.agent = ${agent} and r.responded_at >= w.s and r.responded_at < (case when w.f < w.l then w.f else w.e end)
        group by r.user_email
      union all
      select r.user_email, count(*)::int from agent_responses r, w
        where r.agent = ${agent} and w.f < w.l and r.responded_at >= w.l and r.responded_at < w.e
        group by r.user_email
    )
    select user_email, sum(n)::int as count from parts group by user_email order by 2 desc, 1 asc`;
}

export async function usageStats(
  db: Db,
  agent: string,
  start: string,
  end: string,
  tz?: string,
): Promise<UsageStatRow[]> {
  const rows = await rawRows<{ user_email: string; count: number }>(db, statsSql(agent, start, end, tz));
  return rows.map((row) => ({ user_email: row.user_email, count: Number(row.count) }));
}
