import { describe, expect, it } from "vitest";
import type { CarryOverSide } from "@dugout/contracts/coaching";
import { carryOverSentence, dayAndMonth } from "./carry-over-sentence";

const side = (before: number | null, after: number | null, callsBefore: number, callsAfter: number): CarryOverSide => ({
  before,
  after,
  calls_before: callsBefore,
  calls_after: callsAfter,
});
const label = "Objection Handling: Probing";
const since = "2026-03-03";
const today = "2026-05-01";

describe("the carry-over sentence", () => {
  it("states a rise on both sides with the verb once when both rose", () => {
    expect(carryOverSentence(label, side(41, 63, 3, 3), side(38, 52, 5, 4), since, today)).toBe(
      "Objection Handling: Probing rose from 41 to 63 on practice calls and from 38 to 52 on real calls since the assignment on 3 March.",
    );
  });

  it("names each verb when the sides moved apart, and rounds the averages", () => {
    expect(carryOverSentence(label, side(40.6, 62.6, 3, 3), side(52.4, 41.2, 3, 3), since, today)).toBe(
      "Objection Handling: Probing rose from 41 to 63 on practice calls and fell from 52 to 41 on real calls since the assignment on 3 March.",
    );
  });

  it("says a change under 5 points held, at the later average", () => {
    expect(carryOverSentence(label, side(60, 64.4, 4, 4), side(50, 45, 4, 4), since, today)).toBe(
      "Objection Handling: Probing held at 64 on practice calls and fell from 50 to 45 on real calls since the assignment on 3 March.",
    );
  });

  it("says held once when both sides held", () => {
    expect(carryOverSentence(label, side(60, 62, 3, 3), side(50, 47, 3, 3), since, today)).toBe(
      "Objection Handling: Probing held at 62 on practice calls and at 47 on real calls since the assignment on 3 March.",
    );
  });

  it("claims nothing about a side with fewer than 3 calls after the start", () => {
    expect(carryOverSentence(label, side(41, 63, 3, 3), side(38, 52, 9, 2), since, today)).toBe(
      "Objection Handling: Probing rose from 41 to 63 on practice calls since the assignment on 3 March; not enough real calls since the assignment to say.",
    );
  });

  it("claims nothing about a side with fewer than 3 calls before the start", () => {
    expect(carryOverSentence(label, side(null, 70, 0, 5), side(38, 52, 3, 3), since, today)).toBe(
      "Objection Handling: Probing rose from 38 to 52 on real calls since the assignment on 3 March; not enough practice calls before the assignment to compare.",
    );
  });

  it("says when neither side can support a claim", () => {
    expect(carryOverSentence(label, side(null, null, 0, 0), side(50, 60, 3, 2), since, today)).toBe(
      "For Objection Handling: Probing, not enough practice calls since the assignment to say; not enough real calls since the assignment to say.",
    );
  });

  it("writes the day and month, with the year only when it is not this year's", () => {
    expect(dayAndMonth("2026-03-03", "2026-11-27")).toBe("3 March");
    expect(dayAndMonth("2025-12-31", "2026-01-02")).toBe("31 December 2025");
  });
});
