import { describe, expect, it } from "vitest";
import { CustomerBrain } from "./customer-brain";
import { answersQuestion, listeningPersonas, listeningTurns } from "./listening-turns";

describe("a customer that listens", () => {
  it.each(listeningPersonas)("answers the question asked in at least 90% of 40 turns ($business_name)", (persona) => {
    const brain = new CustomerBrain(persona);
    brain.reply({ kind: "typed", text: "Hi there!" }, 0);
    const missed = listeningTurns.filter(
      (turn) => !answersQuestion(turn.asks, brain.reply({ kind: "typed", text: turn.text }, 1).text, persona),
    );
    expect(listeningTurns).toHaveLength(40);
    expect(missed.length, missed.map((turn) => turn.text).join("\n")).toBeLessThanOrEqual(4);
  });
});
