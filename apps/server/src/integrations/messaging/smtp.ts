import nodemailer from "nodemailer";
import type { Messaging, OutgoingMessage } from "./port";

/** Email over SMTP (nodemailer). SMS and WhatsApp go to `fallback` until a gateway is configured. */
export function createSmtpMessaging(options: { url: string; from: string; fallback: Messaging }): Messaging & {
  close(): void;
} {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: OutgoingMessage) {
      if (message.channel !== "email") return options.fallback.send(message);
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject ?? "",
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
