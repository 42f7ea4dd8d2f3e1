import type { AuditParty } from "../../audit/record";
import { isPlaceholderEmail } from "./placeholder-emails";

/**
 * An account as the audit trail names it: its email, or its phone number when the email is only a placeholder
 * (a phone-only account), so the Activity page shows what an admin knows the person by.
 */
export const accountParty = (user: { id: string; email: string; phoneNumber?: string | null }): AuditParty => ({
  userId: user.id,
  label: isPlaceholderEmail(user.email) && user.phoneNumber ? user.phoneNumber : user.email,
});
