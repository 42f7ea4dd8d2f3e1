import { describe, expect, it } from "vitest";
import { battingCageConfigurationInputSchema } from "./batting-cage";
import {
  defaultEmployeeCount,
  employeeCountLabels,
  employeeCountRanges,
  employeeCountValue,
  objections,
  personalityDescriptions,
  personalityTypeNames,
  personalityTypes,
  sampleBusinessNames,
} from "./batting-cage-lists";
import { motivationalQuotes } from "./batting-cage-splash";

// The lists themselves are compared with docs/requirements/batting-cage.md#fixed-value-lists in
// requirements-lists.test.ts; these check that the views derived from them agree and that every value is usable.
describe("fixed lists of docs/requirements/batting-cage.md#fixed-value-lists", () => {
  it("derives the employee count labels and lookup from the ranges, the default among them", () => {
    expect(employeeCountLabels).toEqual(employeeCountRanges.map(({ label }) => label));
    expect(employeeCountValue).toEqual(
      Object.fromEntries(employeeCountRanges.map(({ label, value }) => [label, value])),
    );
    expect(employeeCountLabels).toContain(defaultEmployeeCount);
  });

  it("gives every personality type its description", () => {
    expect(personalityTypes.map(({ name }) => name)).toEqual(personalityTypeNames);
    for (const { name, description } of personalityTypes) expect(description).toBe(personalityDescriptions[name]);
  });

  it("has distinct objections in the owner's own words", () => {
    expect(new Set(objections).size).toBe(objections.length);
    for (const objection of objections) expect(objection).toMatch(/\b(I|I'm|I've|I'd|my|My|We|we)\b/);
  });

  it("has distinct sample business names that a configuration accepts", () => {
    expect(new Set(sampleBusinessNames).size).toBe(sampleBusinessNames.length);
    for (const name of sampleBusinessNames) {
      expect(battingCageConfigurationInputSchema.safeParse({ business_name: name }).success, name).toBe(true);
    }
  });

  it("has distinct quotes, each with an author", () => {
    expect(new Set(motivationalQuotes.map((quote) => quote.text)).size).toBe(motivationalQuotes.length);
    for (const quote of motivationalQuotes) {
      expect(quote.text.trim().length).toBeGreaterThan(0);
      expect(quote.author.trim().length).toBeGreaterThan(0);
    }
  });
});
