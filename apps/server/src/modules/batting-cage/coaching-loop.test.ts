import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditActions } from "@dugout/contracts/audit";
import { battingCageExampleCustomer, type ConversationDetail } from "@dugout/contracts/batting-cage";
import type { Assignment, MyAssignments, Scenario, ScenarioList } from "@dugout/contracts/practice-scenarios";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import {
  auditEvents,
  battingCageAssignees,
  battingCageConversations,
  battingCagePracticeScores,
  outboxMessages,
} from "@dugout/db";
import { createOutboxMessaging } from "../../integrations/messaging/outbox";
import type { Messaging, OutgoingMessage } from "../../integrations/messaging/port";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { assignmentDetail, myAssignments } from "./assignment-repository";
import { sendAssignmentReminders } from "./assignment-reminders";

type Who = Awaited<ReturnType<TestApp["signIn"]>>;
let t: TestApp;
let admin: Who;
let rep: Who;
let otherRep: Who;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ role: "admin", name: "Ada Admin" });
  rep = await t.signIn({ role: "rep", name: "Rita Rep", email: "rita@example.com" });
  otherRep = await t.signIn({ role: "rep", name: "Otto Other", email: "otto@example.com" });
});
afterAll(async () => {
  await t.close();
});

const configuration = {
  ...battingCageExampleCustomer,
  personality_type: "Skeptical",
  custom_instructions: "Mention the second location.",
};
const aimed: ScoreCategoryKey[] = ["discovery_depth_score", "objection_responding_score"];
const values = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  difficulty: "hard",
  categories: aimed,
  configuration: { ...configuration, ...extra },
});

