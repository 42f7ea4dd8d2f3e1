import { createHash } from "node:crypto";
import type { PhoneChannel } from "../../../../integrations/messaging/channels";
import { MessageDeliveryError } from "../../../../integrations/messaging/errors";
import { identityApiError } from "../../api-errors";
import { e164, phoneChannel } from "./phone-numbers";

/**
 * What Dugout adds to Better Auth's phoneNumber plugin (text and WhatsApp passcodes):
 * - one spelling of a number (E.164) before any limit, lock or account sees it;
 * - the channel, which the plugin's body schema would drop, read from the raw body;
 * - codes hashed at rest (the plugin stores `<code>:<attempts>` in clear): the row is hashed as it is
 *   written, and the code a caller submits is hashed before the plugin compares the two, so the
 *   plugin's own attempt count keeps working on the hashed value.
 */

/** The identifier under which the plugin keeps a number's code (`phone-number-otp-<number>`). */
const codeIdentifierPrefix = "phone-number-otp-";
const hashPrefix = "sha256$";

export const hashPasscode = (code: string): string => hashPrefix + createHash("sha256").update(code).digest("hex");

/** A verification row about to be written: a phone code in clear gets hashed (its attempt count kept). */
export function hashStoredPhoneCode<T extends { identifier: string; value: string }>(row: T): T {
  if (!row.identifier.startsWith(codeIdentifierPrefix)) return row;
  const separator = row.value.lastIndexOf(":");
  const code = separator === -1 ? row.value : row.value.slice(0, separator);
  const attempts = separator === -1 ? "0" : row.value.slice(separator + 1);
  // The plugin writes the row again after each wrong code, with the value it read (already hashed).
  if (code.startsWith(hashPrefix)) return row;
  return { ...row, value: `${hashPasscode(code)}:${attempts}` };
}

export interface PhoneRequest {
  number: string;
  channel: PhoneChannel;
}

/**
 * The number (and, for a send, the channel) of a phone request, or the error the caller sees:
 * a number that is not a valid E.164 number, or a channel this site has no transport for.
 */
export function phoneRequest(body: Record<string, unknown>, available: readonly PhoneChannel[]): PhoneRequest {
  const number = e164(body.phoneNumber);
  if (!number) throw identityApiError("invalid_phone_number");
  const channel = phoneChannel(body.channel);
  if (!channel) throw identityApiError("invalid_request", "channel must be sms or whatsapp.");
  if (!available.includes(channel)) {
    throw identityApiError(
      "unsupported_option",
      `${channel === "sms" ? "Text message" : "WhatsApp"} passcodes are not available on this site.`,
    );
  }
  return { number, channel };
}

/**
 * The body the plugin sees: the number in its E.164 form, a submitted code hashed, and
 * `updatePhoneNumber` / `disableSession` off (the widget signs in; attaching a number to another
 * account is not a flow this site offers). Better Auth merges this over the request's body.
 */
export function phoneBody(path: string, body: Record<string, unknown>, number: string): Record<string, unknown> {
  if (path !== "/phone-number/verify") return { phoneNumber: number };
  const code = typeof body.code === "string" ? hashPasscode(body.code) : body.code;
  return { phoneNumber: number, code, updatePhoneNumber: false, disableSession: false };
}

interface UserFinder {
  findOne<T>(query: { model: "user"; where: { field: string; value: string }[] }): Promise<T | null>;
}

/** The account of a number, if it has one (the plugin keeps numbers in users.phone_number). */
export async function findUserByPhone(adapter: UserFinder, number: string): Promise<{ id: string } | null> {
  return adapter.findOne<{ id: string }>({ model: "user", where: [{ field: "phoneNumber", value: number }] });
}

/** A gateway's refusal, in words for the person: a number it cannot reach, or a send that failed. */
export function passcodeNotSent(error: unknown): Error {
  // Twilio's 21211 and 21614: not a valid number, or not one that can receive messages.
  if (error instanceof MessageDeliveryError && (error.code === 21211 || error.code === 21614)) {
    return identityApiError("invalid_phone_number");
  }
  if (error instanceof MessageDeliveryError) return identityApiError("passcode_not_sent");
  return error instanceof Error ? error : new Error(String(error));
}
