import { describe, expect, it } from "vitest";
import { carryOverQuerySchema, scenarioDraftQuerySchema } from "./coaching";

const userId = "8f1c3a52-1d4e-4f59-9a3c-6b2f0e7d1a90";

describe("the scenario draft query", () => {
  it("takes a rep, two days in order and an optional zone", () => {
    expect(scenarioDraftQuerySchema.parse({ user_id: userId, from: "2026-03-01", to: "2026-03-31", tz: "" })).toEqual({
      user_id: userId,
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(
      scenarioDraftQuerySchema.parse({ user_id: userId, from: "2026-03-01", to: "2026-03-01", tz: "Europe/Paris" }).tz,
    ).toBe("Europe/Paris");
  });

  it("refuses days out of order, impossible days and ids that are not UUIDs", () => {
    const accepted = (query: Record<string, string>) => scenarioDraftQuerySchema.safeParse(query).success;
    expect(accepted({ user_id: userId, from: "2026-03-31", to: "2026-03-01" })).toBe(false);
    expect(accepted({ user_id: userId, from: "2026-02-30", to: "2026-03-01" })).toBe(false);
    expect(accepted({ user_id: "maya", from: "2026-03-01", to: "2026-03-02" })).toBe(false);
    expect(accepted({ user_id: userId, from: "2026-03-01", to: "2026-03-02", tz: "Mars/Olympus" })).toBe(false);
  });
});

describe("the carry-over query", () => {
  const parse = (categories: string) =>
    carryOverQuerySchema.safeParse({ user_id: userId, categories, since: "2026-03-03" });

  it("reads one to three distinct category keys, comma-separated", () => {
    expect(parse("ace_score").data?.categories).toEqual(["ace_score"]);
    expect(parse("objection_probing_score,discovery_depth_score,ace_score").data?.categories).toEqual([
      "objection_probing_score",
      "discovery_depth_score",
      "ace_score",
    ]);
  });

  it("refuses unknown, repeated, padded, missing or too many keys", () => {
    for (const categories of [
      "charm_score",
      "ace_score,ace_score",
      " ace_score",
      "ace_score,",
      "",
      "ace_score,discovery_depth_score,consultation_teach_score,consultation_tailor_score",
    ]) {
      expect(parse(categories).success, categories).toBe(false);
    }
  });
});
