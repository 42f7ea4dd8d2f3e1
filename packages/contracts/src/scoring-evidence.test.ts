import { describe, expect, it } from "vitest";
import { scoreCardCategories, strongestAndWeakest } from "./scoring-evidence";

describe("score cards", () => {
  it("lists the categories in the rubric's order and names the two strongest and two weakest, never the same one twice", () => {
    const categories = scoreCardCategories(
      {
        ace_score: 100,
        discovery_effectiveness_score: 20,
        discovery_depth_score: 60,
        consultation_teach_score: 40,
        consultation_tailor_score: 90,
        consultation_control_score: 20,
        objection_probing_score: null,
        objection_responding_score: null,
      },
      { ace_score: { quotes: [{ entry: 0, start: 0, end: 6, text: "Thanks" }], suggestion: "Set an agenda." } },
    );
    expect(categories[0]).toMatchObject({ key: "ace_score", score: 100, suggestion: "Set an agenda." });
    expect(categories[1]).toMatchObject({ quotes: [], suggestion: "" });
    expect(strongestAndWeakest(categories)).toEqual({
      strongest: ["ace_score", "consultation_tailor_score"],
      weakest: ["discovery_effectiveness_score", "consultation_control_score"],
    });
    const three = scoreCardCategories({ ace_score: 50, discovery_depth_score: 40, consultation_teach_score: 30 }, {});
    expect(strongestAndWeakest(three)).toEqual({
      strongest: ["ace_score", "discovery_depth_score"],
      weakest: ["consultation_teach_score"],
    });
  });
});
