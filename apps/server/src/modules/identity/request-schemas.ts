import { z } from "zod";
import { singleLineTextSchema } from "@dugout/contracts/text";

/** An email address in a request body to our routes: one line, trimmed, at most 254 characters. */
export const emailSchema = z.pipe(singleLineTextSchema.check(z.trim(), z.maxLength(254)), z.email());
