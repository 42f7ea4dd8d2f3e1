import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import { defaultTimeZone } from "@dugout/contracts/time";
import { scoreCategories, scoreCategoryKeys } from "@dugout/contracts/scoring";

const maxCategoryScore = 100;
import {
  feedbackThemes,
  focusAreaCount,
  focusAreaExamples,
  type ScoringAggregates,
} from "@dugout/contracts/scoring-analytics";
import { whereSql, type CallFilter } from "./query-sql";

const round1 = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/** Day points for ranges up to a month, Monday-based weeks beyond (and when the range is open). */
function granularity(filter: CallFilter): "day" | "week" {
  if (!filter.from || !filter.to) return "week";
  const days = (Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000;
  return days <= 31 ? "day" : "week";
}

/** Every chart of Dashboard and Analytics for the filtered calls, in a handful of grouped queries. */
export async function callAggregates(db: Db, filter: CallFilter): Promise<ScoringAggregates> {
  const where = whereSql(filter);
  const tz = filter.tz ?? defaultTimeZone;
  const unit = granularity(filter);
  const categoryAverages = sql.join(
    scoreCategoryKeys.map(
      (key) =>
        sql`avg(${sql.identifier(key)}) as ${sql.identifier(`${key}_avg`)}, count(${sql.identifier(key)})::int as ${sql.identifier(`${key}_n`)}`,
    ),
    sql`, `,
  );
  const themes = sql.join(
    feedbackThemes.map(
      (theme) => sql`count(*) filter (where feedback ~* ${theme.pattern})::int as ${sql.identifier(theme.id)}`,
    ),
    sql`, `,
  );
  const [summaryRows, trendRows, distributionRows] = await Promise.all([
    rawRows<Record<string, unknown>>(
      db,
      sql`select count(*)::int as count, avg(score) as average, ${categoryAverages}, ${themes} from call_records ${where}`,
    ),
    rawRows<{ period: string; average: unknown; count: number }>(
      db,
      sql`select to_char(date_trunc(${unit}, date at time zone ${tz}), 'YYYY-MM-DD') as period, avg(score) as average, count(*)::int as count
          from call_records ${whereSql(filter, sql`date is not null`)} group by 1 order by 1`,
    ),
    rawRows<{ bucket: number; count: number }>(
      db,
      sql`select least(floor(score / 10), 9)::int as bucket, count(*)::int as count
          from call_records ${whereSql(filter, sql`score is not null`)} group by 1 order by 1`,
    ),
  ]);
  const summary = summaryRows[0] ?? {};
  const categories = scoreCategories.map((category) => ({
    key: category.key,
    average: round1(summary[`${category.key}_avg`]),
    count: Number(summary[`${category.key}_n`] ?? 0),
  }));
  // The lowest categories, never one at the top score: a category averaging 100 needs no coaching.
  const weakest = categories
    .filter(
      (category): category is typeof category & { average: number } =>
        category.average !== null && category.average < maxCategoryScore,
    )
    .sort((a, b) => a.average - b.average)
    .slice(0, focusAreaCount);
  const focusAreas = await Promise.all(
    weakest.map(async (category) => {
      const column = sql.identifier(category.key);
      const examples = await rawRows<{ feedback: string }>(
        db,
        sql`select feedback from call_records ${whereSql(filter, sql`${column} is not null and feedback is not null and feedback <> ''`)}
            order by ${column} asc, gong_call_id limit ${focusAreaExamples}`,
      );
      return { key: category.key, average: category.average, examples: examples.map((row) => row.feedback) };
    }),
  );
  const buckets = new Map(distributionRows.map((row) => [Number(row.bucket), Number(row.count)]));
  return {
    status: "ok",
    count: Number(summary.count ?? 0),
    average_score: round1(summary.average),
    trend: {
      granularity: unit,
      points: trendRows.map((row) => ({ period: row.period, average: round1(row.average), count: Number(row.count) })),
    },
    categories,
    distribution: Array.from({ length: 10 }, (_, bucket) => ({
      label: bucket === 9 ? "90-100" : `${bucket * 10}-${bucket * 10 + 9}`,
      min: bucket * 10,
      max: bucket === 9 ? 100 : bucket * 10 + 9,
      count: buckets.get(bucket) ?? 0,
    })),
    focus_areas: focusAreas,
    feedback_themes: feedbackThemes.map((theme) => ({
      id: theme.id,
      label: theme.label,
      count: Number(summary[theme.id] ?? 0),
    })),
  };
}
