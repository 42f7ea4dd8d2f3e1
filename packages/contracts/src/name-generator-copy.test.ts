import { describe, expect, it } from "vitest";
import {
  leadModalLabels,
  nameGeneratorExamplePrompts,
  nameGeneratorLabels,
  nameGeneratorMessages,
  nameGeneratorSampleDescription,
} from "./name-generator-copy";
import { nameGeneratorValidationMessages } from "./name-generator";

describe("form content", () => {
  it("has six distinct example prompts and a sample description", () => {
    expect(nameGeneratorExamplePrompts).toHaveLength(6);
    expect(new Set(nameGeneratorExamplePrompts).size).toBe(6);
    for (const prompt of nameGeneratorExamplePrompts) expect(prompt.length).toBeLessThanOrEqual(2000);
    expect(nameGeneratorSampleDescription.trim().length).toBeGreaterThan(20);
  });
});

describe("UI strings of docs/requirements/name-generator.md#screens", () => {
  it("keeps the form and results texts", () => {
    expect(nameGeneratorLabels.formHeading).toBe("Describe your business idea");
    expect(nameGeneratorLabels.generate).toBe("Generate business names");
    expect(nameGeneratorLabels.generating).toBe("Generating...");
    expect(nameGeneratorLabels.back).toBe("Back");
    expect(nameGeneratorLabels.resultsHeading("a dog bakery")).toBe('Perfect names for "a dog bakery"');
    expect(nameGeneratorLabels.whyThisWorks).toBe("Why this works");
    expect(nameGeneratorLabels.scoringInProgress).toBe("Scoring in progress...");
    expect(nameGeneratorLabels.analysisTitle).toBe("AI Name Analysis");
    expect(nameGeneratorLabels.analysisTailoredFor("busy parents")).toBe("Analysis tailored for busy parents");
    expect(nameGeneratorLabels.analysisTailoredFor("")).toBe("Analysis tailored for your target customers");
    expect(nameGeneratorLabels.analysisTailoredFor(undefined)).toBe("Analysis tailored for your target customers");
    expect(nameGeneratorLabels.scoreBadge(87)).toBe("87/100");
    expect(nameGeneratorLabels.topResult).toBe("Top Result");
    expect(nameGeneratorLabels.unlockAll).toBe("Unlock all results");
    expect(nameGeneratorLabels.unlockAllAndAnalysis).toBe("Unlock all results and analysis");
    expect(nameGeneratorLabels.averageQualityScore(81)).toBe("Average Quality Score: 81/100");
    expect(nameGeneratorLabels.sortByScore).toBe("Sort by Score");
    expect(nameGeneratorLabels.pickThisName).toBe("Pick this name");
  });

  it("keeps the branding texts", () => {
    expect(nameGeneratorLabels.brandingHeading).toBe("Bring your name to life");
    expect(nameGeneratorLabels.backToNames).toBe("Back to names");
    expect([nameGeneratorLabels.taglinesTitle, nameGeneratorLabels.taglinesBadge]).toEqual([
      "AI-Generated Taglines",
      "Powered by ChatGPT",
    ]);
    expect([nameGeneratorLabels.logosTitle, nameGeneratorLabels.logosBadge]).toEqual([
      "Logo Direction Ideas",
      "AI Enhanced",
    ]);
    expect([nameGeneratorLabels.personalityTitle, nameGeneratorLabels.personalityBadge]).toEqual([
      "Brand Personality",
      "AI Generated",
    ]);
    expect([nameGeneratorLabels.palettesTitle, nameGeneratorLabels.palettesBadge]).toEqual([
      "Color Palette Ideas",
      "Visual Direction",
    ]);
    expect(nameGeneratorLabels.generatingImage).toBe("Generating image...");
    expect(nameGeneratorLabels.clickToDownload).toBe("Click to download");
    expect(nameGeneratorLabels.paletteFileSuffix).toBe("_palette");
  });

  it("keeps the lead modal texts", () => {
    expect(leadModalLabels).toEqual({
      title: "Unlock 9 Perfect Names",
      subtitle: "Get your complete analysis with detailed scoring.",
      fullName: "Full Name",
      email: "Email Address",
      timeline: "Business Opening Timeline",
      timelinePlaceholder: "When do you plan to start?",
      submit: "Unlock Full Results",
      close: "×",
      footer: "Your information is secure and will only be used to provide you with business naming services.",
    });
  });
});

describe("messages of docs/requirements/name-generator.md#messages", () => {
  it("keeps every message exactly", () => {
    expect(nameGeneratorMessages.generateFailed).toBe("There was an error generating names.");
    expect(nameGeneratorMessages.leadFailed).toBe("There was an error submitting your info.");
    expect(nameGeneratorValidationMessages.invalidEmail).toBe("Invalid email address");
    expect(nameGeneratorValidationMessages.invalidPhone).toBe("Invalid phone number");
    expect(nameGeneratorValidationMessages.invalidZip).toBe("Invalid ZIP code");
  });
});
