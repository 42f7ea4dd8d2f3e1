import { describe, expect, it } from "vitest";
import {
  agentRegistryEntrySchema,
  dreamTeamDataResponseSchema,
  dreamTeamLabels,
  dreamTeamMessages,
  dreamTeamPaths,
  raviResponseSchema,
  raviTestResponseSchema,
  starterToolsConstants,
  starterToolsLabels,
  starterToolsTiles,
} from "./dream-team";

const ravi = { id: "ravi", name: "RAVI", description: "Research assistant.", status: "online", kind: "chat" };

describe("Dream Team", () => {
  it("keeps the page texts", () => {
    expect(dreamTeamLabels.signedOutTitle).toBe("Dream Team / AI Agent Collection");
    expect(dreamTeamLabels.title).toBe("Dream Team - AI Agent Collection - Coming Soon");
    expect(dreamTeamLabels.underConstruction).toBe("Under Construction");
    expect(dreamTeamLabels.testingInProgress).toBe("Testing in progress...");
    expect(dreamTeamLabels.raviName).toBe("RAVI");
    expect(dreamTeamMessages.httpError(404)).toBe("HTTP error! status: 404");
    expect(dreamTeamMessages.error("HTTP error! status: 404")).toBe("Error: HTTP error! status: 404");
  });

  it("keeps the spec's paths", () => {
    expect(dreamTeamPaths).toEqual({
      data: "/api/dream_team/data",
      ravi: "/api/dream_team/ravi",
      raviTest: "/api/dream_team/ravi_test",
    });
  });

  it("validates registry entries and the data answers", () => {
    expect(agentRegistryEntrySchema.safeParse(ravi).success).toBe(true);
    expect(agentRegistryEntrySchema.safeParse({ ...ravi, status: "busy" }).success).toBe(false);
    expect(dreamTeamDataResponseSchema.safeParse({ data: { agents: [ravi] } }).success).toBe(true);
    expect(raviResponseSchema.safeParse({ data: ravi }).success).toBe(true);
    expect(raviResponseSchema.safeParse(ravi).success).toBe(false);
  });

  it("describes the RAVI test result", () => {
    expect(
      raviTestResponseSchema.safeParse({
        data: {
          agent: "ravi",
          ok: false,
          ran_at: "2025-06-01T09:00:00.000Z",
          duration_ms: 42,
          checks: [
            { name: "registry", ok: true, duration_ms: 1, detail: "found" },
            { name: "llm", ok: false, duration_ms: 40, detail: "offline engine" },
          ],
        },
      }).success,
    ).toBe(true);
    expect(
      raviTestResponseSchema.safeParse({
        data: { agent: "ravi", ok: true, ran_at: "now", duration_ms: 1, checks: [] },
      }).success,
    ).toBe(false);
  });
});

describe("Starter Tools", () => {
  it("keeps the hub texts and layout", () => {
    expect(starterToolsLabels).toEqual({
      title: "Starter Tools",
      signInPrompt: "Sign in to continue",
      businessNameGenerator: "Business Name Generator",
      comingSoon: "Coming Soon",
    });
    expect(starterToolsConstants).toEqual({ placeholderTiles: 8, columns: 3 });
  });

  it("has one live tile and 8 inert Coming Soon tiles", () => {
    expect(starterToolsTiles).toHaveLength(9);
    expect(starterToolsTiles[0]).toEqual({
      id: "business_name_generator",
      title: "Business Name Generator",
      href: "/starter_tools/business_name_generator",
    });
    const placeholders = starterToolsTiles.slice(1);
    expect(placeholders).toHaveLength(8);
    for (const tile of placeholders) {
      expect(tile.title).toBe("Coming Soon");
      expect(tile.href).toBeNull();
    }
    expect(new Set(starterToolsTiles.map((tile) => tile.id)).size).toBe(9);
  });
});
