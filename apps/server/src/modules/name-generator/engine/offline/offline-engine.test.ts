import { nameCriteria, nameGeneratorExamplePrompts, vibeLabels } from "@dugout/contracts/name-generator";
import { beforeAll, describe, expect, it } from "vitest";
import type { NameIdea, NamingEngine } from "../port";
import { loadEngineData } from "./data";
import { respell } from "./generators";
import { createOfflineEngine } from "./offline-engine";
import { soundKey } from "./phonetics";
import { OFFENSIVE_CAP, verdict } from "./scores";

const idea = (description: string, extra: Partial<NameIdea> = {}): NameIdea => ({
  description,
  industry: "",
  idealCustomer: "",
  brandReferences: "",
  vibe: 4,
  ...extra,
});
const bakery = idea("A cozy neighborhood bakery that sells fresh sourdough bread, flaky pastries and morning coffee", {
  idealCustomer: "young families",
});

describe("offline naming engine", () => {
  let engine: NamingEngine;
  beforeAll(async () => {
    engine = createOfflineEngine();
    await engine.warmUp();
  });

  it("caps the overall score of a name that is offensive in another language", async () => {
    for (const [name, language] of [
      ["Kurwa Bakery", "Polish"],
      ["Merde Cafe", "French"],
      ["Cazzo Pizza", "Italian"],
    ] as const) {
      const research = await engine.research(name, bakery);
      expect(research.overall_score).toBeLessThanOrEqual(OFFENSIVE_CAP);
      expect(research.score_breakdown.cultural_sensitivity).toBeLessThan(40);
      expect(research.explanations.cultural_sensitivity).toContain(language);
    }
    // Leetspeak does not get around it, and "Scunthorpe"-style innocent names are not caught.
    expect((await engine.research("Sh1t Bakes", bakery)).overall_score).toBeLessThanOrEqual(OFFENSIVE_CAP);
    expect(
      (await engine.research("Classic Crumb", bakery)).score_breakdown.cultural_sensitivity,
    ).toBeGreaterThanOrEqual(80);
  });

  it("scores an exact known brand low on originality, and says it is a brand check", async () => {
    const research = await engine.research("Starbucks", bakery);
    expect(research.score_breakdown.originality).toBeLessThan(20);
    expect(research.explanations.originality).toContain("Starbucks");
    expect(research.explanations.originality).toContain("not a trademark search");
    expect(research.explanations.practical_availability).toContain("estimate");
    const soundAlike = await engine.research("Starbux", bakery);
    expect(soundAlike.score_breakdown.originality).toBeLessThan(40);
  });

  it("keeps the sound of every respelling", async () => {
    for (const word of ["quick", "clean", "bright", "crust", "fresh", "photo", "toys", "express", "cookie"]) {
      for (const respelled of respell(word))
        expect(soundKey(respelled), `${word} -> ${respelled}`).toBe(soundKey(word));
    }
    expect(respell("clean")).toContain("klean");
    expect(respell("bright")).toContain("brite");
    const data = await loadEngineData();
    expect(data.words.length).toBeGreaterThan(30_000);
  });

  it("proposes nine diverse names with reasons", async () => {
    for (const description of nameGeneratorExamplePrompts.slice(0, 3)) {
      const proposals = await engine.proposeNames(idea(description));
      expect(proposals).toHaveLength(9);
      expect(new Set(proposals.map((proposal) => proposal.name.toLowerCase())).size).toBe(9);
      const perGenerator = new Map<string, number>();
      for (const proposal of proposals)
        perGenerator.set(proposal.generator, (perGenerator.get(proposal.generator) ?? 0) + 1);
      expect(perGenerator.size).toBeGreaterThanOrEqual(4);
      expect(Math.max(...perGenerator.values())).toBeLessThanOrEqual(3);
      const prefixes = proposals.map((proposal) =>
        proposal.name
          .toLowerCase()
          .replace(/[^a-z]/g, "")
          .slice(0, 4),
      );
      expect(new Set(prefixes).size).toBe(9);
      for (const proposal of proposals) expect(proposal.why_this_works.length).toBeGreaterThan(30);
    }
  });

  it("writes explanations that match the numbers, and uses the ideal customer", async () => {
    const proposals = await engine.proposeNames(bakery);
    const names = [...proposals.map((proposal) => proposal.name), "Starbucks", "Kurwa Bakery", "Xqzvrtpl", "Bakery"];
    const overall: number[] = [];
    for (const name of names) {
      const research = await engine.research(name, bakery);
      overall.push(research.overall_score);
      for (const { key } of nameCriteria) {
        const score = research.score_breakdown[key];
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        expect(
          research.explanations[key].startsWith(`${verdict(key, score)}:`),
          `${name} ${key} ${score}: ${research.explanations[key]}`,
        ).toBe(true);
      }
    }
    // Calibrated: good picks and poor names land in different bands instead of bunching.
    expect(Math.max(...overall) - Math.min(...overall)).toBeGreaterThanOrEqual(40);
    expect((await engine.research(proposals[0]?.name ?? "", bakery)).why_this_works).toContain("young families");
  });

  it("gives the same output for the same input", async () => {
    const again = createOfflineEngine();
    const input = idea(nameGeneratorExamplePrompts[4], { vibe: 7, idealCustomer: "tourists" });
    const first = await engine.proposeNames(input);
    expect(await again.proposeNames(input)).toEqual(first);
    const name = first[0]?.name ?? "";
    expect(await again.research(name, input)).toEqual(await engine.research(name, input));
    expect(await again.taglines(name, input)).toEqual(await engine.taglines(name, input));
    expect(await again.colorPalettes(name, input)).toEqual(await engine.colorPalettes(name, input));
  });

  it("renders valid 512x512 logos, identical on every render, with an SVG and a transparent PNG", async () => {
    const { value: directions, engine: madeBy } = await engine.logoDirections("Brewtopia", bakery);
    expect(madeBy).toEqual({ kind: "offline" });
    expect(directions).toHaveLength(4);
    for (const direction of directions) {
      expect(direction.title && direction.description && direction.style).toBeTruthy();
      const { value: logo, engine: drawnBy } = await engine.logoImage("Brewtopia", direction, bakery);
      expect(drawnBy).toEqual({ kind: "offline" });
      for (const png of [logo.png, logo.transparentPng]) {
        if (!png) throw new Error("no PNG");
        expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
        expect(png.readUInt32BE(16)).toBe(512);
        expect(png.readUInt32BE(20)).toBe(512);
      }
      expect(logo.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect((await engine.logoImage("Brewtopia", direction, bakery)).value.png.equals(logo.png)).toBe(true);
    }
  });

  it("writes a different personality for each name of an idea, in plain grammar", async () => {
    const grooming = idea(nameGeneratorExamplePrompts[0]);
    const proposals = await engine.proposeNames(grooming);
    const texts = await Promise.all(
      proposals.map(async (proposal) => (await engine.brandPersonality(proposal.name, grooming)).value),
    );
    expect(new Set(texts).size).toBe(texts.length);
    for (const [index, text] of texts.entries()) {
      expect(text).toContain(proposals[index]?.name);
      // The default vibe is Elegant: "an elegant feel", never "a elegant feel"; no "every grooming".
      expect(text).not.toMatch(/\ba [aeiou]/i);
      expect(text).not.toMatch(/every grooming|puts its name on/);
    }
    expect(texts[0]).toContain("an elegant feel");
    const rationales = await Promise.all(proposals.map((proposal) => engine.research(proposal.name, grooming)));
    for (const research of rationales) expect(research.why_this_works ?? "").not.toMatch(/\ba [aeiou]/i);
  });

  it("describes every logo direction in plain grammar, whatever the colours are called", async () => {
    // The colour names come from the palettes ("an amber ring", never "a amber ring").
    for (const prompt of nameGeneratorExamplePrompts) {
      for (let vibe = 1; vibe <= vibeLabels.length; vibe++) {
        const { value: directions } = await engine.logoDirections("Brewtopia", idea(prompt, { vibe }));
        for (const direction of directions) expect(direction.description).not.toMatch(/\ba [aeiou]/i);
      }
    }
  });

  it("offers five taglines, a personality and three palettes of three named colours", async () => {
    const { value: taglines } = await engine.taglines("Brewtopia", bakery);
    expect(taglines).toHaveLength(5);
    expect(new Set(taglines).size).toBe(5);
    const { value: personality } = await engine.brandPersonality("Brewtopia", bakery);
    expect(personality.split(". ").length).toBeGreaterThanOrEqual(3);
    expect(personality).toContain("Brewtopia");
    const { value: palettes } = await engine.colorPalettes("Brewtopia", bakery);
    expect(palettes).toHaveLength(3);
    for (const palette of palettes) {
      expect(palette.name.length).toBeGreaterThan(0);
      expect(palette.colors).toHaveLength(3);
      for (const color of palette.colors) {
        expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(color.name.length).toBeGreaterThan(0);
      }
    }
  });

  it("copes with ideas that give few keywords, and with the default vibe", async () => {
    const sparse = await engine.proposeNames(idea("Yoga"));
    expect(sparse).toHaveLength(9);
    const odd = await engine.proposeNames(idea("!!! ???", { vibe: 99 }));
    expect(odd).toHaveLength(9);
    // Few distinct word starts ("Line...", "Skin..."): the last relaxed pass still fills nine places.
    expect(await engine.proposeNames(idea("Organic skincare line", { vibe: 1 }))).toHaveLength(9);
  });
});
