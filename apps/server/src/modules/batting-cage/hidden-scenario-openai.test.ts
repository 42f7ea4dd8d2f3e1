import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battingCageExampleCustomer, type CreateSessionAnswer } from "@dugout/contracts/batting-cage";
import { startOpenAiRealtimeStandIn } from "../../integrations/realtime/openai-realtime-stand-in";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildCustomerInstructions } from "./instructions";

// With OpenAI's realtime service, "Hide the scenario from reps" cannot keep the instructions out of
// the browser: OpenAI echoes the session it was minted with, instructions included, to the call's
// data channel (session.created, session.updated), and a sideband connection would not change that
// (docs/decisions/0024-realtime-readiness.md, addendum). This pins what Dugout itself does at the
// HTTP boundary: the instructions go to OpenAI in the mint, and nothing of the scenario in our answer.
let standIn: Awaited<ReturnType<typeof startOpenAiRealtimeStandIn>>;
let t: TestApp;
beforeAll(async () => {
  standIn = await startOpenAiRealtimeStandIn();
  t = await createTestApp({ env: { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: standIn.baseUrl } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const scenario = {
  ...battingCageExampleCustomer,
  business_name: "Pretzel Lab",
  personality_type: "Skeptical",
  custom_instructions: "The owner just opened a second shop across the river.",
} as const;

describe("a practice call with the scenario hidden, on OpenAI's realtime service", () => {
  it("sends the instructions to OpenAI in the client secret's session, and none of the scenario to the rep", async () => {
    const admin = await t.signIn({ role: "admin" });
    const saved = await t.app.inject({
      method: "POST",
      url: "/batting_cage_configurations",
      headers: admin.headers,
      payload: { batting_cage_configuration: { ...scenario, hide_scenario_from_reps: true } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const rep = await t.signIn({ role: "rep" });
    const started = await t.app.inject({ method: "POST", url: "/create_session", headers: rep.headers, payload: {} });
    expect(started.statusCode, started.body).toBe(200);

    const answer = started.json<CreateSessionAnswer>();
    expect(answer.client_secret.value).toBe("ek_68af_test");
    expect(answer.realtime.sdp_url).toBe("https://api.openai.com/v1/realtime/calls");
    expect(answer.batting_cage_configuration).toBeUndefined();
    const { employee_count: _count, ...words } = scenario; // "5-10" could occur inside the conversation's UUID
    for (const value of [...Object.values(words), "owner of"]) expect(started.body).not.toContain(value);

    // What OpenAI then shows the browser in session.created: the whole scenario.
    const minted = standIn.seen.at(-1)?.body as { session: { instructions: string } };
    expect(minted.session.instructions).toBe(buildCustomerInstructions({ ...scenario, id: null }));
  });
});
