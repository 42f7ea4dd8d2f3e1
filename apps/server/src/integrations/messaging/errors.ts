import type { MessageChannel } from "./port";

/**
 * A message its transport did not accept. Callers decide what the person sees (a passcode that was
 * not sent is the caller's error to word); `code` is the gateway's own error code when it gave one
 * (Twilio's 21211 for an invalid 'To' number, for instance) and `status` its HTTP status.
 */
export class MessageDeliveryError extends Error {
  readonly code: number | undefined;
  readonly status: number | undefined;

  constructor(
    readonly channel: MessageChannel,
    message: string,
    details: { code?: number | undefined; status?: number | undefined; cause?: unknown } = {},
  ) {
    super(message, "cause" in details ? { cause: details.cause } : undefined);
    this.name = "MessageDeliveryError";
    this.code = details.code;
    this.status = details.status;
  }
}
