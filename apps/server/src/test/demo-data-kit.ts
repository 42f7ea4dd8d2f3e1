import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";

/** The demo accounts: the two the boot message names, and the coaching loop's second rep (identity's seed). */
const demoUserEmails = ["admin@example.com", "rep@example.com", "jordan.brooks@dugout.example"];

/** How much of each kind of demo data a database holds (the seeds' tables, and the steps recorded as done). */
export async function demoDataCounts(db: Db) {
  const [row] = await rawRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from users where email in ${demoUserEmails}) as "demoUsers",
      (select count(*)::int from call_records) as "callRecords",
      (select count(*)::int from agent_responses) as "agentResponses",
      (select coalesce(sum(count), 0)::int from agent_response_daily) as "dailyResponses",
      (select count(*)::int from batting_cage_configurations) as "practiceConfigurations",
      (select count(*)::int from batting_cage_conversations) as "practiceCalls",
      -- The migration makes the default scenario on every install; the coaching loop's demo adds the others.
      (select count(*)::int - 1 from batting_cage_scenarios) as "scenariosBeyondDefault",
      (select count(*)::int from batting_cage_assignments) as "assignments",
      (select count(*)::int from batting_cage_assignees) as "assignees",
      (select count(*)::int from app_settings where key like 'seed:%') as "seedMarkers"`,
  );
  return row;
}

/** A fresh install's demo data, once (README "Signing in on a fresh install"). */
export const demoDataOnce = {
  // admin@example.com, rep@example.com and the coaching loop's Jordan Brooks.
  demoUsers: 3,
  // 560 of the Scoring Champ demo reps and 24 of rep@example.com.
  callRecords: 584,
  agentResponses: 1606,
  dailyResponses: 1606,
  // The default scenario's configuration and the coaching loop's two scenarios.
  practiceConfigurations: 3,
  // rep@example.com's 8 on the default scenario, 2 on their assignment; the second demo rep's 3 (met).
  practiceCalls: 13,
  // The coaching loop: two scenarios, an assignment in progress for rep@example.com and a met one for Jordan Brooks.
  scenariosBeyondDefault: 2,
  assignments: 2,
  assignees: 2,
  seedMarkers: 4,
};

export const noDemoData = {
  demoUsers: 0,
  callRecords: 0,
  agentResponses: 0,
  dailyResponses: 0,
  practiceConfigurations: 0,
  practiceCalls: 0,
  scenariosBeyondDefault: 0,
  assignments: 0,
  assignees: 0,
  seedMarkers: 0,
};
