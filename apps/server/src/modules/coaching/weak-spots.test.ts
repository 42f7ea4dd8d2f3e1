import { describe, expect, it } from "vitest";
import { scoreCategoryKeys, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import type { RealCall } from "./real-calls";
import { weakSpots } from "./weak-spots";

const call = (id: string, overrides: Partial<Record<ScoreCategoryKey, number | null>>, base = 80): RealCall => ({
  gongCallId: id,
  date: new Date("2026-03-01T10:00:00Z"),
  companyName: "Acme Bakery",
  scores: {
    ...(Object.fromEntries(scoreCategoryKeys.map((key) => [key, base])) as Record<ScoreCategoryKey, number>),
    ...overrides,
  },
  evidence: {
    discovery_depth_score: {
      quotes: [{ entry: 3, start: 0, end: 10, text: "How many?" }],
      suggestion: `Ask about their pay schedule (${id}).`,
    },
  },
  transcript: null,
});

describe("weak spots", () => {
  it("ranks the categories by mean, lowest first, ignoring calls a category did not apply to", () => {
    const calls = [
      call("a", { discovery_depth_score: 20, objection_probing_score: null, ace_score: 50 }),
      call("b", { discovery_depth_score: 40, objection_probing_score: 10, ace_score: 50 }),
      call("c", { discovery_depth_score: 30, objection_probing_score: null, ace_score: 50 }),
      call("d", { discovery_depth_score: 60, objection_probing_score: 10, ace_score: 50 }),
    ];
    const weak = weakSpots(calls);
    // Probing has the lowest mean (10) but only 2 scored calls: not enough to call it weak.
    expect(weak.map((category) => [category.key, category.average, category.calls])).toEqual([
      ["discovery_depth_score", 37.5, 4],
      ["ace_score", 50, 4],
    ]);
    expect(weak[0]?.label).toBe("Discovery Depth/Breadth");
  });

  it("shows the evidence of the lowest-scored calls, up to three", () => {
    const calls = ["a", "b", "c", "d"].map((id, index) => call(id, { discovery_depth_score: 50 - index * 10 }));
    const [depth] = weakSpots(calls);
    expect(depth?.evidence.map((item) => [item.gong_call_id, item.score, item.suggestion])).toEqual([
      ["d", 20, "Ask about their pay schedule (d)."],
      ["c", 30, "Ask about their pay schedule (c)."],
      ["b", 40, "Ask about their pay schedule (b)."],
    ]);
    expect(depth?.evidence[0]?.quotes).toEqual([{ entry: 3, start: 0, end: 10, text: "How many?" }]);
    expect(depth?.evidence[0]?.date).toBe("2026-03-01T10:00:00.000Z");
  });

  it("finds none with too few calls", () => {
    expect(weakSpots([call("a", {}), call("b", {})])).toEqual([]);
  });

  it("keeps the rubric's order on a tie", () => {
    const calls = ["a", "b", "c"].map((id) => call(id, {}, 60));
    expect(weakSpots(calls).map((category) => category.key)).toEqual(["ace_score", "discovery_effectiveness_score"]);
  });
});
