import { z } from "zod";
import { trustedMetadataSchema } from "@dugout/contracts/common";
import type { Identity } from "./identity";
import { providerNames, splitName, toRole } from "./users";

/** GET /api/me: who is signed in. Pages use it to pick what to show (the API enforces the same rules). */
export const meUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  /** "password", "email" (a proven mailbox: magic link or passcode), "google", ... */
  providers: z.array(z.string()),
  trusted_metadata: trustedMetadataSchema.extend({ role: z.enum(["admin"]).nullable() }),
});

export const meSchema = z.union([
  z.object({ user: z.null() }),
  z.object({ user: meUserSchema, session: z.object({ expires_at: z.string() }) }),
]);
export type Me = z.infer<typeof meSchema>;

export async function readMe(identity: Identity, headers: Headers): Promise<Me> {
  const found = await identity.readSession(headers);
  if (!found) return { user: null };
  const { user, session } = found;
  const providers = (await identity.users.providerIds([user.id])).get(user.id) ?? [];
  const { firstName, lastName } = splitName(user.name);
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      first_name: firstName,
      last_name: lastName,
      image: user.image ?? null,
      providers: providerNames(providers, user.emailVerified),
      trusted_metadata: { role: toRole(user.role) },
    },
    session: { expires_at: new Date(session.expiresAt).toISOString() },
  };
}
