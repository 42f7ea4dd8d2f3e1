import { describe, expect, it } from "vitest";
import { messagingChannels, type MessagingChannelsConfig } from "./channels";

const base: MessagingChannelsConfig = {
  NODE_ENV: "development",
  TWILIO_ACCOUNT_SID: undefined,
  TWILIO_AUTH_TOKEN: undefined,
  TWILIO_SMS_FROM: undefined,
  TWILIO_WHATSAPP_FROM: undefined,
};
const twilio = { TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "token" };

describe("messagingChannels", () => {
  it("uses the outbox for both phone channels without Twilio, outside production", () => {
    expect(messagingChannels(base)).toEqual({ sms: "outbox", whatsapp: "outbox" });
    expect(messagingChannels({ ...base, NODE_ENV: "test" })).toEqual({ sms: "outbox", whatsapp: "outbox" });
  });

  it("has no phone transport in production without Twilio (nobody reads the outbox there)", () => {
    expect(messagingChannels({ ...base, NODE_ENV: "production" })).toEqual({ sms: "none", whatsapp: "none" });
  });

  it("uses Twilio for each channel whose sender is set, and nothing for the other", () => {
    expect(messagingChannels({ ...base, ...twilio, TWILIO_SMS_FROM: "+15555550100" })).toEqual({
      sms: "twilio",
      whatsapp: "none",
    });
    expect(messagingChannels({ ...base, ...twilio, NODE_ENV: "production", TWILIO_WHATSAPP_FROM: "+1415" })).toEqual({
      sms: "none",
      whatsapp: "twilio",
    });
    expect(
      messagingChannels({ ...base, ...twilio, TWILIO_SMS_FROM: "+15555550100", TWILIO_WHATSAPP_FROM: "+14155238886" }),
    ).toEqual({ sms: "twilio", whatsapp: "twilio" });
  });
});
