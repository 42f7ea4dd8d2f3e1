import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  battingCageExampleCustomer,
  customerTypeDescriptions,
  personalityDescriptions,
  type BattingCageResolvedConfiguration,
  type CreateSessionAnswer,
} from "@dugout/contracts/batting-cage";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  connectWeriftBrowser,
  responseOutput,
  typedTurn,
  waitFor,
  type ReceivedEvent,
  type WeriftBrowser,
} from "../../test/werift-browser";
import { buildCustomerInstructions } from "./instructions";

// Pen-test finding 4: with "Hide the scenario from reps" on, a whole practice call on the offline
// simulator, every message the browser's data channel receives read, holds none of the scenario.

let t: TestApp;
beforeAll(async () => {
  // A simulated minute lasts one second: the customer closes and ends the call within the test.
  t = await createTestApp({ env: { REALTIME_SIM_CLOCK_SCALE: "60", REALTIME_SIM_ESPEAK: "off" } });
});
afterAll(async () => {
  await t.close();
});

const scenario = {
  ...battingCageExampleCustomer,
  business_name: "Pretzel Lab",
  personality_type: "Skeptical",
  custom_instructions: "The owner just opened a second shop across the river.",
} as const;

async function startHiddenCall(): Promise<CreateSessionAnswer> {
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
  return started.json<CreateSessionAnswer>();
}

/** Answers every elapsed_minutes call the customer makes, as the page does. */
function answerClockChecks(browser: WeriftBrowser, answered: Set<string>): void {
  for (const event of browser.received) {
    if (event.type !== "response.done") continue;
    for (const output of responseOutput(event)) {
      if (output.name !== "elapsed_minutes" || !output.call_id || answered.has(output.call_id)) continue;
      answered.add(output.call_id);
      browser.send({
        type: "conversation.item.create",
        item: { type: "function_call_output", call_id: output.call_id, output: '{"elapsed_minutes":0}' },
      });
      browser.send({ type: "response.create" });
    }
  }
}

/** The customer's reply to one typed turn (its transcript), clock checks answered meanwhile. */
async function say(browser: WeriftBrowser, text: string, answered: Set<string>): Promise<void> {
  const mark = browser.received.length;
  typedTurn(browser, text);
  await waitFor(
    () => {
      answerClockChecks(browser, answered);
      return browser.received.slice(mark).find((event) => event.type === "response.output_audio_transcript.done");
    },
    20_000,
    `the customer's answer to "${text}"`,
  );
}

/** What the rep may hear: the customer's own words, which name the business when asked, as a real owner would. */
function spokenWords(received: ReceivedEvent[]): string[] {
  return received
    .filter((event) => event.type === "response.output_audio_transcript.done")
    .map((event) => String(event.transcript));
}

describe("a practice call with the scenario hidden, on the offline simulator", () => {
  it("sends the browser none of the scenario on the data channel, from session.created to end_conversation", async () => {
    const answer = await startHiddenCall();
    expect(answer.batting_cage_configuration).toBeUndefined();
    const browser = await connectWeriftBrowser(t, {
      client_secret: answer.client_secret,
      sdp_url: answer.realtime.sdp_url,
    });
    const answered = new Set<string>();
    try {
      await say(browser, "Hi, am I speaking with the owner?", answered);
      await say(browser, "How many people work for you, and how do you run payroll today?", answered);
      await say(browser, "What is the hardest part of payroll for you?", answered);
      await say(browser, "We could take that off your plate. Can we book a demo next week?", answered);
      // Then the customer closes and, from minute 12, says goodbye and ends the call.
      await waitFor(
        () => {
          answerClockChecks(browser, answered);
          return browser.received.find(
            (event) =>
              event.type === "response.done" &&
              responseOutput(event).some((output) => output.name === "end_conversation"),
          );
        },
        40_000,
        "end_conversation",
      );
    } finally {
      await browser.close();
    }

    const types = new Set(browser.received.map((event) => event.type));
    for (const type of ["session.created", "session.updated", "response.created", "response.done"])
      expect(types).toContain(type);
    for (const event of browser.received.filter((event) => event.type.startsWith("session.")))
      expect(event.session).not.toHaveProperty("instructions");

    const resolved: BattingCageResolvedConfiguration = { ...scenario, id: null };
    const instructions = buildCustomerInstructions(resolved);
    // Text of the scenario that no message may carry, spoken or not.
    const neverSent = [
      ...instructions
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
      scenario.objection,
      customerTypeDescriptions[scenario.customer_type],
      personalityDescriptions[scenario.personality_type],
      scenario.custom_instructions,
    ];
    // The persona's values, which only the customer's own words may name.
    const onlySpoken = [
      scenario.business_name,
      scenario.business_type,
      scenario.payroll_provider,
      scenario.employee_count,
      scenario.customer_type,
      scenario.personality_type,
    ];
    const spoken = spokenWords(browser.received).map((words) => JSON.stringify(words).slice(1, -1));
    expect(spoken.join(" ")).toContain(scenario.business_name); // the customer did say who it is
    for (const event of browser.received) {
      const message = JSON.stringify(event);
      for (const text of neverSent) expect(message, `${event.type} carries "${text}"`).not.toContain(text);
      const unspoken = spoken.reduce((rest, words) => rest.split(words).join(""), message);
      for (const value of onlySpoken) expect(unspoken, `${event.type} names "${value}"`).not.toContain(value);
    }
  }, 120_000);
});
