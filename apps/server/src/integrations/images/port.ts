interface ImageRequest {
  prompt: string;
  /** "1024x1024" by default. */
  size?: `${number}x${number}`;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Text-to-image; resolves to PNG bytes. Any failure rejects with ImageModelError (callers fall back). */
export interface ImageModel {
  readonly model: string;
  generatePng(request: ImageRequest): Promise<Buffer>;
}

export class ImageModelError extends Error {
  constructor(
    readonly kind: "timeout" | "provider" | "invalid_output",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ImageModelError";
  }
}
