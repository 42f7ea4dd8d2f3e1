import { outboxMessages, type Db } from "@dugout/db";
import type { Messaging, OutgoingMessage } from "./port";

/** The embedded default: messages are stored and shown at /dev/mailbox instead of delivered. */
export function createOutboxMessaging(db: Db): Messaging {
  return {
    async send(message: OutgoingMessage) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}
