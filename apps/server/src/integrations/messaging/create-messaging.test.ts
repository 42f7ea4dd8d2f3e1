import { outboxMessages } from "@dugout/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { productionEnv } from "../../test/production-env";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { createMessaging } from "./create-messaging";
import { MessageDeliveryError } from "./errors";
import { startTwilioStandIn, type TwilioStandIn } from "./twilio-stand-in";

const accountSid = "AC0123456789abcdef0123456789abcdef";
const authToken = "compose-token";

describe("createMessaging", () => {
  let testDatabase: TestDatabase;
  let standIn: TwilioStandIn;
  const outbox = async () =>
    (await testDatabase.database.db.select().from(outboxMessages)).map((row) => `${row.channel} ${row.to}`).sort();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    standIn = await startTwilioStandIn({ accountSid, authToken });
  });
  afterAll(async () => {
    await standIn.close();
    await testDatabase.drop();
  });
  beforeEach(async () => {
    await testDatabase.database.db.delete(outboxMessages);
    standIn.messages.length = 0;
  });

  it("keeps every channel in the outbox without SMTP or Twilio", async () => {
    const messaging = createMessaging(loadConfig({ NODE_ENV: "test" }), testDatabase.database.db);
    await messaging.send({ channel: "email", to: "rep@example.com", subject: "s", text: "t" });
    await messaging.send({ channel: "sms", to: "+15555550123", text: "123456" });
    await messaging.send({ channel: "whatsapp", to: "+15555550124", text: "123456" });
    expect(await outbox()).toEqual(["email rep@example.com", "sms +15555550123", "whatsapp +15555550124"]);
  });

  it("sends SMS through Twilio and leaves email to the layer below", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_SMS_FROM: "+15555550100",
      TWILIO_API_URL: standIn.url,
    });
    const messaging = createMessaging(config, testDatabase.database.db);
    await messaging.send({ channel: "sms", to: "+15555550123", text: "123456" });
    await messaging.send({ channel: "email", to: "rep@example.com", subject: "s", text: "t" });
    expect(standIn.messages.map((message) => `${message.from} -> ${message.to}`)).toEqual([
      "+15555550100 -> +15555550123",
    ]);
    expect(await outbox()).toEqual(["email rep@example.com"]);

    // Only the SMS sender is set: WhatsApp fails clearly rather than falling back to the outbox.
    const error: unknown = await messaging
      .send({ channel: "whatsapp", to: "+15555550123", text: "123456" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MessageDeliveryError);
    expect((error as Error).message).toMatch(/No whatsapp transport is configured/);
    expect(standIn.messages).toHaveLength(1);
    expect(await outbox()).toEqual(["email rep@example.com"]);
  });

  it("refuses phone messages in production without Twilio instead of leaving them unread in the outbox", async () => {
    const config = loadConfig({ ...productionEnv, SMTP_URL: "smtp://127.0.0.1:9" });
    const messaging = createMessaging(config, testDatabase.database.db);
    for (const channel of ["sms", "whatsapp"] as const) {
      await expect(messaging.send({ channel, to: "+15555550123", text: "123456" })).rejects.toThrow(
        `No ${channel} transport is configured`,
      );
    }
    expect(await outbox()).toEqual([]);
  });
});
