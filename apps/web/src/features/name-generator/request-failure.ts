import { ApiError } from "../../lib/api";

/** A failed request as the page shows it: the words, and when the server asked to wait, until when. */
export interface RequestFailure {
  message: string;
  /** Date.now() instant until which the server refuses (429 with Retry-After). */
  retryUntil?: number;
}

/**
 * The server's own message when it refused for a reason the visitor can act on (too many requests, with
 * its wait), else the page's message of docs/requirements/name-generator.md#messages.
 */
export function requestFailure(error: unknown, fallback: string, now = Date.now()): RequestFailure {
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds ?? 60;
    return { message: error.message, retryUntil: now + wait * 1000 };
  }
  return { message: fallback };
}

/** "Try again in 54 seconds." in the server's words becomes the live "Try again in 53 s." */
const waitPhrase = /\s*Try again in \d+ seconds?\.?\s*$/i;

/** The message without its wait (the countdown says it, live), or the whole message when it names none. */
export const withoutWait = (message: string): string => message.replace(waitPhrase, "");
