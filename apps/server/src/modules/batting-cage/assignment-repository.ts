import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { auditActions } from "@dugout/contracts/audit";
import type {
  AssigneeStatus,
  Assignment,
  CreateAssignmentBody,
  MyAssignment,
  ScenarioDifficulty,
} from "@dugout/contracts/practice-scenarios";
import { battingCageAssignees, battingCageAssignments, users, type Db } from "@dugout/db";
import { recordAudit, type AuditBy } from "../../audit/record";
import { badRequest, notFound } from "../../errors";
import {
  isoOf,
  isoOrNull,
  leanColumns,
  progressRows,
  type LeanProgressRow,
  type ProgressRow,
} from "./assignment-progress";
import { defaultScenarioFields, type Author } from "./configuration-repository";
import { scenarioById } from "./scenario-repository";

const admin = { role: "admin" as const };

/** The people an assignment reaches: the ids named (each must be a person), or every active non-admin. */
async function assigneeIds(db: Db, body: CreateAssignmentBody): Promise<string[]> {
  if (body.everyone) {
    const reps = await db
      .select({ id: users.id })
      .from(users)
      .where(and(or(isNull(users.role), ne(users.role, "admin")), or(isNull(users.banned), eq(users.banned, false))));
    return reps.map((rep) => rep.id);
  }
  const wanted = [...new Set(body.user_ids ?? [])];
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, wanted));
  if (found.length !== wanted.length) throw badRequest("Some of the chosen reps do not exist.");
  return wanted;
}

/**
 * A new assignment of a scenario (not archived) to one rep, several or everyone, with its audit event, in one
 * transaction. The aimed-at categories are copied from the scenario's current version.
 */
export async function createAssignment(
  db: Db,
  body: CreateAssignmentBody,
  author: Author,
  by: AuditBy,
  now: Date,
): Promise<Assignment> {
  const scenario = await scenarioById(db, body.scenario_id, admin);
  if (!scenario) throw badRequest("The chosen scenario does not exist.");
  if (scenario.archived_at) throw badRequest("The chosen scenario is archived.");
  const people = await assigneeIds(db, body);
  if (people.length === 0) throw badRequest("There is nobody to assign this to.");
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(battingCageAssignments)
      .values({
        scenarioId: scenario.id,
        categories: scenario.categories,
        goalCalls: body.goal.calls,
        goalMinScore: body.goal.min_score,
        dueAt: new Date(body.due_at),
        createdBy: author.id,
        createdByName: author.fullName,
        createdAt: now,
      })
      .returning({ id: battingCageAssignments.id });
    if (!row) throw new Error("insert returned no row");
    await tx.insert(battingCageAssignees).values(people.map((userId) => ({ assignmentId: row.id, userId })));
    await recordAudit(tx, {
      action: auditActions.assignmentCreated,
      ...by,
      details: { assignment_id: row.id, scenario_id: scenario.id, assignees: people.length },
    });
    return row.id;
  });
  const created = await assignmentDetail(db, id, now);
  if (!created) throw new Error("the created assignment is gone");
  return created;
}

/** Removes an assignment and its assignees, with its audit event. */
export async function deleteAssignment(db: Db, id: string, by: AuditBy): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(battingCageAssignments)
      .where(eq(battingCageAssignments.id, id))
      .returning({ id: battingCageAssignments.id, scenarioId: battingCageAssignments.scenarioId });
    if (removed.length === 0) throw notFound("Assignment");
    await recordAudit(tx, {
      action: auditActions.assignmentDeleted,
      ...by,
      details: { assignment_id: id, scenario_id: removed[0]?.scenarioId ?? "" },
    });
  });
}

const progressOf = (row: LeanProgressRow) => ({
  calls: row.calls,
  calls_on_goal: row.calls_on_goal,
  status: row.status,
  last_call_at: isoOrNull(row.last_call_at),
});

const headOf = (row: ProgressRow) => ({
  id: row.assignment_id,
  scenario: { id: row.scenario_id, name: row.scenario_name, difficulty: row.scenario_difficulty },
  categories: row.categories,
  goal: { calls: row.goal_calls, min_score: row.goal_min_score },
  due_at: isoOf(row.due_at),
});

/**
 * The assignment's scenario's current version, for a scalar subquery in a select of `batting_cage_assignments`.
 * The outer column is written out in full: drizzle writes a column of a one-table select without its table, which
 * inside the subquery would name the version's own `scenario_id`.
 */
