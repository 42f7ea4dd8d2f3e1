import type { Messaging } from "../integrations/messaging/port";
import type { Metrics } from "./metrics";

/** Every message the app sends, counted by channel and outcome, whichever transport carries it. */
export function countedMessaging(messaging: Messaging, metrics: Metrics): Messaging {
  return {
    async send(message) {
      try {
        await messaging.send(message);
      } catch (error) {
        metrics.sends.inc({ channel: message.channel, outcome: "failed" });
        throw error;
      }
      metrics.sends.inc({ channel: message.channel, outcome: "sent" });
    },
  };
}
