import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BattingCageConfiguration, ConversationDetail, CreateSessionAnswer } from "@dugout/contracts/batting-cage";
import { practiceScoreLabels, type PracticeHistory } from "@dugout/contracts/batting-cage-scores";
import { createTestApp, type TestApp } from "../../test/harness";

type Who = { headers: Record<string, string>; user: { id: string } };
let t: TestApp;
let admin: Who;
let rep: Who;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ role: "admin", name: "Ada Admin" });
  rep = await t.signIn({ role: "rep", name: "Rita Rep" });
});
afterAll(async () => {
  await t.close();
});

const objection = "It's too expensive. I can't justify another monthly bill right now.";
const scenario = {
  customer_type: "Switcher",
  objection,
  business_name: "Pretzel Lab",
  employee_count: "5-10",
  business_type: "Bakery",
  payroll_provider: "Gusto",
  personality_type: "Skeptical",
  custom_instructions: "The owner just opened a second shop.",
};

async function saveConfiguration(hide: boolean | undefined): Promise<BattingCageConfiguration> {
  const response = await t.app.inject({
    method: "POST",
    url: "/batting_cage_configurations",
    headers: admin.headers,
    payload: {
      batting_cage_configuration: hide === undefined ? scenario : { ...scenario, hide_scenario_from_reps: hide },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BattingCageConfiguration>();
}

const get = async <T>(who: Who, url: string): Promise<{ body: T; raw: string }> => {
  const response = await t.app.inject({ method: "GET", url, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<T>(), raw: response.body };
};

async function startCall(
  who: Who,
  body: Record<string, unknown> = {},
): Promise<{ body: CreateSessionAnswer; raw: string }> {
  const response = await t.app.inject({ method: "POST", url: "/create_session", headers: who.headers, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<CreateSessionAnswer>(), raw: response.body };
}

/** None of the scenario's words in an answer the rep receives. */
const expectNoScenarioIn = (raw: string) => {
  for (const word of [objection, "Pretzel Lab", "Switcher", "Skeptical", "second shop"])
    expect(raw).not.toContain(word);
};

describe("hiding the scenario from reps until the call ends", () => {
  it("is off by default: reps see the configuration and the values their call uses, as the spec shows them", async () => {
    const saved = await saveConfiguration(undefined);
    expect(saved.hide_scenario_from_reps).toBe(false);
    const config = await get<BattingCageConfiguration>(rep, "/batting_cage_configuration");
    expect(config.body).toMatchObject({ objection, business_name: "Pretzel Lab", hide_scenario_from_reps: false });
    const call = await startCall(rep);
    expect(call.body.batting_cage_configuration?.objection).toBe(objection);
  });

  it("when on, sends reps no scenario before or during the call, and shows it once the call has ended", async () => {
    const saved = await saveConfiguration(true);
    expect(saved.hide_scenario_from_reps).toBe(true);

    // The admin still reads the whole configuration (their form needs it).
    const forAdmin = await get<BattingCageConfiguration>(admin, "/batting_cage_configuration");
    expect(forAdmin.body).toMatchObject({ objection, hide_scenario_from_reps: true });

    const config = await get<BattingCageConfiguration>(rep, "/batting_cage_configuration");
    expect(config.body.hide_scenario_from_reps).toBe(true);
    expect(config.body).toMatchObject({ customer_type: null, objection: null, business_name: null });
    expectNoScenarioIn(config.raw);

    // The page has nothing to send; whatever it sends is not echoed back.
    const call = await startCall(rep, { batting_cage_configuration_id: config.body.id });
    expect(call.body.batting_cage_configuration).toBeUndefined();
    expectNoScenarioIn(call.raw);
    const id = call.body.conversation_id;

    const during = await get<ConversationDetail>(rep, `/batting_cage_conversations/${id}`);
    expect(during.body.batting_cage_configuration).toBeNull();
    expectNoScenarioIn(during.raw);
    const history = await get<PracticeHistory>(rep, "/batting_cage_conversations/history");
    // (The first test's call, whose scenario was shown, is in the list too.)
    const running = history.body.conversations.find((entry) => entry.id === id);
    expect(running?.scenario).toBe(practiceScoreLabels.scenarioHidden);
    expectNoScenarioIn(JSON.stringify(running));

    // The admin sees the running call's scenario.
    const adminView = await get<ConversationDetail>(admin, `/batting_cage_conversations/${id}`);
    expect(adminView.body.batting_cage_configuration?.objection).toBe(objection);

    const ended = await t.app.inject({
      method: "PATCH",
      url: `/batting_cage_conversations/${id}`,
      headers: rep.headers,
      payload: { transcript: [{ role: "user", text: "Hi there." }], status: "ended" },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await get<ConversationDetail>(rep, `/batting_cage_conversations/${id}`);
    expect(after.body.batting_cage_configuration).toMatchObject({ objection, business_name: "Pretzel Lab" });
    const historyAfter = await get<PracticeHistory>(rep, "/batting_cage_conversations/history");
    expect(historyAfter.body.conversations.find((entry) => entry.id === id)?.scenario).toContain("Pretzel Lab");
  });

  it("keeps a call's visibility to the version it used when the admin turns the switch off mid-call", async () => {
    await saveConfiguration(true);
    const call = await startCall(rep);
    await saveConfiguration(false);
    const during = await get<ConversationDetail>(rep, `/batting_cage_conversations/${call.body.conversation_id}`);
    expect(during.body.batting_cage_configuration).toBeNull();
    // The next call uses the new version: shown again.
    const next = await startCall(rep);
    expect(next.body.batting_cage_configuration?.objection).toBe(objection);
  });
});
