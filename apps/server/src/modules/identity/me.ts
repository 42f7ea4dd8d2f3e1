import type { Me } from "@dugout/contracts/identity";
import type { Identity } from "./identity";
import { isPlaceholderEmail } from "./placeholder-emails";
import { providerNames, splitName, toRole } from "./users";

/** GET /api/me: the contract's answer (`meSchema` in contracts) for the caller's session. */
export async function readMe(identity: Identity, headers: Headers): Promise<Me> {
  const found = await identity.readSession(headers);
  if (!found) return { user: null };
  const { user, session } = found;
  const providers = (await identity.users.providerIds([user.id])).get(user.id) ?? [];
  const { firstName, lastName } = splitName(user.name);
  return {
    user: {
      id: user.id,
      email: isPlaceholderEmail(user.email) ? "" : user.email,
      phone_number: user.phoneNumberVerified ? (user.phoneNumber ?? null) : null,
      name: user.name,
      first_name: firstName,
      last_name: lastName,
      image: user.image ?? null,
      providers: providerNames(providers, user.emailVerified, user.phoneNumberVerified === true),
      trusted_metadata: { role: toRole(user.role) },
    },
    session: { expires_at: new Date(session.expiresAt).toISOString() },
  };
}
