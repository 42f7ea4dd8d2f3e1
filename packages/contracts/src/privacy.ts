import { z } from "zod/mini";

/** What the browser knows of the privacy settings (runtime configuration): where the notice is, and its facts. */
export const privacySettingsSchema = z.object({
  /** PRIVACY_NOTICE_URL: the operator's own notice; null = Dugout's page at /privacy. */
  noticeUrl: z.nullable(z.string()),
  /** PRIVACY_CONTACT_EMAIL: where people send export and erasure requests; null = no address given. */
  contactEmail: z.nullable(z.string()),
  /** RETAIN_LEADS_DAYS: how long a lead is kept; 0 = no limit. */
  leadsDays: z.number(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const defaultPrivacySettings: PrivacySettings = { noticeUrl: null, contactEmail: null, leadsDays: 365 };

/** The link under the lead form. */
export const privacyNoticeLinkText = "Privacy notice";

/** How long a lead is kept, in the notice's words. */
export function leadRetentionSentence(days: number): string {
  if (days === 0) return "We keep them until you ask us to delete them.";
  const years = days % 365 === 0 ? days / 365 : undefined;
  const period = years === 1 ? "one year" : years ? `${years} years` : `${days} days`;
  return `We keep them for ${period}, then delete them automatically.`;
}

/** Where to send a request about your data, in the notice's words. */
export function privacyContactSentence(contactEmail: string | null): string {
  return contactEmail
    ? `To get a copy of your data or have it erased, write to ${contactEmail}.`
    : "To get a copy of your data or have it erased, ask the company that runs this site.";
}
