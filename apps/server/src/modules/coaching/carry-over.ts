import { sql, type SQL } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import {
  coachingConstants,
  type CarryOver,
  type CarryOverCategory,
  type CarryOverSide,
  type CarryOverWeek,
} from "@dugout/contracts/coaching";
import { dateRange, defaultTimeZone } from "@dugout/contracts/time";
import { scoreCategories, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { carryOverSentence } from "./carry-over-sentence";

/**
 * Did it carry over (docs/requirements/coaching.md#did-it-carry-over): per aimed-at category, the rep's practice
 * and real-call scores by week (weeks start on Monday in the viewer's zone), in the `weeksBefore` weeks before the
 * assignment's start and the `weeksAfterMax` weeks from it. The batting cage owns the practice tables and the scoring module the call records; coaching only reads
 * both through the shared schema.
 */

/** One scored call: its day in the zone, whether it is on or after the start, and its category scores. */
export interface DatedScores {
  day: string;
  after: boolean;
  scores: Partial<Record<ScoreCategoryKey, number | null>>;
}

type Row = { day: string | Date; after: boolean } & Record<string, unknown>;

const dayText = (value: string | Date): string =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function toDated(rows: Row[], categories: readonly ScoreCategoryKey[]): DatedScores[] {
  return rows.map((row) => ({
    day: dayText(row.day),
    after: row.after,
    scores: Object.fromEntries(
      categories.map((key) => [key, row[key] === null || row[key] === undefined ? null : Number(row[key])]),
    ),
  }));
}

/** Adds days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

interface Window {
  userId: string;
  email: string;
  since: string;
  /** The first day of the "before" side, and the day after the last of the "after" side. */
  from: string;
  until: string;
  tz: string;
}

const startOf = (day: string, tz: string): SQL => sql`(${day}::date::timestamp at time zone ${tz})`;

function realScores(db: Db, window: Window, categories: readonly ScoreCategoryKey[]): Promise<Row[]> {
  return rawRows<Row>(
    db,
    sql`select (date at time zone ${window.tz})::date::text as day, date >= ${startOf(window.since, window.tz)} as after,
          ${sql.join(
            categories.map((key) => sql.identifier(key)),
            sql`, `,
          )}
        from call_records
        where lower(trim(user_email)) = lower(trim(${window.email}))
          and score is not null
          and date >= ${startOf(window.from, window.tz)}
          and date < ${startOf(window.until, window.tz)}`,
  );
}

function practiceScores(db: Db, window: Window, categories: readonly ScoreCategoryKey[]): Promise<Row[]> {
  return rawRows<Row>(
    db,
    sql`select (c.created_at at time zone ${window.tz})::date::text as day,
          c.created_at >= ${startOf(window.since, window.tz)} as after,
          ${sql.join(
            categories.map((key) => sql`(s.categories ->> ${key})::float8 as ${sql.identifier(key)}`),
            sql`, `,
          )}
        from batting_cage_practice_scores s
        join batting_cage_conversations c on c.id = s.conversation_id
        where c.user_id = ${window.userId}
          and s.status = 'scored'
          and c.created_at >= ${startOf(window.from, window.tz)}
          and c.created_at < ${startOf(window.until, window.tz)}`,
  );
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

function mean(values: number[]): number | null {
  return values.length ? round1(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
}

function sideOf(calls: readonly DatedScores[], key: ScoreCategoryKey): CarryOverSide {
  const scored = (after: boolean) =>
    calls.filter((call) => call.after === after).flatMap((call) => call.scores[key] ?? []);
  const before = scored(false);
  const after = scored(true);
  return { before: mean(before), after: mean(after), calls_before: before.length, calls_after: after.length };
}

/** Every week from the one of `from` to the one of `through`, with each side's mean and count (null when none). */
function weeksOf(
  practice: readonly DatedScores[],
  real: readonly DatedScores[],
  key: ScoreCategoryKey,
  from: string,
  through: string,
): CarryOverWeek[] {
  const weeks: CarryOverWeek[] = [];
  for (let week = mondayOf(from); week <= through; week = addDays(week, 7)) {
    const inWeek = (calls: readonly DatedScores[]) =>
      calls.filter((call) => mondayOf(call.day) === week).flatMap((call) => call.scores[key] ?? []);
    const p = inWeek(practice);
    const r = inWeek(real);
    weeks.push({ week, practice: mean(p), practice_calls: p.length, real: mean(r), real_calls: r.length });
  }
  return weeks;
}

/** The pure part: series, sides and sentence per category from the dated scores. */
export function carryOverOf(input: {
  categories: readonly ScoreCategoryKey[];
  since: string;
  from: string;
  /** The day after the last day the series covers. */
  until: string;
  today: string;
  practice: readonly DatedScores[];
  real: readonly DatedScores[];
}): CarryOverCategory[] {
  // Up to this week, or the start's week when it is still to come, and never past the window.
  const lastDay = addDays(input.until, -1);
  const through = input.today < input.since ? input.since : input.today < lastDay ? input.today : lastDay;
  return input.categories.map((key) => {
    const label = scoreCategories.find((category) => category.key === key)?.label ?? key;
    const practice = sideOf(input.practice, key);
    const real = sideOf(input.real, key);
    return {
      key,
      label,
      weeks: weeksOf(input.practice, input.real, key, input.from, through),
      practice,
      real,
      sentence: carryOverSentence(label, practice, real, input.since, input.today),
    };
  });
}

/** Today's date in the zone. */
export function todayIn(tz: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );
}

export async function carryOver(
  db: Db,
  rep: { id: string; email: string },
  query: { categories: ScoreCategoryKey[]; since: string; tz?: string | undefined },
  now: Date = new Date(),
): Promise<CarryOver> {
  const tz = query.tz ?? defaultTimeZone;
  const from = addDays(query.since, -7 * coachingConstants.weeksBefore);
  // Clamped to the API's last day: a start in 9999 must not ask PostgreSQL for a day in year 10000.
  const windowEnd = addDays(query.since, 7 * coachingConstants.weeksAfterMax);
  const until = windowEnd > dateRange.max || windowEnd.startsWith("+") ? dateRange.max : windowEnd;
  const window: Window = { userId: rep.id, email: rep.email, since: query.since, from, until, tz };
  const [practiceRows, realRows] = await Promise.all([
    practiceScores(db, window, query.categories),
    realScores(db, window, query.categories),
  ]);
  return {
    since: query.since,
    compared_from: from,
    categories: carryOverOf({
      categories: query.categories,
      since: query.since,
      from,
      until,
      today: todayIn(tz, now),
      practice: toDated(practiceRows, query.categories),
      real: toDated(realRows, query.categories),
    }),
  };
}
