import { describe, expect, it } from "vitest";
import { appRoutes } from "./pages";
import {
  agentRegistryEntrySchema,
  dreamTeamDataResponseSchema,
  raviResponseSchema,
  raviTestResponseSchema,
  starterToolsConstants,
  starterToolsLabels,
  starterToolsTiles,
} from "./dream-team";

const ravi = { id: "ravi", name: "RAVI", description: "Research assistant.", status: "online", kind: "chat" };

describe("Dream Team", () => {
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
  it("has the generator's live tile first, then the inert Coming Soon placeholders", () => {
    const [live, ...placeholders] = starterToolsTiles;
    expect(live).toMatchObject({
      title: starterToolsLabels.businessNameGenerator,
      href: appRoutes.businessNameGenerator,
    });
    expect(placeholders).toHaveLength(starterToolsConstants.placeholderTiles);
    for (const tile of placeholders) {
      expect(tile.title).toBe(starterToolsLabels.comingSoon);
      expect(tile.href).toBeNull();
    }
    expect(new Set(starterToolsTiles.map((tile) => tile.id)).size).toBe(starterToolsTiles.length);
  });
});
