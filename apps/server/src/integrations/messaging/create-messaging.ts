import type { Db } from "@dugout/db";
import type { AppConfig } from "../../config";
import { createOutboxMessaging } from "./outbox";
import type { Messaging } from "./port";
import { createSmtpMessaging } from "./smtp";

export function createMessaging(config: Pick<AppConfig, "SMTP_URL" | "MAIL_FROM">, db: Db): Messaging {
  const outbox = createOutboxMessaging(db);
  if (!config.SMTP_URL) return outbox;
  return createSmtpMessaging({ url: config.SMTP_URL, from: config.MAIL_FROM, fallback: outbox });
}
