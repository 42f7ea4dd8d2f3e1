import { describe, expect, it } from "vitest";
import { agentResponseBodySchema, usageStatsQuerySchema, usageStatsResponseSchema } from "./usage";

describe("usage statistics", () => {
  it("accepts a date window and rejects a start after the end", () => {
    expect(usageStatsQuerySchema.safeParse({ start_date: "2025-05-01", end_date: "2025-05-31" }).success).toBe(true);
    expect(usageStatsQuerySchema.safeParse({ start_date: "2025-05-31", end_date: "2025-05-31" }).success).toBe(true);
    expect(usageStatsQuerySchema.safeParse({}).success).toBe(true);
    const reversed = usageStatsQuerySchema.safeParse({ start_date: "2025-06-01", end_date: "2025-05-31" });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.message).toBe("Start date must not be after end date.");
    expect(usageStatsQuerySchema.safeParse({ start_date: "2025-5-1" }).success).toBe(false);
  });

  it("describes the stats envelope", () => {
    expect(
      usageStatsResponseSchema.safeParse({
        status: "ok",
        data: [{ user_email: "a@example.com", count: 3 }],
        message: "",
      }).success,
    ).toBe(true);
    expect(
      usageStatsResponseSchema.safeParse({
        status: "ok",
        data: [{ user_email: "a@example.com", count: -1 }],
        message: "",
      }).success,
    ).toBe(false);
  });

  it("validates the ingestion body", () => {
    expect(agentResponseBodySchema.safeParse({ user_email: "a@example.com" }).success).toBe(true);
    expect(
      agentResponseBodySchema.safeParse({
        user_email: "a@example.com",
        responded_at: "2025-06-01T09:00:00Z",
        external_id: "msg-1",
      }).success,
    ).toBe(true);
    expect(agentResponseBodySchema.safeParse({ user_email: "not-an-email" }).success).toBe(false);
    expect(agentResponseBodySchema.safeParse({ user_email: "a@example.com", external_id: "" }).success).toBe(false);
  });
});
