import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type OpenAiStandIn, startOpenAiStandIn } from "../llm/openai-stand-in";
import { createOpenAiImages } from "./openai-images";
import type { ImageModelError } from "./port";

// The smallest valid PNG: 1x1, one transparent pixel.
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("OpenAI-compatible image adapter (against a local stand-in)", () => {
  let standIn: OpenAiStandIn;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
  });
  const images = (timeoutMs = 5_000) =>
    createOpenAiImages({ apiKey: standIn.apiKey, baseURL: standIn.baseURL, model: "gpt-image-1", timeoutMs });

  it("posts to /images/generations and decodes the b64_json PNG", async () => {
    standIn.reply = () => ({ kind: "image", png: tinyPng });
    const png = await images().generatePng({ prompt: "A logo for Brewtopia", size: "1024x1024" });
    expect(png.equals(tinyPng)).toBe(true);
    const [request] = standIn.requests;
    expect(request?.path).toBe("/v1/images/generations");
    expect(request?.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(request?.body).toMatchObject({
      model: "gpt-image-1",
      prompt: "A logo for Brewtopia",
      n: 1,
      size: "1024x1024",
    });
  });

  it("rejects bytes that are not a PNG", async () => {
    standIn.reply = () => ({ kind: "image", png: Buffer.from("GIF89a not a png") });
    const failure = await images()
      .generatePng({ prompt: "x" })
      .catch((error: unknown) => error);
    expect((failure as ImageModelError).kind).toBe("invalid_output");
  });

  it("reports provider errors and timeouts", async () => {
    standIn.reply = () => ({ kind: "error", status: 400, message: "content policy" });
    expect(
      (
        (await images()
          .generatePng({ prompt: "x" })
          .catch((error: unknown) => error)) as ImageModelError
      ).kind,
    ).toBe("provider");
    standIn.reply = () => ({ kind: "hang" });
    expect(
      (
        (await images(150)
          .generatePng({ prompt: "x" })
          .catch((error: unknown) => error)) as ImageModelError
      ).kind,
    ).toBe("timeout");
  });
});
