export type MessageChannel = "email" | "sms" | "whatsapp";

export interface OutgoingMessage {
  channel: MessageChannel;
  /** An email address for email, an E.164 phone number for SMS and WhatsApp. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
}

/** The one way the app sends messages; which transport carries them is configuration. */
export interface Messaging {
  send(message: OutgoingMessage): Promise<void>;
}
