import { parsePhoneNumberFromString } from "libphonenumber-js";
import {
  messagingChannels,
  type MessagingChannelsConfig,
  type PhoneChannel,
} from "../../../../integrations/messaging/channels";

/**
 * Phone numbers as the identity provider keeps them: E.164 (`+15555550123`), checked against the
 * numbering plan of the number's country, so a send cap, a lock or an account is keyed by one
 * spelling of a number, never by how it was typed.
 */
export function e164(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (!/^\+[1-9]\d{6,14}$/.test(trimmed)) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The domain of a phone-only account's email: reserved (RFC 2606), so no mail can ever reach it. */
export const phonePlaceholderDomain = "phone.invalid";

/** A phone-only account still needs an email (NOT NULL, unique): one derived from the number. */
export const phonePlaceholderEmail = (number: string): string =>
  `${number.replace(/\D/g, "")}@${phonePlaceholderDomain}`;

export const isPhonePlaceholderEmail = (email: string): boolean => email.endsWith(`@${phonePlaceholderDomain}`);

export const phoneChannels: readonly PhoneChannel[] = ["sms", "whatsapp"];

/** The channel a send asks for (`channel` in its body); a text message when it names none. */
export function phoneChannel(value: unknown): PhoneChannel | undefined {
  if (value === undefined || value === null) return "sms";
  return phoneChannels.find((channel) => channel === value);
}

/** The phone channels that have a transport with this configuration (messagingChannels). */
export const availablePhoneChannels = (config: MessagingChannelsConfig): PhoneChannel[] => {
  const transports = messagingChannels(config);
  return phoneChannels.filter((channel) => transports[channel] !== "none");
};
