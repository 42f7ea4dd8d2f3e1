import { z } from "zod/mini";
import { singleLineTextSchema } from "./text";

// Login token landing (docs/requirements/platform.md#login-token-landing).

export const loginTokenParam = "token";
export const loginTokenTypeParam = "dugout_token_type";
export const loginTokenTypes = ["magic_links", "oauth"] as const;
export type LoginTokenType = (typeof loginTokenTypes)[number];
export const loginTokenSessionMinutes = 60;

export const loginTokenQuerySchema = z.object({
  [loginTokenParam]: singleLineTextSchema.check(z.minLength(1), z.maxLength(2048)),
  [loginTokenTypeParam]: z.enum(loginTokenTypes, {
    error: `Token type must be one of: ${loginTokenTypes.join(", ")}.`,
  }),
});
export type LoginTokenQuery = z.infer<typeof loginTokenQuerySchema>;