const currentVersionOfAssignment = sql.raw(
  `FROM batting_cage_configurations v WHERE v.scenario_id = "batting_cage_assignments"."scenario_id" ORDER BY v.created_at DESC, v.id DESC LIMIT 1`,
);

/**
 * Assignments the condition keeps (over `a` and `ae`), newest first, each with every assignee's progress (by
 * name). Three reads: the assignments, the assignees' progress (only what varies per row, so a page of
 * thousands of assignees moves little data), and the people's names once each.
 */
async function assignmentsWhere(db: Db, now: Date, where: SQL): Promise<Assignment[]> {
  const [heads, rows] = await Promise.all([
    db
      .select({
        id: battingCageAssignments.id,
        scenarioId: battingCageAssignments.scenarioId,
        categories: battingCageAssignments.categories,
        goalCalls: battingCageAssignments.goalCalls,
        goalMinScore: battingCageAssignments.goalMinScore,
        dueAt: battingCageAssignments.dueAt,
        createdAt: battingCageAssignments.createdAt,
        createdByName: battingCageAssignments.createdByName,
        scenarioName: sql<string | null>`(SELECT name ${currentVersionOfAssignment})`,
        scenarioDifficulty: sql<ScenarioDifficulty | null>`(SELECT difficulty ${currentVersionOfAssignment})`,
      })
      .from(battingCageAssignments)
      // The same condition as the progress rows (it may name the assignee, `ae`).
      .where(
        sql`${battingCageAssignments.id} IN (SELECT a.id FROM batting_cage_assignments a JOIN batting_cage_assignees ae ON ae.assignment_id = a.id WHERE ${where})`,
      )
      .orderBy(desc(battingCageAssignments.createdAt), asc(battingCageAssignments.id)),
    progressRows<LeanProgressRow>(db, now, where, sql``, leanColumns),
  ]);
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const people = new Map(
    (userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds))
    ).map((person) => [person.id, person]),
  );
  const byId = new Map<string, Assignment>();
  for (const head of heads) {
    byId.set(head.id, {
      id: head.id,
      scenario: {
        id: head.scenarioId,
        name: head.scenarioName ?? defaultScenarioFields.name,
        difficulty: head.scenarioDifficulty ?? defaultScenarioFields.difficulty,
      },
      categories: head.categories,
      goal: { calls: head.goalCalls, min_score: head.goalMinScore },
      due_at: head.dueAt.toISOString(),
      created_at: head.createdAt.toISOString(),
      created_by_name: head.createdByName,
      counts: { assignees: 0, not_started: 0, started: 0, met: 0, overdue: 0 },
      assignees: [],
    });
  }
  for (const row of rows) {
    const assignment = byId.get(row.assignment_id);
    const person = people.get(row.user_id);
    if (!assignment || !person) continue;
    assignment.counts.assignees += 1;
    assignment.counts[row.status satisfies AssigneeStatus] += 1;
    assignment.assignees.push({ user_id: row.user_id, name: person.name, email: person.email, ...progressOf(row) });
  }
  const byName = (a: { name: string; user_id: string }, b: { name: string; user_id: string }) =>
    a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id);
  for (const assignment of byId.values()) assignment.assignees.sort(byName);
  return [...byId.values()];
}

/** Every assignment, newest first, each with every assignee's progress (the manager's page). */
export async function listAssignments(db: Db, now: Date): Promise<Assignment[]> {
  return assignmentsWhere(db, now, sql`true`);
}

export async function assignmentDetail(db: Db, id: string, now: Date): Promise<Assignment | null> {
  const [assignment] = await assignmentsWhere(db, now, sql`a.id = ${id}`);
  return assignment ?? null;
}

/**
 * A rep's assignments still in view, soonest due first: every one whose goal is not met (overdue included), and
 * a met one until its due time, so the rep sees the goal met.
 */
export async function myAssignments(db: Db, userId: string, now: Date): Promise<MyAssignment[]> {
  const rows = await progressRows(
    db,
    now,
    sql`ae.user_id = ${userId}`,
    sql`WHERE status <> 'met' OR due_at > ${now.toISOString()}::timestamptz ORDER BY due_at, created_at, assignment_id`,
  );
  return rows.map((row) => ({ ...headOf(row), ...progressOf(row) }));
}
