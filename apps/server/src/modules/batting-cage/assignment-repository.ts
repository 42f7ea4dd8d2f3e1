import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { auditActions } from "@dugout/contracts/audit";
import type {
  AssigneeStatus,
  Assignment,
  CreateAssignmentBody,
  MyAssignment,
} from "@dugout/contracts/practice-scenarios";
import { battingCageAssignees, battingCageAssignments, users, type Db } from "@dugout/db";
import { recordAudit, type AuditBy } from "../../audit/record";
import { badRequest, notFound } from "../../errors";
import { isoOf, isoOrNull, progressRows, type ProgressRow } from "./assignment-progress";
import type { Author } from "./configuration-repository";
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

const progressOf = (row: ProgressRow) => ({
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

/** Rows of one or many assignments (ordered by assignment) grouped into the API's shape. */
function toAssignments(rows: ProgressRow[]): Assignment[] {
  const byId = new Map<string, Assignment>();
  for (const row of rows) {
    let assignment = byId.get(row.assignment_id);
    if (!assignment) {
      assignment = {
        ...headOf(row),
        created_at: isoOf(row.created_at),
        created_by_name: row.created_by_name,
        counts: { assignees: 0, not_started: 0, started: 0, met: 0, overdue: 0 },
        assignees: [],
      };
      byId.set(row.assignment_id, assignment);
    }
    assignment.counts.assignees += 1;
    assignment.counts[row.status satisfies AssigneeStatus] += 1;
    assignment.assignees.push({
      user_id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      ...progressOf(row),
    });
  }
  return [...byId.values()];
}

const listOrder = sql`ORDER BY created_at DESC, assignment_id, user_name, user_id`;

/** Every assignment, newest first, each with every assignee's progress (the manager's page). */
export async function listAssignments(db: Db, now: Date): Promise<Assignment[]> {
  return toAssignments(await progressRows(db, now, sql`true`, listOrder));
}

export async function assignmentDetail(db: Db, id: string, now: Date): Promise<Assignment | null> {
  const [assignment] = toAssignments(await progressRows(db, now, sql`a.id = ${id}`, listOrder));
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
