import type { AppConfig } from "../../config";

export type PhoneChannel = "sms" | "whatsapp";

/**
 * What carries a phone channel: Twilio, the outbox (shown at /dev/mailbox, development only), or
 * nothing, in which case sending on it fails and sign-in must not offer it.
 */
export type PhoneTransport = "twilio" | "outbox" | "none";

export type MessagingChannelsConfig = Pick<
  AppConfig,
  "NODE_ENV" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_SMS_FROM" | "TWILIO_WHATSAPP_FROM"
>;

/**
 * Which transport each phone channel has with this configuration. Without Twilio both use the
 * outbox, except in production, where nobody reads the outbox: a passcode sent there would be lost
 * without a word, so the channel has no transport at all. With Twilio, a channel without its
 * sender has none either (the config refuses Twilio without any sender).
 */
export function messagingChannels(config: MessagingChannelsConfig): Record<PhoneChannel, PhoneTransport> {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN) {
    return {
      sms: config.TWILIO_SMS_FROM ? "twilio" : "none",
      whatsapp: config.TWILIO_WHATSAPP_FROM ? "twilio" : "none",
    };
  }
  const unconfigured: PhoneTransport = config.NODE_ENV === "production" ? "none" : "outbox";
  return { sms: unconfigured, whatsapp: unconfigured };
}
