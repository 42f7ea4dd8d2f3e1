import { sql } from "drizzle-orm";
import { assignmentLimits, callsProgress } from "@dugout/contracts/practice-scenarios";
import { scoreCategories } from "@dugout/contracts/scoring";
import { rawRows, type Db } from "@dugout/db";
import type { Messaging } from "../../integrations/messaging/port";
import { progressSql, type ProgressRow } from "./assignment-progress";

export const assignmentReminderQueue = "batting-cage.assignment-reminders";
/** How often the schedule looks for reminders owed: well inside the two days' notice. */
export const assignmentReminderEverySeconds = 3600;

export type ReminderKind = "due" | "overdue";

export interface SentReminder {
  kind: ReminderKind;
  assignmentId: string;
  userId: string;
}

const labelOf = (key: string) => scoreCategories.find((category) => category.key === key)?.label ?? key;

function reminderText(kind: ReminderKind, row: ProgressRow, siteUrl: string): { subject: string; text: string } {
  const due = new Date(row.due_at).toUTCString();
  const goal = `${row.goal_calls} practice call${row.goal_calls === 1 ? "" : "s"} of "${row.scenario_name}" with ${row.categories.map(labelOf).join(", ")} at ${row.goal_min_score} or more`;
  const progress = `So far: ${callsProgress(row.calls_on_goal, row.goal_calls)} on goal.`;
  const link = `Practise at ${siteUrl}/batting_cage`;
  return kind === "due"
    ? {
        subject: `Practice due soon: ${row.scenario_name}`,
        text: `Hello ${row.user_name},\n\nYour practice assignment is due ${due}: ${goal}.\n${progress}\n\n${link}\n`,
      }
    : {
        subject: `Practice overdue: ${row.scenario_name}`,
        text: `Hello ${row.user_name},\n\nYour practice assignment was due ${due}: ${goal}.\n${progress}\n\n${link}\n`,
      };
}

/**
 * Claims the reminders owed at `now` and sends them: one when the due time is at most two days away, one once
 * the assignment is overdue, only to assignees whose goal is not met. Each reminder is claimed by setting its
 * column (`reminded_due_at`, `reminded_overdue_at`) where it is still null, in one UPDATE, so two instances
 * running this at once send it once: the second finds the column set. A reminder whose send fails is not sent
 * again (at most once: a missed reminder is better than a flood).
 */
export async function sendAssignmentReminders(
  db: Db,
  messaging: Messaging,
  now: Date,
  siteUrl: string,
): Promise<SentReminder[]> {
  const at = now.toISOString();
  const soon = new Date(now.getTime() + assignmentLimits.reminderBeforeDueHours * 3_600_000).toISOString();
  const sent: SentReminder[] = [];
  for (const kind of ["due", "overdue"] as const) {
    const column = kind === "due" ? sql.raw("reminded_due_at") : sql.raw("reminded_overdue_at");
    const owed =
      kind === "due"
        ? sql`a.due_at > ${at}::timestamptz AND a.due_at <= ${soon}::timestamptz`
        : sql`a.due_at <= ${at}::timestamptz`;
    const claimed = await rawRows<ProgressRow>(
      db,
      sql`WITH owed AS (
            ${progressSql(now, sql`${owed} AND ae.${column} IS NULL`)} WHERE status <> 'met'
          ), claimed AS (
            UPDATE batting_cage_assignees ae SET ${column} = ${at}::timestamptz
            FROM owed
            WHERE ae.assignment_id = owed.assignment_id AND ae.user_id = owed.user_id AND ae.${column} IS NULL
            RETURNING ae.assignment_id, ae.user_id
          )
          SELECT owed.* FROM owed JOIN claimed USING (assignment_id, user_id)`,
    );
    for (const row of claimed) {
      await messaging.send({ channel: "email", to: row.user_email, ...reminderText(kind, row, siteUrl) });
      sent.push({ kind, assignmentId: row.assignment_id, userId: row.user_id });
    }
  }
  return sent;
}
