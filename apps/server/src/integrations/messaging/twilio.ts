import { MessageDeliveryError } from "./errors";
import type { Messaging, OutgoingMessage } from "./port";

export interface TwilioMessagingOptions {
  accountSid: string;
  authToken: string;
  /** E.164 sender for SMS; unset = SMS is refused (the config guarantees one of the two senders). */
  smsFrom?: string | undefined;
  /** E.164 WhatsApp sender; sent as `whatsapp:<number>`. */
  whatsappFrom?: string | undefined;
  /** Twilio's API origin, e.g. https://api.twilio.com. */
  baseUrl: string;
  /** Takes email, which Twilio does not carry: SMTP or the outbox. */
  fallback: Messaging;
  timeoutMs?: number;
  /** The fetch to call Twilio with (the metrics' timed one). */
  fetch?: typeof fetch;
}

const defaultTimeoutMs = 10_000;

/**
 * SMS and WhatsApp through Twilio's Messages API (one form-encoded POST per message; no SDK needed).
 * Email goes to `fallback`. Every failure throws a MessageDeliveryError whose message names
 * Twilio's error code and text, and never carries the auth token.
 */
export function createTwilioMessaging(options: TwilioMessagingOptions): Messaging {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const doFetch = options.fetch ?? fetch;
  // Whatever reaches an error message passes through here, in case a gateway or proxy echoes it.
  const redact = (text: string) => (options.authToken ? text.split(options.authToken).join("[redacted]") : text);

  return {
    async send(message: OutgoingMessage) {
      if (message.channel === "email") return options.fallback.send(message);
      const { channel } = message;
      const sender = channel === "sms" ? options.smsFrom : options.whatsappFrom;
      if (!sender) {
        const variable = channel === "sms" ? "TWILIO_SMS_FROM" : "TWILIO_WHATSAPP_FROM";
        throw new MessageDeliveryError(channel, `Twilio has no ${channel} sender: ${variable} is not set`);
      }
      const prefix = channel === "whatsapp" ? "whatsapp:" : "";
      const body = new URLSearchParams({
        To: `${prefix}${message.to}`,
        From: `${prefix}${sender}`,
        Body: message.text,
      });

      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: {
            authorization,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new MessageDeliveryError(
          channel,
          redact(`Twilio ${channel} request failed: ${describeFetchFailure(error, timeoutMs)}`),
          {
            cause: error,
          },
        );
      }
      if (response.ok) {
        // Drain the body so the connection can be reused; the message's SID is not kept.
        await response.arrayBuffer().catch(() => undefined);
        return;
      }
      const refusal = await readTwilioError(response);
      const detail = refusal.code === undefined ? refusal.message : `error ${refusal.code}: ${refusal.message}`;
      throw new MessageDeliveryError(
        channel,
        redact(`Twilio refused the ${channel} message (HTTP ${response.status}, ${detail})`),
        {
          code: refusal.code,
          status: response.status,
        },
      );
    },
  };
}

/** Twilio's error body is `{code, message, more_info, status}`; anything else is reported by status only. */
async function readTwilioError(response: Response): Promise<{ code: number | undefined; message: string }> {
  const fallback = { code: undefined, message: response.statusText || "no error details" };
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    return fallback;
  }
  if (typeof parsed !== "object" || parsed === null) return fallback;
  const code = "code" in parsed && typeof parsed.code === "number" ? parsed.code : undefined;
  const message = "message" in parsed && typeof parsed.message === "string" ? parsed.message : fallback.message;
  return { code, message };
}

/** Node's fetch says only "fetch failed"; the reason (refused, DNS, timeout) is in its cause. */
function describeFetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${timeoutMs} ms`;
  }
  if (error instanceof Error) {
    const cause: unknown = error.cause;
    const reason = cause instanceof Error ? cause.message : undefined;
    return reason ? `${error.message} (${reason})` : error.message;
  }
  return String(error);
}
