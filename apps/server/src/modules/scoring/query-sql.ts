import { sql, type SQL } from "drizzle-orm";
import { callSortKeys } from "@dugout/db";
import { defaultTimeZone } from "@dugout/contracts/time";
import {
  scoreCategoryKeys,
  scoringConstants,
  scoringDefaultSortDirection,
  type ScoresQuery,
  type ScoringSortColumn,
  type SortDirection,
} from "@dugout/contracts/scoring";

/**
 * The SQL behind the scores listing, the aggregates and the export: one place builds the filter,
 * so all three agree, and the benchmark runs exactly this SQL through `pg` for its baseline.
 */
export type CallFilter = Pick<ScoresQuery, "rep" | "from" | "to" | "tz" | "q">;

/** "acm" becomes "%a%c%m%": an ordered subsequence, with LIKE's own characters escaped. */
function subsequencePattern(term: string): string {
  return `%${Array.from(term, (char) => char.replace(/[\\%_]/g, (special) => `\\${special}`)).join("%")}%`;
}

export function whereSql(filter: CallFilter, ...extra: SQL[]): SQL {
  const parts: SQL[] = [];
  const tz = filter.tz ?? defaultTimeZone;
  if (filter.rep) parts.push(sql`rep = ${filter.rep}`);
  // Calendar days in the viewer's zone; PostgreSQL resolves the zone's offset on that day (DST included).
  if (filter.from) parts.push(sql`date >= (${filter.from}::date::timestamp at time zone ${tz})`);
  if (filter.to) parts.push(sql`date < ((${filter.to}::date + 1)::timestamp at time zone ${tz})`);
  // ILIKE's meaning (both sides lower-cased), on the stored lower-cased company the indexes hold.
  if (filter.q) parts.push(sql`company_search like lower(${subsequencePattern(filter.q)})`);
  parts.push(...extra);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

const directionSql = (sort: ScoringSortColumn, dir: SortDirection | undefined): SQL =>
  (dir ?? scoringDefaultSortDirection(sort)) === "asc" ? sql`asc` : sql`desc`;

/** A call record's columns without its transcript, in the order of the import's fields (docs/requirements/scoring-champ.md#call-record). */
export const callColumns = [
  "gong_call_id",
  "rep",
  "user_email",
  "company_name",
  "date",
  "duration_ms",
  "score",
  ...scoreCategoryKeys,
  "gong_url",
  "feedback",
] as const;

export const listColumns = sql.raw([...callColumns, "transcript"].join(", "));

/**
 * One page of the calls that have a value in the sort column (`part: "filled"`) or of those that
 * do not (`"empty"`, which follow them: empty values come last whatever the direction). The call
 * id breaks ties, in the same direction, so pages never overlap. The inner query names only
 * indexed columns, so PostgreSQL finds the page's ids by walking the sort column's index
 * (call-sort-keys.ts) and reads the full rows of those ids alone.
 */
export function pageSql(
  query: CallFilter & Pick<ScoresQuery, "sort" | "dir">,
  part: "filled" | "empty",
  limit: number,
  offset: number,
): SQL {
  const { key, filled } = callSortKeys[query.sort];
  const direction = directionSql(query.sort, query.dir);
  const order =
    part === "filled"
      ? sql`order by ${sql.raw(key)} ${direction}, gong_call_id ${direction}`
      : sql`order by gong_call_id ${direction}`;
  const partSql = part === "filled" ? sql.raw(filled) : sql`(${sql.raw(filled)}) is not true`;
  return sql`select ${listColumns} from call_records where gong_call_id in (
    select gong_call_id from call_records ${whereSql(query, partSql)} ${order} limit ${limit} offset ${offset}
  ) ${order}`;
}

function countSql(filter: CallFilter, ...extra: SQL[]): SQL {
  return sql`select count(*)::int as total from call_records ${whereSql(filter, ...extra)}`;
}

/** The number of calls with a value in the sort column: where the empty ones start. */
export function filledCountSql(query: CallFilter & Pick<ScoresQuery, "sort">): SQL {
  return countSql(query, sql.raw(callSortKeys[query.sort].filled));
}

/** What a listing request always runs, at once: the page's filled rows, the total and the rep list. */
export function listingSql(query: ScoresQuery): { page: SQL; count: SQL; reps: SQL } {
  return {
    page: pageSql(query, "filled", query.per_page, (query.page - 1) * query.per_page),
    count: countSql(query),
    reps: repsSql(),
  };
}

/** Distinct reps through the (rep, date) index, one index probe per rep instead of a scan of every call. */
function repsSql(): SQL {
  return sql`with recursive r as (
    (select rep from call_records where rep is not null order by rep limit 1)
    union all
    select (select c.rep from call_records c where c.rep > r.rep order by c.rep limit 1) from r where r.rep is not null
  ) select rep from r where rep is not null and rep <> '' and rep <> ${scoringConstants.unknownRep}`;
}
