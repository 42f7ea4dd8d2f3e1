import { describe, expect, it } from "vitest";
import type { BusinessNameCandidate } from "@dugout/contracts/name-generator";
import { anyPending, averageScore, sortByScore } from "./scores";

const candidate = (
  name: string,
  score: number | null,
  status: BusinessNameCandidate["status"] = "complete",
): BusinessNameCandidate => ({
  uuid: `00000000-0000-4000-8000-00000000000${name.length}`,
  name,
  status,
  research_data:
    score === null
      ? null
      : {
          overall_score: score,
          score_breakdown: {
            memorability: score,
            pronounceability: score,
            originality: score,
            cultural_sensitivity: score,
            practical_availability: score,
          },
        },
});

describe("scores", () => {
  it("sorts descending with a missing score counted as 0, keeping ties in order", () => {
    const names = [
      candidate("a", 50),
      candidate("b", null, "pending"),
      candidate("c", 90),
      candidate("d", 50),
      candidate("e", 0),
    ];
    expect(sortByScore(names).map((name) => name.name)).toEqual(["c", "a", "d", "b", "e"]);
  });

  it("averages the names that have a score, rounded", () => {
    expect(averageScore([candidate("a", 80), candidate("b", 71), candidate("c", null, "pending")])).toBe(76);
    expect(averageScore([candidate("a", null, "pending")])).toBe(0);
  });

  it("knows when polling can stop", () => {
    expect(anyPending([candidate("a", 80), candidate("b", null, "pending")])).toBe(true);
    expect(anyPending([candidate("a", 80), candidate("b", null, "failed")])).toBe(false);
  });
});
