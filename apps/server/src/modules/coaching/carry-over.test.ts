import { describe, expect, it } from "vitest";
import { addDays, carryOverOf, mondayOf, todayIn, type DatedScores } from "./carry-over";

const call = (day: string, after: boolean, score: number | null): DatedScores => ({
  day,
  after,
  scores: { discovery_depth_score: score },
});

describe("carry-over series", () => {
  it("starts weeks on Monday", () => {
    expect(mondayOf("2026-03-04")).toBe("2026-03-02");
    expect(mondayOf("2026-03-02")).toBe("2026-03-02");
    expect(mondayOf("2026-03-08")).toBe("2026-03-02");
    expect(mondayOf("2026-01-01")).toBe("2025-12-29");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("groups each side's calls by week, leaves empty weeks empty and averages each side around the start", () => {
    const [depth] = carryOverOf({
      categories: ["discovery_depth_score"],
      since: "2026-03-04",
      from: "2026-02-18",
      until: "2027-03-03",
      today: "2026-03-20",
      practice: [call("2026-02-18", false, 40), call("2026-02-19", false, 50), call("2026-03-05", true, 70)],
      real: [call("2026-03-08", true, 61), call("2026-03-09", true, null)],
    });
    expect(depth?.weeks).toEqual([
      { week: "2026-02-16", practice: 45, practice_calls: 2, real: null, real_calls: 0 },
      { week: "2026-02-23", practice: null, practice_calls: 0, real: null, real_calls: 0 },
      { week: "2026-03-02", practice: 70, practice_calls: 1, real: 61, real_calls: 1 },
      { week: "2026-03-09", practice: null, practice_calls: 0, real: null, real_calls: 0 },
      { week: "2026-03-16", practice: null, practice_calls: 0, real: null, real_calls: 0 },
    ]);
    expect(depth?.practice).toEqual({ before: 45, after: 70, calls_before: 2, calls_after: 1 });
    expect(depth?.real).toEqual({ before: null, after: 61, calls_before: 0, calls_after: 1 });
  });

  it("runs to the start's week when it is still to come, and stops at the window's end", () => {
    const weeks = (since: string, until: string, today: string) =>
      carryOverOf({
        categories: ["discovery_depth_score"],
        since,
        from: addDays(since, -56),
        until,
        today,
        practice: [],
        real: [],
      })[0]?.weeks.map((week) => week.week);
    expect(weeks("2026-04-01", "2027-03-31", "2026-03-20")?.at(-1)).toBe("2026-03-30");
    const long = weeks("2020-01-01", addDays("2020-01-01", 364), "2026-03-20");
    expect(long?.at(-1)).toBe(mondayOf(addDays("2020-01-01", 363)));
    expect(long).toHaveLength(61);
  });

  it("knows today in the viewer's zone", () => {
    expect(todayIn("Pacific/Kiritimati", new Date("2026-03-01T23:00:00Z"))).toBe("2026-03-02");
    expect(todayIn("America/Los_Angeles", new Date("2026-03-01T03:00:00Z"))).toBe("2026-02-28");
  });
});
