import { z } from "zod";
import { roles, trustedMetadataSchema } from "./common";

/** GET /api/me: who is signed in. Pages use it to pick what to show (the API enforces the same rules). */
export const mePath = "/api/me";

export const meUserSchema = z.object({
  id: z.string(),
  /** Empty for a phone-only account (one that signed up by text or WhatsApp passcode). */
  email: z.string(),
  /** E.164, once proven by a passcode; null without one. */
  phone_number: z.string().nullable(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  /** "password", "email" (a proven mailbox: magic link or passcode), "google", ... */
  providers: z.array(z.string()),
  trusted_metadata: trustedMetadataSchema.extend({ role: z.enum(roles).nullable() }),
});
export type MeUser = z.infer<typeof meUserSchema>;

/** The user with their session's end, or null when anonymous. */
export const meSchema = z.union([
  z.object({ user: z.null() }),
  z.object({ user: meUserSchema, session: z.object({ expires_at: z.string() }) }),
]);
export type Me = z.infer<typeof meSchema>;
