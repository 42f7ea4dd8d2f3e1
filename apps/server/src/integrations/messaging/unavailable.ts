import { MessageDeliveryError } from "./errors";
import type { Messaging, OutgoingMessage } from "./port";
import type { PhoneChannel } from "./channels";

/**
 * Refuses the given channels and hands the others on. It stands in front of a channel with no
 * transport (see messagingChannels), so a send fails loudly instead of landing somewhere unread.
 */
export function createRefusingMessaging(options: { channels: PhoneChannel[]; next: Messaging }): Messaging {
  const refused = new Set<string>(options.channels);
  return {
    async send(message: OutgoingMessage) {
      if (!refused.has(message.channel)) return options.next.send(message);
      throw new MessageDeliveryError(
        message.channel,
        `No ${message.channel} transport is configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and the channel's sender (TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM)`,
      );
    },
  };
}
