import { describe, expect, it } from "vitest";
import { scoringConstants } from "@dugout/contracts/scoring";
import { demoCalls } from "./demo-calls";
import { scoreTranscriptHeuristically } from "./heuristic-scorer";

const now = new Date("2025-06-10T12:00:00Z");

describe("demo calls", () => {
  const calls = demoCalls(560, now);

  it("are deterministic: the same seed and day give the same calls", () => {
    expect(demoCalls(560, now)).toEqual(calls);
  });

  it("are at least 500 calls over the last six months from six to eight reps, some of them this week", () => {
    expect(calls.length).toBeGreaterThanOrEqual(500);
    const reps = new Set(calls.map((call) => call.rep).filter((rep) => rep !== scoringConstants.unknownRep));
    expect(reps.size).toBeGreaterThanOrEqual(6);
    expect(reps.size).toBeLessThanOrEqual(8);
    const ages = calls.map((call) => (now.getTime() - (call.date?.getTime() ?? 0)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(185);
    expect(ages.filter((age) => age <= 7).length).toBeGreaterThan(10);
    expect(new Set(calls.map((call) => call.gongCallId)).size).toBe(calls.length);
  });

  it("have varied transcripts whose scores agree with what was said", () => {
    expect(new Set(calls.map((call) => call.transcript)).size).toBeGreaterThan(calls.length * 0.95);
    const totals = calls.map((call) => call.score).filter((score): score is number => typeof score === "number");
    expect(Math.max(...totals) - Math.min(...totals)).toBeGreaterThan(30);
    for (const call of calls.slice(0, 50)) {
      if (!call.transcript) continue;
      const again = scoreTranscriptHeuristically({ transcript: call.transcript });
      expect(call.score).toBe(again.total);
      expect(call.aceScore).toBe(again.categories.ace_score);
      expect(call.feedback).toBe(again.feedback);
    }
  });
});

describe("heuristic scorer", () => {
  it("rewards the behaviours of each category and leaves objection handling out when no objection came up", () => {
    const weak = scoreTranscriptHeuristically({ transcript: "Sam (Rep): Hi.\nDana (Prospect): Hello." });
    expect(weak.categories.ace_score).toBe(20);
    expect(weak.categories.objection_probing_score).toBeNull();
    const strong = scoreTranscriptHeuristically({
      transcript: [
        "Sam (Rep): Thanks for taking the time. Here's what I was thinking we'd cover. At the end of the call, if it's not a fit, tell me. We have thirty minutes.",
        "Dana (Prospect): It's too expensive.",
        "Sam (Rep): What makes you say that? When you say expensive, compared to what?",
      ].join("\n"),
    });
    expect(strong.categories.ace_score).toBe(100);
    expect(strong.categories.objection_probing_score).toBe(100);
    expect(strong.feedback).toContain("Strong opening");
  });
});
