import { createHash } from "node:crypto";
import type { OAuthProviderId } from "@dugout/contracts/signin-widget";
import type { ProviderProfile } from "./oauth-profiles";

/**
 * Which Dugout account a social sign-in names (docs/decisions/0019-social-providers.md):
 * - the provider's address, when the provider is on the trusted list (`vouchesForEmail`) and says
 *   this address is verified. Such an address may also link to an existing account of that address
 *   (Better Auth links only a verified address to an account whose own address is verified);
 * - otherwise (no address, an unverified one, or a provider that cannot vouch for it) an account of
 *   its own with a placeholder address, `<provider>-<id>@oauth.invalid`: unverified, no mail can reach
 *   it, and it is never linked to another account. An address the provider does not vouch for is not
 *   used at all: it would let someone who merely typed another person's address into a provider
 *   create, or later reach, that person's account.
 */
export const oauthPlaceholderDomain = "oauth.invalid";

export function oauthPlaceholderEmail(provider: OAuthProviderId, id: string): string {
  // Addresses are compared lower-cased: an id that is not already lower-case text is hashed, so two
  // ids that differ only in case (Snapchat's) never share a placeholder.
  const local = /^[a-z0-9_-]{1,64}$/.test(id)
    ? `${provider}-${id}`
    : `${provider}.${createHash("sha256").update(id).digest("hex").slice(0, 40)}`;
  return `${local}@${oauthPlaceholderDomain}`;
}

export const isOAuthPlaceholderEmail = (email: string): boolean => email.endsWith(`@${oauthPlaceholderDomain}`);

/** The user Better Auth creates or signs in, from what the provider said. */
export interface AccountProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image?: string | undefined;
}

export function accountProfile(
  provider: { id: OAuthProviderId; vouchesForEmail: boolean },
  profile: ProviderProfile,
): AccountProfile {
  const vouched = provider.vouchesForEmail && profile.emailVerified && profile.email !== undefined;
  return {
    id: profile.id,
    email: vouched && profile.email ? profile.email.toLowerCase() : oauthPlaceholderEmail(provider.id, profile.id),
    emailVerified: vouched,
    name: profile.name ?? "",
    ...(profile.image && { image: profile.image }),
  };
}
