import { z } from "zod/mini";
import { roles, trustedMetadataSchema } from "./access";

/** GET /api/me: who is signed in. Pages use it to pick what to show (the API enforces the same rules). */
export const mePath = "/api/me";

export const meUserSchema = z.object({
  id: z.string(),
  /** Empty for a phone-only account (one that signed up by text or WhatsApp passcode). */
  email: z.string(),
  /** E.164, once proven by a passcode; null without one. */
  phone_number: z.nullable(z.string()),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.nullable(z.string()),
  /** "password", "email" (a proven mailbox: magic link or passcode), "google", ... */
  providers: z.array(z.string()),
  trusted_metadata: z.extend(trustedMetadataSchema, { role: z.nullable(z.enum(roles)) }),
});
export type MeUser = z.infer<typeof meUserSchema>;

/** The user with their session's end, or null when anonymous. */
export const meSchema = z.union([
  z.object({ user: z.null() }),
  z.object({ user: meUserSchema, session: z.object({ expires_at: z.string() }) }),
]);
export type Me = z.infer<typeof meSchema>;
