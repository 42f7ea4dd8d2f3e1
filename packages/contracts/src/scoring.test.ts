import { describe, expect, it } from "vitest";
import {
  callInformationLabels,
  callRecordSchema,
  defaultScoringTimeframe,
  scoreCategories,
  scoresQuerySchema,
  scoresResponseSchema,
  scoringColumnLabels,
  scoringConstants,
  scoringDefaultSortDirection,
  scoringLabels,
  scoringMessages,
  scoringPaths,
  scoringSortColumns,
  scoringTimeframeLabels,
  scoringTimeframes,
} from "./scoring";

const record = {
  rep: "Jane Doe",
  user_email: "jane@example.com",
  company_name: "Acme Bakery",
  date: "2025-06-02T15:00:00.000Z",
  duration_ms: 1_800_000,
  score: 78,
  ace_score: 80,
  discovery_effectiveness_score: 70,
  discovery_depth_score: null,
  consultation_teach_score: 75,
  consultation_tailor_score: 60,
  consultation_control_score: 90,
  objection_probing_score: 55,
  objection_responding_score: 65,
  gong_call_id: "7782342274025937895",
  gong_url: "https://app.gong.io/call?id=7782342274025937895",
  feedback: "Great opening.",
  transcript: "Rep: Hi...",
};

describe("rubric categories", () => {
  it("lists the eight categories in order with both labels", () => {
    expect(scoreCategories.map((c) => [c.key, c.shortLabel, c.label])).toEqual([
      ["ace_score", "ACE", "ACE"],
      ["discovery_effectiveness_score", "Disc. Eff.", "Discovery Effectiveness"],
      ["discovery_depth_score", "Disc. Depth", "Discovery Depth/Breadth"],
      ["consultation_teach_score", "Cons. Teach", "Consultation: Teach"],
      ["consultation_tailor_score", "Cons. Tailor", "Consultation: Tailor"],
      ["consultation_control_score", "Cons. Control", "Consultation: Take Control"],
      ["objection_probing_score", "Obj. Probe", "Objection Handling: Probing"],
      ["objection_responding_score", "Obj. Respond", "Objection Handling: Responding"],
    ]);
    for (const category of scoreCategories) expect(category.description.length).toBeGreaterThan(40);
  });
});

describe("call records", () => {
  it("accepts a record with nullable scores and rejects a missing gong_call_id", () => {
    expect(callRecordSchema.safeParse(record).success).toBe(true);
    expect(callRecordSchema.safeParse({ ...record, score: null, date: null, rep: null }).success).toBe(true);
    const { gong_call_id: _omitted, ...withoutId } = record;
    expect(callRecordSchema.safeParse(withoutId).success).toBe(false);
    expect(callRecordSchema.safeParse({ ...record, score: "78" }).success).toBe(false);
  });

  it("wraps records in the pagination envelope with the rep list", () => {
    expect(
      scoresResponseSchema.safeParse({
        status: "ok",
        data: [record],
        pagination: { total_pages: 1, total_count: 1 },
        message: "",
        reps: ["Jane Doe"],
      }).success,
    ).toBe(true);
    expect(
      scoresResponseSchema.safeParse({ status: "error", data: [], pagination: { total_pages: 0, total_count: 0 } })
        .success,
    ).toBe(false);
  });
});

