import { describe, expect, it } from "vitest";
import {
  nameGeneratorExamplePrompts,
  nameGeneratorLabels,
  nameGeneratorSampleDescription,
} from "./name-generator-copy";

describe("form content", () => {
  it("has six distinct example prompts and a sample description", () => {
    expect(nameGeneratorExamplePrompts).toHaveLength(6);
    expect(new Set(nameGeneratorExamplePrompts).size).toBe(6);
    for (const prompt of nameGeneratorExamplePrompts) expect(prompt.length).toBeLessThanOrEqual(2000);
    expect(nameGeneratorSampleDescription.trim().length).toBeGreaterThan(20);
  });

  it("falls back to the target customers when the idea names none", () => {
    expect(nameGeneratorLabels.analysisTailoredFor("")).toBe(nameGeneratorLabels.analysisTailoredFor(undefined));
    expect(nameGeneratorLabels.analysisTailoredFor("busy parents")).toContain("busy parents");
  });
});
