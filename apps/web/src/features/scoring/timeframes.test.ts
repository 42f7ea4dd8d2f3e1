import { describe, expect, it } from "vitest";
import { acceptCustomChange, defaultCustomRange, mondayOf, timeframeRange } from "./timeframes";
import { defaultSort, nextSort } from "./sorting";

// Local-time constructors: the results are calendar days in the viewer's own zone, whatever it is.
const wednesday = new Date(2025, 5, 11, 15, 30); // Wed 11 June 2025
const sunday = new Date(2025, 5, 15, 23, 59); // Sun 15 June 2025
const monday = new Date(2025, 5, 16, 0, 1); // Mon 16 June 2025

describe("timeframes", () => {
  it("This Week runs from Monday to today, Sunday belonging to the week before it", () => {
    expect(timeframeRange("this_week", wednesday)).toEqual({ from: "2025-06-09", to: "2025-06-11" });
    expect(timeframeRange("this_week", sunday)).toEqual({ from: "2025-06-09", to: "2025-06-15" });
    expect(timeframeRange("this_week", monday)).toEqual({ from: "2025-06-16", to: "2025-06-16" });
    expect(mondayOf(new Date(2025, 0, 1))).toEqual(new Date(2024, 11, 30));
  });

  it("Last Week is the previous Monday to Sunday", () => {
    expect(timeframeRange("last_week", wednesday)).toEqual({ from: "2025-06-02", to: "2025-06-08" });
    expect(timeframeRange("last_week", monday)).toEqual({ from: "2025-06-09", to: "2025-06-15" });
    // across a year boundary
    expect(timeframeRange("last_week", new Date(2025, 0, 2))).toEqual({ from: "2024-12-23", to: "2024-12-29" });
  });

  it("This Month runs from the 1st to today", () => {
    expect(timeframeRange("this_month", wednesday)).toEqual({ from: "2025-06-01", to: "2025-06-11" });
  });

  it("Custom defaults to one year back to today and falls back to it for an empty bound", () => {
    expect(defaultCustomRange(wednesday)).toEqual({ from: "2024-06-11", to: "2025-06-11" });
    expect(timeframeRange("custom", wednesday, { start: "2025-01-05", end: "2025-02-01" })).toEqual({
      from: "2025-01-05",
      to: "2025-02-01",
    });
    expect(timeframeRange("custom", wednesday, { start: "", end: "2025-02-01" })).toEqual({
      from: "2024-06-11",
      to: "2025-02-01",
    });
    expect(timeframeRange("custom", wednesday, { start: "2025-01-05", end: "" })).toEqual({
      from: "2025-01-05",
      to: "2025-06-11",
    });
  });

  it("refuses a start after the end, an end before the start and an end after today", () => {
    const current = { start: "2025-01-10", end: "2025-02-10" };
    const today = "2025-06-11";
    expect(acceptCustomChange(current, "start", "2025-03-01", today)).toEqual(current);
    expect(acceptCustomChange(current, "start", "2025-02-10", today)).toEqual({ ...current, start: "2025-02-10" });
    expect(acceptCustomChange(current, "end", "2025-01-01", today)).toEqual(current);
    expect(acceptCustomChange(current, "end", "2025-06-12", today)).toEqual(current);
    expect(acceptCustomChange(current, "end", "2025-06-11", today)).toEqual({ ...current, end: "2025-06-11" });
    expect(acceptCustomChange(current, "start", "", today)).toEqual({ ...current, start: "" });
  });
});

describe("sort toggling", () => {
  it("defaults to date descending; the active column toggles; a new column starts ascending except date", () => {
    expect(defaultSort).toEqual({ column: "date", direction: "desc" });
    expect(nextSort(defaultSort, "date")).toEqual({ column: "date", direction: "asc" });
    const byScore = nextSort(defaultSort, "score");
    expect(byScore).toEqual({ column: "score", direction: "asc" });
    expect(nextSort(byScore, "score")).toEqual({ column: "score", direction: "desc" });
    expect(nextSort(byScore, "rep")).toEqual({ column: "rep", direction: "asc" });
    expect(nextSort(byScore, "date")).toEqual({ column: "date", direction: "desc" });
  });
});
