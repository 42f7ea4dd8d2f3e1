import { loginTokenParam, loginTokenTypeParam } from "@dugout/contracts/login-token";
import type { OutgoingMessage } from "../../integrations/messaging/port";

/** dugout_token_type of a password-reset link; magic links use "magic_links" (contracts). */
export const resetPasswordTokenType = "reset_password";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/**
 * The page a link lands on: the page the user came from when it is one of ours, else the home page.
 * The token rides in the query string; that page calls the verify endpoint with fetch, so mail
 * scanners that open links do not consume it.
 */
export function landingUrl(baseUrl: string, requested: string | undefined, token: string, tokenType: string): string {
  const base = new URL(baseUrl);
  let url = new URL("/", base);
  if (requested) {
    try {
      const candidate = new URL(requested, base);
      if (candidate.origin === base.origin) url = candidate;
    } catch {
      // An unparsable address falls back to the home page.
    }
  }
  url.searchParams.delete(loginTokenParam);
  url.searchParams.delete(loginTokenTypeParam);
  url.searchParams.set(loginTokenParam, token);
  url.searchParams.set(loginTokenTypeParam, tokenType);
  return url.toString();
}

/** True when `requested` is relative or on our own origin (where we let links land). */
export function isOwnUrl(baseUrl: string, requested: string): boolean {
  try {
    return new URL(requested, baseUrl).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

export function linkEmail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  minutes: number,
): OutgoingMessage {
  const expiry = `This link expires in ${minutes} minutes and works once. If you did not ask for it, ignore this email.`;
  return {
    channel: "email",
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${expiry}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(expiry)}</p>`,
  };
}

export function otpEmail(to: string, code: string, minutes: number): OutgoingMessage {
  const text = `Your Dugout passcode is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`;
  return { channel: "email", to, subject: `Your Dugout passcode: ${code}`, text, html: `<p>${escapeHtml(text)}</p>` };
}

/** A text or WhatsApp passcode: short, with no link (a message with a link is what phishing looks like). */
export function phoneOtpMessage(
  channel: "sms" | "whatsapp",
  to: string,
  code: string,
  minutes: number,
): OutgoingMessage {
  return { channel, to, text: `Your Dugout passcode is ${code}. It expires in ${minutes} minutes.` };
}

/** Tells the owner their password was set or changed; it carries no link that acts on the account. */
export function passwordChangedEmail(to: string, baseUrl: string): OutgoingMessage {
  const text =
    "The password of your Dugout account was just set or changed. If that was you, there is nothing to do. " +
    `If it was not, open ${baseUrl} , choose "Forgot Password?" to set a new one, and tell your Dugout admin.`;
  return {
    channel: "email",
    to,
    subject: "Your Dugout password was changed",
    text,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}

/** dugout_token_type of the link that proves the mailbox of a password sign-up. */
export const verifyEmailTokenType = "verify_email";

export const verifyEmailEmail = (to: string, url: string, minutes: number) =>
  linkEmail(
    to,
    "Confirm your Dugout account",
    "Confirm this address to finish creating your Dugout account.",
    "Confirm and sign in",
    url,
    minutes,
  );

/** An admin's invitation: no token in it (it would expire), just where and how to sign in. */
export function invitationEmail(to: string, invitedBy: string, role: "admin" | null, baseUrl: string): OutgoingMessage {
  const as = role === "admin" ? " as an admin" : "";
  const url = `${baseUrl}/batting_cage`;
  const text =
    `${invitedBy} invited you to Dugout${as}, the sales-training and sales-tools suite. ` +
    `Open ${url} , enter this email address (${to}) and choose "Continue with email": a sign-in link will follow.`;
  return {
    channel: "email",
    to,
    subject: "You are invited to Dugout",
    text,
    html: `<p>${escapeHtml(`${invitedBy} invited you to Dugout${as}, the sales-training and sales-tools suite.`)}</p><p><a href="${escapeHtml(url)}">Open Dugout</a>, enter this email address (${escapeHtml(to)}) and choose "Continue with email": a sign-in link will follow.</p>`,
  };
}
