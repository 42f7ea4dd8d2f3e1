import fc from "fast-check";
import { nameCriteria } from "@dugout/contracts/name-generator";
import { beforeAll, describe, expect, it } from "vitest";
import type { NamingEngine } from "../port";
import { createOfflineEngine } from "./offline-engine";

// Any text a visitor may type (up to the contract's 2,000 characters, emoji and other scripts included)
// gives nine distinct names with whole-number scores in range; a fixed seed keeps the run reproducible.
describe("offline naming engine on arbitrary input", () => {
  let engine: NamingEngine;
  beforeAll(async () => {
    engine = createOfflineEngine();
    await engine.warmUp();
  });

  it("always proposes nine distinct, scored names", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc
        .array(
          fc.constantFrom("bakery", "bike", "yoga", "the", "and", "café", "organic", "dog", "studio", "tacos", "💇"),
          { maxLength: 12 },
        )
        .map((words) => words.join(" ")),
      fc.constant("lorem ipsum ".repeat(160)),
    );
    await fc.assert(
      fc.asyncProperty(text, text, fc.integer({ min: 1, max: 8 }), async (description, customer, vibe) => {
        const idea = { description, industry: "", idealCustomer: customer, brandReferences: "", vibe };
        const proposals = await engine.proposeNames(idea);
        expect(proposals).toHaveLength(9);
        expect(new Set(proposals.map((proposal) => proposal.name.toLowerCase())).size).toBe(9);
        const research = await engine.research(proposals[0]?.name ?? "", idea);
        for (const { key } of nameCriteria) {
          expect(Number.isInteger(research.score_breakdown[key])).toBe(true);
          expect(research.score_breakdown[key]).toBeGreaterThanOrEqual(0);
          expect(research.score_breakdown[key]).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 15, seed: 20261122 },
    );
  });
});
