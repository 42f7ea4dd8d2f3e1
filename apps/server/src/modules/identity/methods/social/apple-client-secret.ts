import { createPrivateKey } from "node:crypto";
import { SignJWT } from "jose";
import type { AppleKey } from "../../../../oauth-settings";

/** Apple's token endpoint checks its client secret's audience against this. */
export const appleAudience = "https://appleid.apple.com";

/**
 * Sign in with Apple has no fixed client secret: each token request carries a JWT (ES256) signed with
 * the key Apple issued, naming the team (iss), the Services ID (sub) and the key (kid). Apple accepts
 * up to six months; five minutes is plenty for one request and a leaked one soon expires.
 */
export async function appleClientSecret(clientId: string, key: AppleKey, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(appleAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 300)
    .sign(createPrivateKey(key.privateKey));
}
