import { describe, expect, it } from "vitest";
import { objections } from "@dugout/contracts/batting-cage-lists";
import type { WeakCategory } from "@dugout/contracts/coaching";
import { scenarioValuesSchema } from "@dugout/contracts/practice-scenarios";
import { difficultyOf, draftScenario } from "./scenario-draft";

const weak = (key: WeakCategory["key"], label: string, average: number): WeakCategory => ({
  key,
  label,
  average,
  calls: 5,
  evidence: [],
});
/** A "random" source that always answers the same point of [0, 1). */
const always = (value: number) => () => value;
const probing = weak("objection_probing_score", "Objection Handling: Probing", 35);
const depth = weak("discovery_depth_score", "Discovery Depth/Breadth", 41);

describe("the drafted scenario", () => {
  it("aims at the weak categories and raises the mined objections in turn", () => {
    const draft = draftScenario(
      "Maya Patel",
      [probing, depth],
      [
        { objection: objections[5], count: 4, examples: [] },
        { objection: objections[0], count: 2, examples: [] },
      ],
      always(0.1),
    );
    expect(scenarioValuesSchema.parse(draft)).toEqual(draft);
    expect(draft.name).toBe("Maya: Objection Handling: Probing + Discovery Depth/Breadth");
    expect(draft.difficulty).toBe("hard");
    expect(draft.categories).toEqual(["objection_probing_score", "discovery_depth_score"]);
    expect(draft.configuration.objection).toBe(objections[5]);
    expect(draft.configuration.customer_type).toBe("Switcher");
    expect(draft.configuration.personality_type).toBe("Skeptical");
    const instructions = draft.configuration.custom_instructions;
    expect(instructions).toContain(`1. "${objections[5]}"\n2. "${objections[0]}"`);
    expect(instructions).toContain("Discovery Depth/Breadth: Answer briefly; make the rep ask follow-up questions.");
    expect(instructions).toContain("Objection Handling: Probing: State each objection briefly");
  });

  it("picks an objection at random when none was mined, and the customer fits it", () => {
    const draft = draftScenario("Ray", [depth], [], always(0.7));
    expect(objections).toContain(draft.configuration.objection);
    expect(draft.configuration.custom_instructions).toContain(`"${draft.configuration.objection ?? ""}"`);
    expect(draft.categories).toEqual(["discovery_depth_score"]);
    const inception = draftScenario("Ray", [depth], [{ objection: objections[1], count: 1, examples: [] }]);
    expect(inception.configuration).toMatchObject({
      customer_type: "Inception",
      payroll_provider: "No Payroll Provider",
    });
  });

  it("is harder the weaker the rep: under 40 hard, under 60 medium, else easy", () => {
    expect(difficultyOf([weak("ace_score", "ACE", 39.9)])).toBe("hard");
    expect(difficultyOf([weak("ace_score", "ACE", 40), weak("ace_score", "ACE", 70)])).toBe("medium");
    expect(difficultyOf([weak("ace_score", "ACE", 60)])).toBe("easy");
  });
});
