import { describe, expect, it } from "vitest";
import { reportRange, startOfLocalDay } from "./report-range";

const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

describe("report ranges in the viewer's time zone (weeks start on Monday)", () => {
  // Sunday 2026-03-01 20:00 in Los Angeles is already Monday 2026-03-02 04:00 UTC
  // and Monday 13:00 in Tokyo: the three viewers disagree on the week and the month.
  const now = new Date("2026-03-02T04:00:00Z");

  it("Los Angeles: still Sunday, last week of February", () => {
    const tz = "America/Los_Angeles";
    expect(iso(reportRange("today", tz, now))).toEqual(["2026-03-01T08:00:00.000Z", "2026-03-02T08:00:00.000Z"]);
    expect(iso(reportRange("this_week", tz, now))).toEqual(["2026-02-23T08:00:00.000Z", "2026-03-02T08:00:00.000Z"]);
    expect(iso(reportRange("last_week", tz, now))).toEqual(["2026-02-16T08:00:00.000Z", "2026-02-23T08:00:00.000Z"]);
    expect(iso(reportRange("this_month", tz, now))).toEqual(["2026-03-01T08:00:00.000Z", "2026-04-01T07:00:00.000Z"]);
  });

  it("Tokyo: already Monday, a new week", () => {
    const tz = "Asia/Tokyo";
    expect(iso(reportRange("today", tz, now))).toEqual(["2026-03-01T15:00:00.000Z", "2026-03-02T15:00:00.000Z"]);
    expect(iso(reportRange("this_week", tz, now))).toEqual(["2026-03-01T15:00:00.000Z", "2026-03-08T15:00:00.000Z"]);
    expect(iso(reportRange("last_week", tz, now))).toEqual(["2026-02-22T15:00:00.000Z", "2026-03-01T15:00:00.000Z"]);
    expect(iso(reportRange("this_month", tz, now))).toEqual(["2026-02-28T15:00:00.000Z", "2026-03-31T15:00:00.000Z"]);
  });

  it("a month that starts mid-week, and the year boundary", () => {
    const tz = "Europe/Paris";
    const newYear = new Date("2026-12-31T23:30:00Z"); // 00:30 on Friday 2027-01-01 in Paris
    expect(iso(reportRange("this_month", tz, newYear))).toEqual([
      "2026-12-31T23:00:00.000Z",
      "2027-01-31T23:00:00.000Z",
    ]);
    expect(iso(reportRange("this_week", tz, newYear))).toEqual([
      "2026-12-27T23:00:00.000Z",
      "2027-01-03T23:00:00.000Z",
    ]);
    expect(iso(reportRange("today", "UTC", newYear))).toEqual(["2026-12-31T00:00:00.000Z", "2027-01-01T00:00:00.000Z"]);
  });

  it("a week across a DST change is 167 hours long", () => {
    const range = reportRange("this_week", "America/New_York", new Date("2026-03-10T12:00:00Z"));
    expect(iso(range)).toEqual(["2026-03-09T04:00:00.000Z", "2026-03-16T04:00:00.000Z"]);
    const sunday = reportRange("this_week", "America/New_York", new Date("2026-03-08T12:00:00Z"));
    expect((sunday.end.getTime() - sunday.start.getTime()) / 3_600_000).toBe(167);
  });

  it("a day whose midnight is skipped starts at the first existing time", () => {
    // Chile moves its clocks from 00:00 to 01:00 on 2026-09-06.
    expect(startOfLocalDay({ year: 2026, month: 9, day: 6 }, "America/Santiago").toISOString()).toBe(
      "2026-09-06T04:00:00.000Z",
    );
    expect(startOfLocalDay({ year: 2026, month: 9, day: 7 }, "America/Santiago").toISOString()).toBe(
      "2026-09-07T03:00:00.000Z",
    );
  });
});
