import { generateImage } from "ai";
import { callSignal, openAiProvider, type OpenAiConnection } from "../openai-provider";
import { ImageModelError, type ImageModel } from "./port";

export interface OpenAiImagesOptions extends OpenAiConnection {
  model: string;
  timeoutMs: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The OpenAI-compatible images endpoint (/images/generations, b64_json answers) through the AI SDK. */
export function createOpenAiImages(options: OpenAiImagesOptions): ImageModel {
  const model = openAiProvider(options).image(options.model);
  return {
    model: options.model,
    async generatePng(request) {
      const signal = callSignal(request.timeoutMs ?? options.timeoutMs, request.signal);
      let bytes: Uint8Array;
      try {
        const result = await generateImage({
          model,
          prompt: request.prompt,
          n: 1,
          size: request.size ?? "1024x1024",
          abortSignal: signal,
          maxRetries: 0,
        });
        bytes = result.image.uint8Array;
      } catch (error) {
        if (signal.aborted)
          throw new ImageModelError("timeout", "the image model did not answer in time", { cause: error });
        throw new ImageModelError(
          "provider",
          `the image model call failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      const png = Buffer.from(bytes);
      if (!png.subarray(0, 8).equals(PNG_SIGNATURE))
        throw new ImageModelError("invalid_output", "the image model did not return a PNG");
      return png;
    },
  };
}
