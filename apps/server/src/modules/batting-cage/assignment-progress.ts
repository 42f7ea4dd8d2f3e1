import { sql, type SQL } from "drizzle-orm";
import type { AssigneeStatus } from "@dugout/contracts/practice-scenarios";
import type { ScenarioDifficulty } from "@dugout/contracts/practice-scenarios";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import { rawRows, type Db } from "@dugout/db";
import { defaultScenarioFields } from "./configuration-repository";

/** One assignee of one assignment with their progress, as the progress query answers it. */
export interface ProgressRow extends Record<string, unknown> {
  assignment_id: string;
  scenario_id: string;
  scenario_name: string;
  scenario_difficulty: ScenarioDifficulty;
  categories: ScoreCategoryKey[];
  goal_calls: number;
  goal_min_score: number;
  due_at: Date | string;
  created_at: Date | string;
  created_by_name: string;
  user_id: string;
  user_name: string;
  user_email: string;
  calls: number;
  calls_on_goal: number;
  last_call_at: Date | string | null;
  status: AssigneeStatus;
  reminded_due_at: Date | string | null;
  reminded_overdue_at: Date | string | null;
}

/**
 * Whether a scored call reached the goal in the assignment's `index`th aimed-at category (true when it aims at
 * fewer): one expression per category, since a scenario aims at three at most (scenarioLimits.categoriesMax),
 * cheaper per call than expanding the array.
 */
const onGoal = (index: number): SQL =>
  sql`(a.categories ->> ${sql.raw(String(index))} IS NULL OR COALESCE((ps.categories ->> (a.categories ->> ${sql.raw(String(index))}))::float8, -1) >= a.goal_min_score)`;

/**
 * Every assignee row of the assignments `where` keeps (an SQL condition over `a`, the assignment, and `ae`, the
 * assignee), with their progress and status derived in the database at `now`
 * (docs/requirements/batting-cage.md#assignments):
 * - a call counts when it ran the assignment's scenario (any version), was started after the assignment was
 *   made, is over and scored;
 * - it is on goal when every aimed-at category scored at least the goal's minimum (a category the call gave no
 *   occasion for, null, is not on goal);
 * - met: calls on goal reached the goal; else overdue: past the due time; else started: a counted call; else
 *   not started.
 * The lateral count reads the conversations index (scenario_id, user_id, created_at) per assignee.
 */
export function progressSql(now: Date, where: SQL): SQL {
  return sql`
    SELECT * FROM (
      SELECT a.id AS assignment_id, a.scenario_id,
             COALESCE(v.name, ${defaultScenarioFields.name}) AS scenario_name,
             COALESCE(v.difficulty, ${defaultScenarioFields.difficulty}) AS scenario_difficulty,
             a.categories, a.goal_calls, a.goal_min_score, a.due_at, a.created_at, a.created_by_name,
             ae.user_id, u.name AS user_name, u.email AS user_email,
             ae.reminded_due_at, ae.reminded_overdue_at,
             p.calls, p.calls_on_goal, p.last_call_at,
             CASE WHEN p.calls_on_goal >= a.goal_calls THEN 'met'
                  WHEN a.due_at <= ${now.toISOString()}::timestamptz THEN 'overdue'
                  WHEN p.calls > 0 THEN 'started'
                  ELSE 'not_started' END AS status
      FROM batting_cage_assignments a
      JOIN batting_cage_assignees ae ON ae.assignment_id = a.id
      JOIN users u ON u.id::text = ae.user_id
      LEFT JOIN LATERAL (
        SELECT name, difficulty FROM batting_cage_configurations
        WHERE scenario_id = a.scenario_id ORDER BY created_at DESC, id DESC LIMIT 1
      ) v ON true
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS calls,
               (count(*) FILTER (WHERE ${onGoal(0)} AND ${onGoal(1)} AND ${onGoal(2)}))::int AS calls_on_goal,
               max(c.created_at) AS last_call_at
        FROM batting_cage_conversations c
        JOIN batting_cage_practice_scores ps ON ps.conversation_id = c.id AND ps.status = 'scored'
        WHERE c.scenario_id = a.scenario_id AND c.user_id = ae.user_id
          AND c.created_at >= a.created_at AND c.status <> 'active'
      ) p
      WHERE ${where}
    ) progress`;
}

/**
 * The progress rows, read without PostgreSQL's JIT compilation: the planner's cost for a page of thousands of
 * assignees passes jit_above_cost, and compiling takes longer (tens of milliseconds) than the index lookups it
 * would speed up (docs/decisions/0040-practice-scenarios-and-assignments.md, the bench).
 */
export async function progressRows<Row extends Record<string, unknown> = ProgressRow>(
  db: Db,
  now: Date,
  where: SQL,
  then: SQL = sql``,
  columns: SQL = sql`*`,
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return rawRows<Row>(tx, sql`SELECT ${columns} FROM (${progressSql(now, where)}) rows ${then}`);
  });
}

/** The columns of a page of assignees: the assignment's own fields and the people's names are read once apart. */
export interface LeanProgressRow extends Record<string, unknown> {
  assignment_id: string;
  user_id: string;
  calls: number;
  calls_on_goal: number;
  last_call_at: Date | string | null;
  status: AssigneeStatus;
}
export const leanColumns = sql`assignment_id, user_id, calls, calls_on_goal, last_call_at, status`;

/** PGlite answers timestamps as Date, node-postgres as Date too; a string is parsed (older drivers). */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : isoOf(value));
