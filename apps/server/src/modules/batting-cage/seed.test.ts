import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssignmentList, MyAssignments } from "@dugout/contracts/practice-scenarios";
import { createTestApp, type TestApp } from "../../test/harness";
import { battingCageSeedStep } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("batting cage seed", () => {
  it("saves a default configuration and finished practice calls of the rep, once", async () => {
    const admin = await t.signIn({ role: "admin", email: "admin@example.com", name: "Dana Admin" });
    await t.signIn({ role: "rep", email: "rep@example.com", name: "Riley Rep" });
    await t.signIn({ role: "rep", email: "jordan.brooks@dugout.example", name: "Jordan Brooks" });
    await battingCageSeedStep.run(t.database.db);
    await battingCageSeedStep.run(t.database.db);

    const configuration = await t.app.inject({
      method: "GET",
      url: "/batting_cage_configuration",
      headers: admin.headers,
    });
    expect(configuration.json()).toMatchObject({ user_full_name: "Dana Admin", employee_count: "1-5" });

    const month = await t.app.inject({
      method: "GET",
      url: "/batting_cage_conversations/report_data?range=last_week&tz=UTC",
      headers: admin.headers,
    });
    const thisWeek = await t.app.inject({
      method: "GET",
      url: "/batting_cage_conversations/report_data?range=this_week&tz=UTC",
      headers: admin.headers,
    });
    const total =
      month.json<{ totalSessions: number }>().totalSessions + thisWeek.json<{ totalSessions: number }>().totalSessions;
    expect(total).toBeGreaterThanOrEqual(3);
    const first = thisWeek.json<{ conversations: { id: string; user: { name: unknown } }[] }>().conversations[0];
    if (first) {
      expect(first.user.name).toEqual({ first_name: "Riley", last_name: "Rep" });
      const detail = await t.app.inject({
        method: "GET",
        url: `/batting_cage_conversations/${first.id}`,
        headers: admin.headers,
      });
      const answer = detail.json<{ transcript: unknown[]; score_card: { status: string } | null }>();
      expect(answer.transcript.length).toBeGreaterThan(3);
      // Owed a score: the next start's re-queue scores it.
      expect(["pending", "scored", "too_short"]).toContain(answer.score_card?.status);
    }
  });

  it("shows the coaching loop: the rep's assignment in progress, the second rep's met", async () => {
    const admin = await t.signIn({ email: "admin@example.com" });
    const rep = await t.signIn({ email: "rep@example.com" });
    const mine = await t.app.inject({ method: "GET", url: "/api/batting_cage/assignments/mine", headers: rep.headers });
    const [only, ...others] = mine.json<MyAssignments>().assignments;
    expect(others).toEqual([]);
    expect(only?.scenario.name).toBe("Discovery deep dive");
    expect(only).toMatchObject({ goal: { calls: 3, min_score: 70 }, calls: 2, calls_on_goal: 1, status: "started" });
    const list = await t.app.inject({ method: "GET", url: "/api/batting_cage/assignments", headers: admin.headers });
    const assignees = list.json<AssignmentList>().assignments.flatMap((assignment) => assignment.assignees);
    expect(assignees.map((each) => [each.email, each.status]).sort()).toEqual([
      ["jordan.brooks@dugout.example", "met"],
      ["rep@example.com", "started"],
    ]);
  });
});