describe("scores query", () => {
  it("defaults to page 1, 25 per page, date descending", () => {
    expect(scoresQuerySchema.parse({})).toEqual({ page: 1, per_page: 25, sort: "date" });
    expect(scoringDefaultSortDirection("date")).toBe("desc");
    expect(scoringDefaultSortDirection("company_name")).toBe("asc");
    expect(scoringDefaultSortDirection("ace_score")).toBe("asc");
  });

  it("coerces query-string values", () => {
    const parsed = scoresQuerySchema.parse({
      page: "3",
      per_page: "50",
      rep: "Jane Doe",
      from: "2025-06-01",
      to: "2025-06-07",
      tz: "Europe/Berlin",
      q: " acm ",
      sort: "score",
      dir: "asc",
    });
    expect(parsed).toEqual({
      page: 3,
      per_page: 50,
      rep: "Jane Doe",
      from: "2025-06-01",
      to: "2025-06-07",
      tz: "Europe/Berlin",
      q: "acm",
      sort: "score",
      dir: "asc",
    });
  });

  it("ignores empty filters and search terms under 2 characters", () => {
    const parsed = scoresQuerySchema.parse({ rep: "", from: "", q: "a", dir: "" });
    expect(parsed.rep).toBeUndefined();
    expect(parsed.from).toBeUndefined();
    expect(parsed.q).toBeUndefined();
    expect(parsed.dir).toBeUndefined();
  });

  it("rejects out-of-range pages, unknown sort columns and bad dates", () => {
    expect(scoresQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(scoresQuerySchema.safeParse({ per_page: "101" }).success).toBe(false);
    expect(scoresQuerySchema.safeParse({ per_page: "100" }).success).toBe(true);
    expect(scoresQuerySchema.safeParse({ from: "06/01/2025" }).success).toBe(false);
    const badSort = scoresQuerySchema.safeParse({ sort: "gong_url" });
    expect(badSort.success).toBe(false);
    expect(badSort.error?.issues[0]?.message).toContain("Sort must be one of: rep, user_email, company_name, date");
    expect(scoresQuerySchema.safeParse({ dir: "up" }).success).toBe(false);
  });

  it("sorts on the spec's columns", () => {
    expect(scoringSortColumns).toEqual([
      "rep",
      "user_email",
      "company_name",
      "date",
      "duration_ms",
      "score",
      "ace_score",
      "discovery_effectiveness_score",
      "discovery_depth_score",
      "consultation_teach_score",
      "consultation_tailor_score",
      "consultation_control_score",
      "objection_probing_score",
      "objection_responding_score",
    ]);
    expect(Object.values(scoringColumnLabels)).toEqual([
      "Rep",
      "Email",
      "Company",
      "Date",
      "Duration",
      "Total Score",
      "ACE",
      "Disc. Eff.",
      "Disc. Depth",
      "Cons. Teach",
      "Cons. Tailor",
      "Cons. Control",
      "Obj. Probe",
      "Obj. Respond",
    ]);
  });
});

describe("constants of docs/requirements/scoring-champ.md#constants", () => {
  it("pins page size, search rules and defaults", () => {
    expect(scoringConstants.pageSize).toBe(25);
    expect(scoringConstants.searchMinLength).toBe(2);
    expect(scoringConstants.searchDebounceMs).toBe(500);
    expect(scoringConstants.unknownRep).toBe("Unknown Rep");
    expect(scoringConstants.defaultSort).toBe("date");
    expect(scoringConstants.defaultSortDirection).toBe("desc");
    expect(scoringConstants.customRangeDefaultYears).toBe(1);
    expect(scoringPaths.scores).toBe("/api/scoring_champ/scores");
  });

  it("has the timeframes, default this week", () => {
    expect(scoringTimeframes).toEqual(["this_week", "last_week", "this_month", "custom"]);
    expect(scoringTimeframeLabels).toEqual({
      this_week: "This Week",
      last_week: "Last Week",
      this_month: "This Month",
      custom: "Custom Range",
    });
    expect(defaultScoringTimeframe).toBe("this_week");
  });
});

describe("texts of docs/requirements/scoring-champ.md#messages", () => {
  it("keeps the messages exactly", () => {
    expect(scoringMessages.loading).toBe("Loading data...");
    expect(scoringMessages.loadError("Failed to fetch data")).toBe("Error loading data: Failed to fetch data");
    expect(scoringMessages.httpError(500)).toBe("HTTP error! status: 500");
    expect(scoringMessages.fetchFailed).toBe("Failed to fetch data");
    expect(scoringMessages.notAuthorized).toBe("You are not authorized to access this page.");
    expect(scoringMessages.searchPlaceholder).toBe("Search by company name...");
    expect(scoringMessages.searchHint).toBe("Please enter at least 2 characters to search");
    expect(scoringMessages.showing(26, 50, 112)).toBe("Showing 26-50 of 112 calls");
    expect(scoringMessages.noCalls).toBe("No calls");
    expect(scoringMessages.pageOf(2, 5)).toBe("Page 2 of 5");
    expect(scoringMessages.noCallsMatch).toBe("No calls match the current filters.");
    expect(scoringMessages.noDashboardData).toBe("No call data available for the selected filters.");
    expect(scoringMessages.noAnalyticsData).toBe("No data available to display analytics for the selected filters.");
    expect(scoringMessages.noFeedback).toBe("None provided.");
    expect(scoringMessages.noTranscript).toBe("No transcript available.");
    expect(scoringMessages.notAvailable).toBe("N/A");
    expect(scoringMessages.callsAnalyzed(7)).toBe("7 Call(s) Analyzed");
  });

  it("keeps titles, cards, sidebar and modal labels", () => {
    expect(scoringLabels.pageDashboard).toBe("Dashboard");
    expect(scoringLabels.pageCalls).toBe("Call Records");
    expect(scoringLabels.pageAnalytics).toBe("Analytics Overview");
    expect([scoringLabels.sidebarDashboard, scoringLabels.sidebarCalls, scoringLabels.sidebarAnalytics]).toEqual([
      "Dashboard",
      "Calls",
      "Analytics",
    ]);
    expect(scoringLabels.allReps).toBe("All Reps");
    expect(scoringLabels.averageCallScore).toBe("Average Call Score");
    expect([
      scoringLabels.scoreTrend,
      scoringLabels.scoreCategoryPerformance,
      scoringLabels.coachingFocusAreas,
    ]).toEqual(["Score Trend", "Score Category Performance", "Coaching Focus Areas"]);
    expect([
      scoringLabels.scoreDistribution,
      scoringLabels.performanceByCategory,
      scoringLabels.commonFeedbackThemes,
    ]).toEqual(["Score Distribution", "Performance by Category", "Common Feedback Themes"]);
    expect(scoringLabels.callDetails).toBe("Call Details");
    expect(scoringLabels.scoreBreakdown).toBe("Score Breakdown");
    expect(scoringLabels.callInformation).toBe("Call Information");
    expect(scoringLabels.viewInGong).toBe("View in Gong");
    expect(callInformationLabels).toEqual({
      rep: "Rep Name",
      user_email: "Email",
      company_name: "Company",
      date: "Date",
      duration_ms: "Duration",
      score: "Total Score",
      gong_call_id: "Gong ID",
      gong_url: "Gong URL",
    });
  });
});
