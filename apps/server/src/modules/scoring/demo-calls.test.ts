import { describe, expect, it } from "vitest";
import { scoringConstants } from "@dugout/contracts/scoring";
import { demoCalls } from "./demo-calls";
import { scoreTranscriptHeuristically } from "../../scoring-engine/heuristic-scorer";
import { linesOfCallTranscript } from "../../scoring-engine/transcript-lines";

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

  it("include calls made today before now, on a Saturday just after midnight too", () => {
    const saturdayNight = new Date("2026-11-28T00:10:00Z");
    const midnight = Date.parse("2026-11-28T00:00:00Z");
    const today = demoCalls(560, saturdayNight).filter((call) => (call.date?.getTime() ?? 0) >= midnight);
    expect(today.length).toBeGreaterThan(0);
    for (const call of today) expect(call.date?.getTime()).toBeLessThanOrEqual(saturdayNight.getTime());
  });

  it("have varied transcripts whose scores agree with what was said", () => {
    expect(new Set(calls.map((call) => call.transcript)).size).toBeGreaterThan(calls.length * 0.95);
    const totals = calls.map((call) => call.score).filter((score): score is number => typeof score === "number");
    expect(Math.max(...totals) - Math.min(...totals)).toBeGreaterThan(30);
    for (const call of calls.slice(0, 50)) {
      if (!call.transcript) continue;
      const again = scoreTranscriptHeuristically({ lines: linesOfCallTranscript(call.transcript) });
      expect(call.score).toBe(again.total);
      expect(call.aceScore).toBe(again.categories.ace_score);
      expect(call.feedback).toBe(again.feedback);
      expect(call.evidence).toEqual(again.evidence);
    }
  });
});
