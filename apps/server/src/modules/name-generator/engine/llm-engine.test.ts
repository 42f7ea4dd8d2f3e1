import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../../integrations/llm/openai-stand-in";
import { createNamingEngine } from "./create-naming-engine";
import { createOfflineEngine } from "./offline/offline-engine";
import type { NameIdea, NamingEngine } from "./port";

const idea: NameIdea = {
  description: "A mobile dog grooming van that comes to busy pet owners' driveways",
  industry: "",
  idealCustomer: "busy pet owners",
  brandReferences: "",
  vibe: 4,
};
const llmNames = [
  "Pawsh Mobile",
  "Kurwa Grooming", // offensive in Polish: the offline check drops it
  "Starbucks", // a known brand: dropped
  "Sudsy Wheels",
  "Groomobile",
  "Fetch & Fresh",
  "Tidy Tails",
  "Driveway Doggo",
  "Lather Lane",
  "Brushwagon",
  "pawsh mobile", // duplicate
].map((name) => ({ name, why_this_works: `${name} is made for busy pet owners.` }));

describe("LLM-backed naming engine (real adapters against a local stand-in)", () => {
  let standIn: OpenAiStandIn;
  let engine: NamingEngine;
  let offline: NamingEngine;
  const fallbacks: string[] = [];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    offline = createOfflineEngine();
    engine = await createNamingEngine(
      {
        OPENAI_API_KEY: standIn.apiKey,
        OPENAI_BASE_URL: standIn.baseURL,
        LLM_MODEL: "gpt-4.1-mini",
        IMAGE_MODEL: "gpt-image-1",
        AI_TIMEOUT_MS: 15_000,
      },
      { onFallback: (operation) => fallbacks.push(operation) },
    );
    await Promise.all([engine.warmUp(), offline.warmUp()]);
  });
  afterAll(async () => {
    await engine.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    fallbacks.length = 0;
  });

  it("is offline without a key", async () => {
    const plain = await createNamingEngine({
      OPENAI_API_KEY: undefined,
      OPENAI_BASE_URL: undefined,
      LLM_MODEL: "m",
      IMAGE_MODEL: "i",
      AI_TIMEOUT_MS: 1000,
    });
    expect(plain.mode).toBe("offline");
    expect(engine.mode).toBe("llm");
  });

  it("uses the model's names, vetted by the offline checks and scored offline", async () => {
    standIn.reply = () => ({ kind: "object", value: { names: llmNames } });
    const proposals = await engine.proposeNames(idea);
    expect(proposals).toHaveLength(9);
    const names = proposals.map((proposal) => proposal.name);
    expect(names).not.toContain("Kurwa Grooming");
    expect(names).not.toContain("Starbucks");
    expect(names.filter((name) => name.toLowerCase() === "pawsh mobile")).toHaveLength(1);
    // Eight usable model names, so one offline name fills the ninth place.
    expect(proposals.filter((proposal) => proposal.generator === "llm")).toHaveLength(8);
    const prompt = JSON.stringify(standIn.requests[0]?.body.messages);
    expect(prompt).toContain("busy pet owners");
    expect(prompt).toContain("Elegant");
    const research = await engine.research("Tidy Tails", idea);
    const offlineResearch = await offline.research("Tidy Tails", idea);
    expect(research.score_breakdown).toEqual(offlineResearch.score_breakdown);
    expect(research.overall_score).toBe(offlineResearch.overall_score);
    expect(research.why_this_works).toBe("Tidy Tails is made for busy pet owners.");
  });

  it("falls back to the offline engine on a provider error", async () => {
    standIn.reply = () => ({ kind: "error", status: 503, message: "overloaded" });
    expect(await engine.proposeNames(idea)).toEqual(await offline.proposeNames(idea));
    expect(await engine.taglines("Tidy Tails", idea)).toEqual(await offline.taglines("Tidy Tails", idea));
    expect(await engine.brandPersonality("Tidy Tails", idea)).toEqual(
      await offline.brandPersonality("Tidy Tails", idea),
    );
    expect(fallbacks).toEqual(["proposeNames", "taglines", "brandPersonality"]);
  });

  it("falls back to the offline engine on a timeout", async () => {
    // A separate engine with a short timeout, so the other cases are not at the mercy of a busy machine.
    const impatient = await createNamingEngine(
      {
        OPENAI_API_KEY: standIn.apiKey,
        OPENAI_BASE_URL: standIn.baseURL,
        LLM_MODEL: "gpt-4.1-mini",
        IMAGE_MODEL: "gpt-image-1",
        AI_TIMEOUT_MS: 300,
      },
      { onFallback: (operation) => fallbacks.push(operation) },
    );
    standIn.reply = () => ({ kind: "hang" });
    expect(await impatient.logoDirections("Tidy Tails", idea)).toEqual(
      await offline.logoDirections("Tidy Tails", idea),
    );
    expect(fallbacks).toEqual(["logoDirections"]);
    await impatient.close();
  });

  it("falls back when the answer has too few items", async () => {
    standIn.reply = () => ({ kind: "object", value: { taglines: ["Only one"] } });
    const made = await engine.taglines("Tidy Tails", idea);
    expect(made.value).toHaveLength(5);
    // The offline engine wrote them, and the answer says so.
    expect(made.engine).toEqual({ kind: "offline" });
    expect(fallbacks).toEqual(["taglines"]);
  });

  it("labels what the model wrote with the model's name", async () => {
    const lines = [
      "Clean pups, no trip.",
      "Grooming at your door.",
      "Tails up.",
      "Fresh fur, fast.",
      "We come to you.",
    ];
    standIn.reply = () => ({ kind: "object", value: { taglines: lines } });
    expect(await engine.taglines("Tidy Tails", idea)).toEqual({
      value: lines,
      engine: { kind: "model", model: "gpt-4.1-mini" },
    });
    standIn.reply = () => ({
      kind: "object",
      value: { brand_personality: "Tidy Tails is cheerful, careful and always on time." },
    });
    expect((await engine.brandPersonality("Tidy Tails", idea)).engine).toEqual({
      kind: "model",
      model: "gpt-4.1-mini",
    });
    // Palettes are always the offline engine's.
    expect((await engine.colorPalettes("Tidy Tails", idea)).engine).toEqual({ kind: "offline" });
    expect(fallbacks).toEqual([]);
  });

  it("draws logos with the image model, and offline when it fails", async () => {
    const {
      value: [direction],
    } = await offline.logoDirections("Tidy Tails", idea);
    if (!direction) throw new Error("no direction");
    const drawn = (await offline.logoImage("Tidy Tails", direction, idea)).value;
    standIn.reply = () => ({ kind: "image", png: drawn.png.subarray(0, 0) });
    // An empty answer is not a PNG: the offline drawing answers, with its SVG and transparent PNG.
    const fallback = await engine.logoImage("Tidy Tails", direction, idea);
    expect(fallback.value.png.equals(drawn.png)).toBe(true);
    expect(fallback.value.svg).toBe(drawn.svg);
    expect(fallback.engine).toEqual({ kind: "offline" });
    expect(standIn.requests[0]?.path).toBe("/v1/images/generations");
    expect(String(standIn.requests[0]?.body.prompt)).toContain("Tidy Tails");
    standIn.reply = () => ({ kind: "image", png: drawn.png });
    const modelMade = await engine.logoImage("Tidy Tails", direction, idea);
    expect(modelMade.value.png.equals(drawn.png)).toBe(true);
    // A model's picture has no vector source and no transparent version.
    expect(modelMade.value).toMatchObject({ svg: null, transparentPng: null });
    expect(modelMade.engine).toEqual({ kind: "model", model: "gpt-image-1" });
  });
});
