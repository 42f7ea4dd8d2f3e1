import { and, eq, inArray, like, or } from "drizzle-orm";
import { verifications, type Db } from "@dugout/db";
import type { Messaging } from "../../../../integrations/messaging/port";
import { passwordChangedEmail } from "../../emails";

/** Identifiers of the email passcodes Better Auth may hold for an address (email-otp plugin). */
const passcodeIdentifiers = (email: string) =>
  ["sign-in", "email-verification", "forget-password"].map((type) => `${type}-otp-${email}`);

function magicLinkEmail(value: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && "email" in parsed && typeof parsed.email === "string"
      ? parsed.email.toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What follows a password set or reset: every link and passcode still outstanding for the account
 * stops working (an older reset link must not set the password again, a code sent to a mailbox an
 * attacker once read must not sign in), and the owner is told by email, so a change they did not
 * make does not go unnoticed.
 */
export function createPasswordChanges(db: Db, messaging: Messaging, baseUrl: string) {
  async function revokeOutstandingProofs(user: { id: string; email: string }): Promise<void> {
    const email = user.email.toLowerCase();
    // Magic links are stored under a hash of their token; the address is in the JSON value.
    const links = await db
      .select({ id: verifications.id, value: verifications.value })
      .from(verifications)
      .where(like(verifications.identifier, "magic-link:%"));
    const linkIds = links.filter((link) => magicLinkEmail(link.value) === email).map((link) => link.id);
    await db
      .delete(verifications)
      .where(
        or(
          and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, user.id)),
          inArray(verifications.identifier, passcodeIdentifiers(email)),
          linkIds.length > 0 ? inArray(verifications.id, linkIds) : undefined,
        ),
      );
  }

  return {
    revokeOutstandingProofs,
    async afterPasswordChange(user: { id: string; email: string }): Promise<void> {
      await revokeOutstandingProofs(user);
      await messaging.send(passwordChangedEmail(user.email, baseUrl));
    },
  };
}
