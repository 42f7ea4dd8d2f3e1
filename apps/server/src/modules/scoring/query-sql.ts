import { sql, type SQL } from "drizzle-orm";
import { defaultTimeZone } from "@dugout/contracts/common";
import {
  scoringConstants,
  scoringDefaultSortDirection,
  type ScoresQuery,
  type ScoringSortColumn,
} from "@dugout/contracts/scoring";

/**
 * The SQL behind the scores listing, the aggregates and the export: one place builds the filter,
 * so all three agree, and the benchmark runs exactly this SQL through `pg` for its baseline.
 */
export type CallFilter = Pick<ScoresQuery, "rep" | "from" | "to" | "tz" | "q">;

const textColumns = new Set<ScoringSortColumn>(["rep", "user_email", "company_name"]);

/** "acm" becomes "%a%c%m%": an ordered subsequence, with LIKE's own characters escaped. */
export function subsequencePattern(term: string): string {
  return `%${Array.from(term, (char) => char.replace(/[\\%_]/g, (special) => `\\${special}`)).join("%")}%`;
}

export function whereSql(filter: CallFilter, ...extra: SQL[]): SQL {
  const parts: SQL[] = [];
  const tz = filter.tz ?? defaultTimeZone;
  if (filter.rep) parts.push(sql`rep = ${filter.rep}`);
  // Calendar days in the viewer's zone; PostgreSQL resolves the zone's offset on that day (DST included).
  if (filter.from) parts.push(sql`date >= (${filter.from}::date::timestamp at time zone ${tz})`);
  if (filter.to) parts.push(sql`date < ((${filter.to}::date + 1)::timestamp at time zone ${tz})`);
  if (filter.q) parts.push(sql`company_name ilike ${subsequencePattern(filter.q)}`);
  parts.push(...extra);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/** Empty values last whatever the direction; text case-insensitively; the call id breaks ties so pages never overlap. */
export function orderSql(sort: ScoringSortColumn, dir: "asc" | "desc" | undefined): SQL {
  const direction = (dir ?? scoringDefaultSortDirection(sort)) === "asc" ? sql`asc` : sql`desc`;
  const column = sql.identifier(sort);
  if (textColumns.has(sort)) {
    return sql`order by (${column} is null or ${column} = '') asc, lower(${column}) ${direction}, gong_call_id asc`;
  }
  return sql`order by ${column} ${direction} nulls last, gong_call_id asc`;
}

/** A call record's columns without its transcript, in the order of the import's fields (spec 02 section 3). */
export const callColumns = [
  "gong_call_id",
  "rep",
  "user_email",
  "company_name",
  "date",
  "duration_ms",
  "score",
  "ace_score",
  "discovery_effectiveness_score",
  "discovery_depth_score",
  "consultation_teach_score",
  "consultation_tailor_score",
  "consultation_control_score",
  "objection_probing_score",
  "objection_responding_score",
  "gong_url",
  "feedback",
] as const;

export const listColumns = sql.raw([...callColumns, "transcript"].join(", "));

export function pageSql(query: ScoresQuery): SQL {
  const offset = (query.page - 1) * query.per_page;
  return sql`select ${listColumns} from call_records ${whereSql(query)} ${orderSql(query.sort, query.dir)} limit ${query.per_page} offset ${offset}`;
}

export function countSql(filter: CallFilter): SQL {
  return sql`select count(*)::int as total from call_records ${whereSql(filter)}`;
}

/** Distinct reps through the (rep, date) index, one index probe per rep instead of a scan of every call. */
export function repsSql(): SQL {
  return sql`with recursive r as (
    (select rep from call_records where rep is not null order by rep limit 1)
    union all
    select (select c.rep from call_records c where c.rep > r.rep order by c.rep limit 1) from r where r.rep is not null
  ) select rep from r where rep is not null and rep <> '' and rep <> ${scoringConstants.unknownRep}`;
}