const inject = (who: Who | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function createScenario(name: string, extra: Record<string, unknown> = {}): Promise<Scenario> {
  const response = await inject(admin, "POST", "/api/batting_cage/scenarios", values(name, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Scenario>();
}

async function startCall(who: Who, payload: object = {}): Promise<string> {
  const response = await inject(who, "POST", "/create_session", payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conversation_id: string }>().conversation_id;
}

/** A practice call of `who` on `scenarioId`, over and scored with these aimed-at category scores. */
async function scoredCall(who: Who, scenarioId: string, at: Date, scores: Partial<Record<ScoreCategoryKey, number>>) {
  const { db } = t.database;
  const [row] = await db
    .insert(battingCageConversations)
    .values({
      userId: who.user.id,
      userData: { user_id: who.user.id, name: { first_name: null, last_name: null }, providers: [] },
      scenarioId,
      configuration: { id: null, ...configuration } as never,
      status: "ended",
      createdAt: at,
      endedAt: at,
      durationMs: 600_000,
    })
    .returning({ id: battingCageConversations.id });
  if (!row) throw new Error("no conversation");
  await db.insert(battingCagePracticeScores).values({
    conversationId: row.id,
    status: "scored",
    total: 70,
    categories: scores,
    scoredAt: at,
  });
  return row.id;
}

const eventsOf = (action: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe("the scenario library", () => {
  it("starts with the default scenario, which the configuration routes read and write", async () => {
    const list = await inject(rep, "GET", "/api/batting_cage/scenarios");
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json<ScenarioList>().scenarios;
    expect(first).toMatchObject({ name: "Default scenario", difficulty: "medium", is_default: true, versions: 0 });
    expect(first?.categories).toEqual(["objection_probing_score", "objection_responding_score"]);

    const saved = await inject(admin, "POST", "/batting_cage_configurations", {
      batting_cage_configuration: configuration,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const after = await inject(rep, "GET", `/api/batting_cage/scenarios/${first?.id}`);
    expect(after.json<Scenario>()).toMatchObject({
      name: "Default scenario",
      versions: 1,
      configuration: { id: saved.json<{ id: string }>().id, business_name: configuration.business_name },
    });
  });

  it("keeps every save as a version, and each call records the scenario and the version it ran", async () => {
    const scenario = await createScenario("Price objection");
    expect(scenario).toMatchObject({ name: "Price objection", difficulty: "hard", versions: 1, is_default: false });
    const firstVersion = scenario.configuration.id;
    const onFirst = await startCall(rep, { batting_cage_configuration_id: firstVersion });

    const saved = await inject(admin, "POST", `/api/batting_cage/scenarios/${scenario.id}/versions`, {
      ...values("Price objection, harder", { business_name: "Corner Cafe" }),
      categories: ["objection_probing_score"],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const second = saved.json<Scenario>();
    expect(second).toMatchObject({ name: "Price objection, harder", versions: 2 });
    expect(second.configuration.id).not.toBe(firstVersion);
    const onSecond = await startCall(rep, { scenario_id: scenario.id });

    const rows = await t.database.db
      .select({
        id: battingCageConversations.id,
        scenarioId: battingCageConversations.scenarioId,
        configurationId: battingCageConversations.configurationId,
      })
      .from(battingCageConversations)
      .where(eq(battingCageConversations.scenarioId, scenario.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: onFirst, scenarioId: scenario.id, configurationId: firstVersion },
        { id: onSecond, scenarioId: scenario.id, configurationId: second.configuration.id },
      ]),
    );
    // The call's detail names the categories its own version aimed at.
    const detail = await inject(rep, "GET", `/batting_cage_conversations/${onFirst}`);
    expect(detail.json<ConversationDetail>().scenario).toEqual({
      id: scenario.id,
      name: "Price objection",
      categories: aimed,
    });
    const saves = await eventsOf(auditActions.configurationSaved);
    expect(saves.some((event) => event.details?.["scenario_id"] === scenario.id)).toBe(true);
    expect((await eventsOf(auditActions.scenarioCreated)).length).toBeGreaterThan(0);
  });

  it("lets only admins create, version and archive; reps see a hidden scenario emptied", async () => {
    const hidden = await createScenario("Mystery caller", { hide_scenario_from_reps: true });
    for (const who of [rep, otherRep]) {
      expect((await inject(who, "POST", "/api/batting_cage/scenarios", values("Nope"))).statusCode).toBe(403);
      const path = `/api/batting_cage/scenarios/${hidden.id}`;
      expect((await inject(who, "POST", `${path}/versions`, values("Nope"))).statusCode).toBe(403);
      expect((await inject(who, "POST", `${path}/archive`)).statusCode).toBe(403);
      const seen = (await inject(who, "GET", path)).json<Scenario>();
      expect(seen).toMatchObject({ name: "Mystery caller", categories: aimed });
      expect(seen.configuration).toMatchObject({ business_name: null, customer_type: null, custom_instructions: "" });
    }
    expect((await inject(null, "GET", "/api/batting_cage/scenarios")).statusCode).toBe(401);
    const asAdmin = (await inject(admin, "GET", `/api/batting_cage/scenarios/${hidden.id}`)).json<Scenario>();
    expect(asAdmin.configuration.business_name).toBe(configuration.business_name);
  });

  it("archives a scenario out of the reps' list and its calls; never the default one", async () => {
    const list = (await inject(admin, "GET", "/api/batting_cage/scenarios")).json<ScenarioList>().scenarios;
    const defaultId = list.find((scenario) => scenario.is_default)?.id;
    const refused = await inject(admin, "POST", `/api/batting_cage/scenarios/${defaultId}/archive`);
    expect(refused.statusCode).toBe(409);

    const old = await createScenario("Retired");
    const archived = await inject(admin, "POST", `/api/batting_cage/scenarios/${old.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<Scenario>().archived_at).not.toBeNull();
    const repList = (await inject(rep, "GET", "/api/batting_cage/scenarios?archived=true")).json<ScenarioList>();
    expect(repList.scenarios.map((scenario) => scenario.id)).not.toContain(old.id);
    const adminList = (await inject(admin, "GET", "/api/batting_cage/scenarios?archived=true")).json<ScenarioList>();
    expect(adminList.scenarios.map((scenario) => scenario.id)).toContain(old.id);
    expect((await inject(rep, "GET", `/api/batting_cage/scenarios/${old.id}`)).statusCode).toBe(404);
    const start = await inject(rep, "POST", "/create_session", { scenario_id: old.id });
    expect(start.statusCode).toBe(400);
    expect(errorOf(start).message).toBe("This scenario was archived. Choose another one.");
    const edit = await inject(admin, "POST", `/api/batting_cage/scenarios/${old.id}/versions`, values("Back"));
    expect(edit.statusCode).toBe(409);
    expect((await eventsOf(auditActions.scenarioArchived)).length).toBe(1);
  });
});

describe("assignments", () => {
  const hour = 3_600_000;

  async function assign(body: Record<string, unknown>): Promise<Assignment> {
    const response = await inject(admin, "POST", "/api/batting_cage/assignments", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Assignment>();
  }

  it("counts scored calls of the scenario since the assignment, on goal when every aimed-at category reaches the minimum", async () => {
    const scenario = await createScenario("Discovery drill");
    const other = await createScenario("Something else");
    const before = new Date(Date.now() - hour);
    await scoredCall(rep, scenario.id, before, { discovery_depth_score: 95, objection_responding_score: 95 });

    const due = new Date(Date.now() + 72 * hour);
    const assignment = await assign({
      scenario_id: scenario.id,
      user_ids: [rep.user.id, otherRep.user.id],
      due_at: due.toISOString(),
      goal: { calls: 2, min_score: 70 },
    });
    expect(assignment).toMatchObject({
      // Its own scenario's name, though another scenario was saved since.
      scenario: { id: scenario.id, name: "Discovery drill", difficulty: "hard" },
      categories: aimed,
      goal: { calls: 2, min_score: 70 },
      counts: { assignees: 2, not_started: 2 },
    });
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await scoredCall(rep, other.id, soon(1), { discovery_depth_score: 99, objection_responding_score: 99 });
    await scoredCall(rep, scenario.id, soon(2), { discovery_depth_score: 80, objection_responding_score: 60 });
    await scoredCall(rep, scenario.id, soon(3), { discovery_depth_score: 70, objection_responding_score: 90 });

    const later = soon(10);
    const started = await assignmentDetail(t.database.db, assignment.id, later);
    const rita = started?.assignees.find((each) => each.user_id === rep.user.id);
    expect(rita).toMatchObject({ calls: 2, calls_on_goal: 1, status: "started", name: "Rita Rep" });
    expect(started?.counts).toMatchObject({ started: 1, not_started: 1, met: 0, overdue: 0 });

    // A category the call gave no occasion for (missing) is not on goal.
    await scoredCall(rep, scenario.id, soon(4), { discovery_depth_score: 100 });
    await scoredCall(rep, scenario.id, soon(5), { discovery_depth_score: 71, objection_responding_score: 100 });
    const met = await assignmentDetail(t.database.db, assignment.id, later);
    expect(met?.assignees.find((each) => each.user_id === rep.user.id)).toMatchObject({
      calls: 4,
      calls_on_goal: 2,
      status: "met",
    });

    // Past the due time, whoever has not met the goal is overdue; met stays met.
    const overdue = await assignmentDetail(t.database.db, assignment.id, new Date(due.getTime() + hour));
    expect(overdue?.counts).toMatchObject({ met: 1, overdue: 1 });

    // Each rep reads their own only; the met one stays in view until its due time.
    const mine = await inject(rep, "GET", "/api/batting_cage/assignments/mine");
    expect(mine.json<MyAssignments>().assignments.find((each) => each.id === assignment.id)).toMatchObject({
      status: "met",
      calls_on_goal: 2,
    });
    expect(await myAssignments(t.database.db, rep.user.id, new Date(due.getTime() + hour))).toEqual([]);
    const others = (await inject(otherRep, "GET", "/api/batting_cage/assignments/mine")).json<MyAssignments>();
    expect(others.assignments.map((each) => each.id)).toContain(assignment.id);
    expect(others.assignments.find((each) => each.id === assignment.id)?.status).toBe("not_started");
  });

  it("is for admins: reps cannot list, read, create or delete assignments", async () => {
    const scenario = await createScenario("Admins only");
    const assignment = await assign({
      scenario_id: scenario.id,
      user_ids: [rep.user.id],
      due_at: new Date(Date.now() + 24 * hour).toISOString(),
      goal: { calls: 1, min_score: 50 },
    });
    const path = `/api/batting_cage/assignments/${assignment.id}`;
    for (const who of [rep, otherRep]) {
      expect((await inject(who, "GET", "/api/batting_cage/assignments")).statusCode).toBe(403);
      expect((await inject(who, "GET", path)).statusCode).toBe(403);
      expect((await inject(who, "DELETE", path)).statusCode).toBe(403);
      const create = await inject(who, "POST", "/api/batting_cage/assignments", {
        scenario_id: scenario.id,
        everyone: true,
        due_at: new Date().toISOString(),
        goal: { calls: 1, min_score: 50 },
      });
      expect(create.statusCode).toBe(403);
    }
    expect((await inject(null, "GET", "/api/batting_cage/assignments/mine")).statusCode).toBe(401);
    const list = (await inject(admin, "GET", "/api/batting_cage/assignments")).json<{ assignments: Assignment[] }>();
    expect(list.assignments.map((each) => each.id)).toContain(assignment.id);

    const removed = await inject(admin, "DELETE", path);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await inject(admin, "GET", path)).statusCode).toBe(404);
    expect((await inject(admin, "DELETE", path)).statusCode).toBe(404);
    expect((await eventsOf(auditActions.assignmentDeleted)).map((event) => event.details?.["assignment_id"])).toEqual([
      assignment.id,
    ]);
    expect((await eventsOf(auditActions.assignmentCreated)).length).toBeGreaterThan(0);
  });

  it("reaches everyone who is not an admin, and refuses unknown reps and archived scenarios", async () => {
    const scenario = await createScenario("All hands");
    const everyone = await assign({
      scenario_id: scenario.id,
      everyone: true,
      due_at: new Date(Date.now() + 24 * hour).toISOString(),
      goal: { calls: 1, min_score: 0 },
    });
    const ids = everyone.assignees.map((each) => each.user_id);
    expect(ids).toEqual(expect.arrayContaining([rep.user.id, otherRep.user.id]));
    expect(ids).not.toContain(admin.user.id);
    await inject(admin, "DELETE", `/api/batting_cage/assignments/${everyone.id}`);

    const unknown = await inject(admin, "POST", "/api/batting_cage/assignments", {
      scenario_id: scenario.id,
      user_ids: ["00000000-0000-4000-8000-000000000000"],
      due_at: new Date().toISOString(),
      goal: { calls: 1, min_score: 0 },
    });
    expect(unknown.statusCode).toBe(400);
    const nobody = await inject(admin, "POST", "/api/batting_cage/assignments", {
      scenario_id: scenario.id,
      user_ids: [],
      due_at: new Date().toISOString(),
      goal: { calls: 0, min_score: 101 },
    });
    expect(nobody.statusCode).toBe(400);
    expect(errorOf(nobody).code).toBe("validation_failed");
  });

  it("starts the rep's one open assignment when the call names no scenario", async () => {
    const fresh = await t.signIn({ role: "rep", name: "Fay Fresh" });
    const scenario = await createScenario("Assigned drill");
    const assignment = await assign({
      scenario_id: scenario.id,
      user_ids: [fresh.user.id],
      due_at: new Date(Date.now() + 24 * hour).toISOString(),
      goal: { calls: 3, min_score: 70 },
    });
    const id = await startCall(fresh);
    const [row] = await t.database.db
      .select({ scenarioId: battingCageConversations.scenarioId })
      .from(battingCageConversations)
      .where(eq(battingCageConversations.id, id));
    expect(row?.scenarioId).toBe(scenario.id);
    // With a second open assignment the choice is the rep's: the default scenario runs.
    const second = await createScenario("Second drill");
    await assign({
      scenario_id: second.id,
      user_ids: [fresh.user.id],
      due_at: new Date(Date.now() + 24 * hour).toISOString(),
      goal: { calls: 1, min_score: 70 },
    });
    const next = await startCall(fresh);
    const [nextRow] = await t.database.db
      .select({ scenarioId: battingCageConversations.scenarioId })
      .from(battingCageConversations)
      .where(eq(battingCageConversations.id, next));
    expect(nextRow?.scenarioId).not.toBe(scenario.id);
    expect(nextRow?.scenarioId).not.toBe(second.id);
    await inject(admin, "DELETE", `/api/batting_cage/assignments/${assignment.id}`);
  });
});

describe("assignment reminders", () => {
  const hour = 3_600_000;
  const recorder = () => {
    const sent: OutgoingMessage[] = [];
    const messaging: Messaging = {
      send: async (message) => {
        sent.push(message);
      },
    };
    return { sent, messaging };
  };

  it("mails each rep not on goal once two days before the due time and once when overdue, even from two instances", async () => {
    const { db } = t.database;
    const scenario = await createScenario("Reminded drill");
    const created = new Date();
    const due = new Date(created.getTime() + 5 * 24 * hour);
    const response = await inject(admin, "POST", "/api/batting_cage/assignments", {
      scenario_id: scenario.id,
      user_ids: [rep.user.id, otherRep.user.id],
      due_at: due.toISOString(),
      goal: { calls: 1, min_score: 60 },
    });
    const assignment = response.json<Assignment>();
    // Rita meets the goal: she gets no reminder.
    await scoredCall(rep, scenario.id, new Date(created.getTime() + 1000), {
      discovery_depth_score: 60,
      objection_responding_score: 61,
    });
    const ours = (sent: OutgoingMessage[]) => sent.filter((message) => message.subject?.includes("Reminded drill"));

    const early = recorder();
    await sendAssignmentReminders(db, early.messaging, new Date(due.getTime() - 49 * hour), t.config.baseUrl);
    expect(ours(early.sent)).toEqual([]);

    // Two instances run the schedule at the same moment: one reminder.
    const first = recorder();
    const second = recorder();
    const dueSoon = new Date(due.getTime() - 47 * hour);
    await Promise.all([
      sendAssignmentReminders(db, first.messaging, dueSoon, t.config.baseUrl),
      sendAssignmentReminders(db, second.messaging, dueSoon, t.config.baseUrl),
    ]);
    const dueMails = [...ours(first.sent), ...ours(second.sent)];
    expect(dueMails).toHaveLength(1);
    expect(dueMails[0]).toMatchObject({ channel: "email", to: "otto@example.com" });
    expect(dueMails[0]?.subject).toBe("Practice due soon: Reminded drill");
    expect(dueMails[0]?.text).toContain("So far: 0 of 1 call on goal.");

    const again = recorder();
    await sendAssignmentReminders(db, again.messaging, new Date(due.getTime() - hour), t.config.baseUrl);
    expect(ours(again.sent)).toEqual([]);

    const late = recorder();
    await sendAssignmentReminders(db, late.messaging, new Date(due.getTime() + hour), t.config.baseUrl);
    expect(ours(late.sent).map((message) => [message.to, message.subject])).toEqual([
      ["otto@example.com", "Practice overdue: Reminded drill"],
    ]);
    const later = recorder();
    await sendAssignmentReminders(db, later.messaging, new Date(due.getTime() + 48 * hour), t.config.baseUrl);
    expect(ours(later.sent)).toEqual([]);

    const [row] = await db
      .select()
      .from(battingCageAssignees)
      .where(
        and(eq(battingCageAssignees.assignmentId, assignment.id), eq(battingCageAssignees.userId, otherRep.user.id)),
      );
    expect(row?.remindedDueAt?.toISOString()).toBe(dueSoon.toISOString());
    expect(row?.remindedOverdueAt).not.toBeNull();
  });

  it("sends through the app's messaging (the outbox in development)", async () => {
    const { db } = t.database;
    const scenario = await createScenario("Outbox drill");
    const due = new Date(Date.now() + 24 * hour);
    await inject(admin, "POST", "/api/batting_cage/assignments", {
      scenario_id: scenario.id,
      user_ids: [otherRep.user.id],
      due_at: due.toISOString(),
      goal: { calls: 1, min_score: 60 },
    });
    await sendAssignmentReminders(db, createOutboxMessaging(db), new Date(), t.config.baseUrl);
    const mail = await db.select().from(outboxMessages).where(eq(outboxMessages.to, "otto@example.com"));
    expect(mail.map((message) => message.subject)).toContain("Practice due soon: Outbox drill");
  });
});
