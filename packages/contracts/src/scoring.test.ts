import { describe, expect, it } from "vitest";
import {
  callRecordSchema,
  scoreCategories,
  scoresQuerySchema,
  scoresResponseSchema,
  scoringColumnLabels,
  scoringDefaultSortDirection,
  scoringSortColumns,
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
  it("scores a call record field per category, with a description to show", () => {
    for (const category of scoreCategories) {
      expect(callRecordSchema.shape, category.key).toHaveProperty(category.key);
      expect(category.description.length).toBeGreaterThan(40);
    }
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

  it("sorts on call record fields, each with a column label", () => {
    for (const column of scoringSortColumns) {
      expect(callRecordSchema.shape, column).toHaveProperty(column);
      expect(scoringColumnLabels[column].length, column).toBeGreaterThan(0);
    }
  });
});
