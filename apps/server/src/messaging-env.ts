import { z } from "zod";
import type { Env } from "./config";
import { optionalString } from "./env-values";

/** A phone number in E.164 form, as Twilio wants its senders. */
const e164Phone = optionalString.pipe(
  z
    .string()
    .regex(/^\+[1-9]\d{1,14}$/, { message: "must be a phone number in E.164 form, such as +15555550100" })
    .optional(),
);

/** Outgoing email (SMTP) and text messages (Twilio); unset, messages wait in the local outbox. */
export const messagingEnv = {
  // --- messaging ---
  SMTP_URL: optionalString.pipe(z.url({ message: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: z.string().default("Dugout <no-reply@dugout.local>"),
  /** SMS and WhatsApp through Twilio's Messages API; unset = the outbox (rules between them: twilioProblems). */
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-zA-Z]+$/, { message: "must be a Twilio account SID, which starts with AC" })
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_SMS_FROM: e164Phone,
  TWILIO_WHATSAPP_FROM: e164Phone,
  /** Twilio's API origin; tests point it at a local stand-in. */
  TWILIO_API_URL: z
    .url({ message: "must be an absolute URL such as https://api.twilio.com" })
    .default("https://api.twilio.com"),
};

/**
 * Production needs a mail transport: without one, sign-in links exist only in the outbox, and
 * /dev/mailbox (which shows them) is never served in production, so nobody could sign in.
 */
export function mailProblems(values: Env): string[] {
  if (values.NODE_ENV !== "production" || values.SMTP_URL) return [];
  return [
    "SMTP_URL: must be set when NODE_ENV=production (e.g. smtps://user:pass@smtp.example.com:465): sign-in links are emailed, and the local mailbox that shows them without a transport is for development only",
  ];
}

/**
 * Twilio is all or nothing: half a set of credentials, credentials without a sender, or a sender
 * without credentials would otherwise boot and fail (or quietly use the outbox) at the first passcode.
 */
export function twilioProblems(values: Env): string[] {
  const hasSid = values.TWILIO_ACCOUNT_SID !== undefined;
  const hasToken = values.TWILIO_AUTH_TOKEN !== undefined;
  const senders = [
    ...(values.TWILIO_SMS_FROM ? ["TWILIO_SMS_FROM"] : []),
    ...(values.TWILIO_WHATSAPP_FROM ? ["TWILIO_WHATSAPP_FROM"] : []),
  ];
  if (hasSid !== hasToken) {
    const [missing, present] = hasSid
      ? ["TWILIO_AUTH_TOKEN", "TWILIO_ACCOUNT_SID"]
      : ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"];
    return [
      `${missing}: must be set together with ${present} (both from the Twilio console), or leave both unset to keep SMS and WhatsApp in the outbox`,
    ];
  }
  if (!hasSid && senders.length > 0) {
    return senders.map(
      (name) =>
        `${name}: needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or leave it unset to keep messages in the outbox`,
    );
  }
  if (hasSid && senders.length === 0) {
    return [
      "TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM: at least one sender must be set when TWILIO_ACCOUNT_SID is (e.g. TWILIO_SMS_FROM=+15555550100)",
    ];
  }
  return [];
}
