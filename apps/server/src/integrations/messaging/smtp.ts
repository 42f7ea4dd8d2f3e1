import nodemailer from "nodemailer";
import type { Messaging, OutgoingMessage } from "./port";

/** Email over SMTP (nodemailer). SMS and WhatsApp go to `fallback` until a gateway is configured. */
export function createSmtpMessaging(options: {
  url: string;
  from: string;
  fallback: Messaging;
  /** Wraps each exchange with the server (the metrics time it). */
  timed?: <T>(send: () => Promise<T>) => Promise<T>;
}): Messaging & {
  close(): void;
} {
  const transport = nodemailer.createTransport(options.url);
  const timed = options.timed ?? ((send) => send());
  return {
    async send(message: OutgoingMessage) {
      if (message.channel !== "email") return options.fallback.send(message);
      await timed(() =>
        transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject ?? "",
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        }),
      );
    },
    close() {
      transport.close();
    },
  };
}
