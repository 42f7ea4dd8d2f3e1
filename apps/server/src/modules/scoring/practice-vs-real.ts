import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { battingCageConversations, battingCagePracticeScores, rawRows, users, type Db } from "@dugout/db";
import { defaultTimeZone } from "@dugout/contracts/time";
import { scoreCategoryKeys, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import type {
  PracticeVsReal,
  PracticeVsRealQuery,
  PracticeVsRealRep,
  PracticeVsRealRow,
} from "@dugout/contracts/scoring-practice";
import { whereSql } from "./query-sql";

/**
 * Practice beside real calls (docs/requirements/scoring-champ.md#practice-beside-real-calls). The batting
 * cage owns the practice tables; this module only reads them (through the shared schema, never the batting
 * cage's code), as it reads its own call records, and joins both sides on the rep's email: a real call names
 * its rep by `user_email`, a practice call by the account that made it, whose email the identity tables hold.
 */

type Side = { email: string; name: string; calls: number; total: unknown } & Record<ScoreCategoryKey, unknown>;

const round1 = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

const averagesOf = (column: (key: ScoreCategoryKey) => SQLWrapper): SQL =>
  sql.join(
    scoreCategoryKeys.map((key) => sql`avg(${column(key)}) as ${sql.identifier(key)}`),
    sql`, `,
  );

/** Scored real calls with an email, per lower-cased email; the name is the one on the latest call. */
function realSides(db: Db, query: PracticeVsRealQuery): Promise<Side[]> {
  const where = whereSql(query, sql`user_email is not null`, sql`trim(user_email) <> ''`, sql`score is not null`);
  return rawRows<Side>(
    db,
    sql`select lower(trim(user_email)) as email,
          (array_agg(rep order by date desc nulls last) filter (where rep is not null and rep <> ''))[1] as name,
          count(*)::int as calls, avg(score) as total, ${averagesOf((key) => sql.identifier(key))}
        from call_records ${where}
        group by 1`,
  );
}

/** Scored practice calls that started in the range, per lower-cased email of the account that made them. */
function practiceSides(db: Db, query: PracticeVsRealQuery): Promise<Side[]> {
  const tz = query.tz ?? defaultTimeZone;
  const started = battingCageConversations.createdAt;
  const parts: SQL[] = [sql`${battingCagePracticeScores.status} = 'scored'`];
  if (query.from) parts.push(sql`${started} >= (${query.from}::date::timestamp at time zone ${tz})`);
  if (query.to) parts.push(sql`${started} < ((${query.to}::date + 1)::timestamp at time zone ${tz})`);
  const category = (key: ScoreCategoryKey) => sql`(${battingCagePracticeScores.categories} ->> ${key})::float8`;
  return rawRows<Side>(
    db,
    sql`select lower(${users.email}) as email, min(${users.name}) as name,
          count(*)::int as calls, avg(${battingCagePracticeScores.total}) as total, ${averagesOf(category)}
        from ${battingCagePracticeScores}
        join ${battingCageConversations} on ${battingCageConversations.id} = ${battingCagePracticeScores.conversationId}
        join ${users} on ${users.id}::text = ${battingCageConversations.userId}
        where ${sql.join(parts, sql` and `)}
        group by 1`,
  );
}

function row(practice: unknown, real: unknown): PracticeVsRealRow {
  const p = round1(practice);
  const r = round1(real);
  return { practice: p, real: r, gap: p === null || r === null ? null : round1(p - r) };
}

function compare(email: string, practice: Side | undefined, real: Side | undefined): PracticeVsRealRep {
  const name = (real?.name || practice?.name || email).trim() || email;
  return {
    email,
    name,
    practice_calls: practice?.calls ?? 0,
    real_calls: real?.calls ?? 0,
    total: row(practice?.total, real?.total),
    categories: scoreCategoryKeys.map((key) => ({ key, ...row(practice?.[key], real?.[key]) })),
  };
}

/**
 * Every rep with a scored practice or real call in the range. With a rep filter (a real call's rep name),
 * only the reps of that name: those whose real calls carry it, or, without real calls, whose account does.
 */
export async function practiceVsReal(db: Db, query: PracticeVsRealQuery): Promise<PracticeVsReal> {
  const [real, practice] = await Promise.all([realSides(db, query), practiceSides(db, query)]);
  const realByEmail = new Map(real.map((side) => [side.email, side]));
  const practiceByEmail = new Map(practice.map((side) => [side.email, side]));
  const emails = new Set([...realByEmail.keys(), ...practiceByEmail.keys()]);
  const reps = [...emails]
    .map((email) => compare(email, practiceByEmail.get(email), realByEmail.get(email)))
    .filter((rep) => !query.rep || rep.name === query.rep)
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  return { status: "ok", reps };
}
