import type { Db } from "@dugout/db";
import type { AppConfig } from "../../config";
import type { Metrics } from "../../metrics/metrics";
import { messagingChannels, type MessagingChannelsConfig, type PhoneChannel } from "./channels";
import { createOutboxMessaging } from "./outbox";
import type { Messaging } from "./port";
import { createSmtpMessaging } from "./smtp";
import { createTwilioMessaging } from "./twilio";
import { createRefusingMessaging } from "./unavailable";

const phoneChannels: PhoneChannel[] = ["sms", "whatsapp"];

/**
 * Layers, each handing the channels it does not carry to the one below:
 * outbox ← SMTP (email, when SMTP_URL) ← Twilio (SMS, WhatsApp, when TWILIO_*) ← refusal of any phone
 * channel without a transport (see messagingChannels).
 */
export function createMessaging(
  config: Pick<AppConfig, "SMTP_URL" | "MAIL_FROM" | "TWILIO_API_URL"> & MessagingChannelsConfig,
  db: Db,
  /** Times the calls to SMTP and Twilio (GET /metrics); absent in the command-line tools. */
  metrics?: Pick<Metrics, "timeOutsideCall" | "outsideFetch">,
): Messaging {
  const outbox = createOutboxMessaging(db);
  const email = config.SMTP_URL
    ? createSmtpMessaging({
        url: config.SMTP_URL,
        from: config.MAIL_FROM,
        fallback: outbox,
        ...(metrics ? { timed: (send) => metrics.timeOutsideCall("smtp", send) } : {}),
      })
    : outbox;
  const phone =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
      ? createTwilioMessaging({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          smsFrom: config.TWILIO_SMS_FROM,
          whatsappFrom: config.TWILIO_WHATSAPP_FROM,
          baseUrl: config.TWILIO_API_URL,
          fallback: email,
          ...(metrics ? { fetch: metrics.outsideFetch("twilio") } : {}),
        })
      : email;
  const channels = messagingChannels(config);
  const unavailable = phoneChannels.filter((channel) => channels[channel] === "none");
  return unavailable.length === 0 ? phone : createRefusingMessaging({ channels: unavailable, next: phone });
}
