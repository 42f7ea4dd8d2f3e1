import type { OutgoingMessage } from "../../integrations/messaging/port";
import { linkEmail, otpEmail } from "./emails";

/**
 * The named templates a widget may ask for (`otpOptions.loginTemplateId` / `signupTemplateId`,
 * `emailMagicLinksOptions` likewise): a small fixed set, so an id is either known here or refused as a
 * configuration error. `dugout_default` is what every message uses unless a widget names another.
 */
export const messageTemplateIds = ["dugout_default", "dugout_welcome", "dugout_brief"] as const;
export type MessageTemplateId = (typeof messageTemplateIds)[number];
export const defaultTemplateId: MessageTemplateId = "dugout_default";

export const isMessageTemplateId = (id: string): id is MessageTemplateId =>
  (messageTemplateIds as readonly string[]).includes(id);

interface LinkWords {
  subject: string;
  intro: string;
  action: string;
}

const magicLinkWords: Record<MessageTemplateId, LinkWords> = {
  dugout_default: {
    subject: "Your Dugout sign-in link",
    intro: "Use this link to sign in to Dugout.",
    action: "Sign in to Dugout",
  },
  dugout_welcome: {
    subject: "Welcome to Dugout",
    intro: "Welcome to Dugout! Use this link to finish creating your account.",
    action: "Create my Dugout account",
  },
  dugout_brief: { subject: "Dugout sign-in", intro: "Your sign-in link.", action: "Sign in" },
};

export function magicLinkMessage(template: MessageTemplateId, to: string, url: string, minutes: number) {
  const words = magicLinkWords[template];
  return linkEmail(to, words.subject, words.intro, words.action, url, minutes);
}

const resetWords: Record<MessageTemplateId, LinkWords> = {
  dugout_default: {
    subject: "Set your Dugout password",
    intro: "Use this link to set a new Dugout password.",
    action: "Set a new password",
  },
  dugout_welcome: {
    subject: "Choose your Dugout password",
    intro: "Welcome to Dugout! Use this link to choose your password.",
    action: "Choose my password",
  },
  dugout_brief: { subject: "Dugout password", intro: "Your password link.", action: "Set password" },
};

export function resetPasswordMessage(template: MessageTemplateId, to: string, url: string, minutes: number) {
  const words = resetWords[template];
  return linkEmail(to, words.subject, words.intro, words.action, url, minutes);
}

export function emailOtpMessage(
  template: MessageTemplateId,
  to: string,
  code: string,
  minutes: number,
): OutgoingMessage {
  if (template === "dugout_default") return otpEmail(to, code, minutes);
  const text =
    template === "dugout_welcome"
      ? `Welcome to Dugout! Your passcode to finish creating your account is ${code}. It expires in ${minutes} minutes.`
      : `Dugout passcode: ${code} (expires in ${minutes} minutes).`;
  return { channel: "email", to, subject: `Your Dugout passcode: ${code}`, text, html: `<p>${text}</p>` };
}
