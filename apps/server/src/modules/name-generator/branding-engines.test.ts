import { defined } from "@dugout/contracts/defined";
import {
  brandPersonalityAnswerSchema,
  colorPalettesAnswerSchema,
  logoDirectionsAnswerSchema,
  logoImageAnswerSchema,
  taglinesAnswerSchema,
} from "@dugout/contracts/name-generator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../integrations/llm/openai-stand-in";
import { createTestApp, type TestApp } from "../../test/harness";
import { visitorBrowser, type VisitorBrowser } from "./visitor-browser.fixture";

/** Which engine made each part of the branding, as the answers say (docs/requirements/name-generator.md#branding). */
const lead = { name: "Pat Lee", email: "pat@example.com", timeline: "0-3 months" };
const taglines = ["Clean pups, no trip.", "Grooming at your door.", "Tails up.", "Fresh fur, fast.", "We come to you."];

let standIn: OpenAiStandIn;
let withModel: TestApp;
let offlineOnly: TestApp;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  [withModel, offlineOnly] = await Promise.all([
    createTestApp({
      env: {
        OPENAI_API_KEY: standIn.apiKey,
        OPENAI_BASE_URL: standIn.baseURL,
        LLM_MODEL: "brand-writer-7",
        IMAGE_MODEL: "logo-painter-2",
        JOBS_POLL_SECONDS: "0.5",
      },
    }),
    createTestApp({ env: { JOBS_POLL_SECONDS: "0.5" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([withModel.close(), offlineOnly.close()]);
  await standIn.close();
});

/** A browser whose submission is unlocked, and the submission's first name (only that browser may brand it). */
async function unlockedName(t: TestApp): Promise<{ browser: VisitorBrowser; uuid: string }> {
  const browser = visitorBrowser(t.app, await t.csrfHeaders());
  const created = await browser.inject({
    method: "POST",
    url: "/api/business_name_submissions",
    payload: { businessDescription: "A mobile dog grooming van that comes to busy pet owners' driveways" },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { submission_id: id, names } = created.json<{ submission_id: string; names: { uuid: string }[] }>();
  const unlocked = await browser.inject({
    method: "PATCH",
    url: `/api/business_name_submissions/${id}`,
    payload: lead,
  });
  expect(unlocked.statusCode, unlocked.body).toBe(200);
  return { browser, uuid: defined(names[0], "the first name").uuid };
}

const get = async ({ browser, uuid }: { browser: VisitorBrowser; uuid: string }, path: string) => {
  const response = await browser.get(`/api/business_names/${uuid}/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

describe("which engine made the branding", () => {
  it("names the model for what it wrote, and the offline engine for what it did not", async () => {
    standIn.reply = () => ({ kind: "error", status: 503, message: "overloaded" });
    const named = await unlockedName(withModel);

    standIn.reply = (request) =>
      JSON.stringify(request.body).includes("taglines")
        ? { kind: "object", value: { taglines } }
        : { kind: "error", status: 503, message: "overloaded" };
    const written = taglinesAnswerSchema.parse(await get(named, "taglines"));
    expect(written).toEqual({ taglines, engine: { kind: "model", model: "brand-writer-7" } });

    // The model failed: the offline engine wrote the personality, and the answer says so.
    const personality = brandPersonalityAnswerSchema.parse(await get(named, "brand_personality"));
    expect(personality.engine).toEqual({ kind: "offline" });
    expect(personality.brand_personality.length).toBeGreaterThan(20);
    const directions = logoDirectionsAnswerSchema.parse(await get(named, "logo_directions"));
    expect(directions.engine).toEqual({ kind: "offline" });
    // Palettes are always the offline engine's.
    expect(colorPalettesAnswerSchema.parse(await get(named, "color_palettes")).engine).toEqual({
      kind: "offline",
    });

    // Kept: a later visit gets the same answer with the same label, even once the model would answer.
    standIn.reply = () => ({ kind: "object", value: { brand_personality: "A different paragraph from the model." } });
    expect(await get(named, "brand_personality")).toEqual(personality);
  });

  it("says a logo came from the image model, without SVG or transparent PNG, and offline when it failed", async () => {
    standIn.reply = () => ({ kind: "error", status: 503, message: "overloaded" });
    const named = await unlockedName(withModel);
    const draw = (title: string) =>
      named.browser.inject({
        method: "POST",
        url: `/api/business_names/${named.uuid}/logo_images`,
        payload: { title, description: "text #222222, accent #cc8800, background #f4ecd8", style: "Wordmark" },
      });

    const fallback = logoImageAnswerSchema.parse((await draw("Offline after a failure")).json());
    expect(fallback.engine).toEqual({ kind: "offline" });
    expect(fallback.svg).toMatch(/^<svg /);
    expect(fallback.image_transparent).not.toBeNull();

    const png = Buffer.from(fallback.image, "base64");
    standIn.reply = () => ({ kind: "image", png });
    const painted = logoImageAnswerSchema.parse((await draw("Painted by the model")).json());
    expect(painted).toEqual({
      image: fallback.image,
      image_transparent: null,
      svg: null,
      engine: { kind: "model", model: "logo-painter-2" },
    });
  });

  it("says 'offline' for every part when no model is configured", async () => {
    const named = await unlockedName(offlineOnly);
    for (const path of ["taglines", "logo_directions", "brand_personality", "color_palettes"])
      expect((await get(named, path)) as { engine: unknown }, path).toMatchObject({
        engine: { kind: "offline" },
      });
  });
});
