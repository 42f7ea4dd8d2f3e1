import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MessageDeliveryError } from "./errors";
import type { Messaging, OutgoingMessage } from "./port";
import { invalidTwilioNumber, startTwilioStandIn, type TwilioStandIn } from "./twilio-stand-in";
import { createTwilioMessaging, type TwilioMessagingOptions } from "./twilio";

const accountSid = "AC0123456789abcdef0123456789abcdef";
const authToken = "tok_secret_do_not_leak_7f3a";

/** The error a send throws, so a test can look at its message and fields. */
async function failure(messaging: Messaging, message: OutgoingMessage): Promise<MessageDeliveryError> {
  const error: unknown = await messaging.send(message).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MessageDeliveryError);
  return error as MessageDeliveryError;
}

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("Twilio messaging", () => {
  let standIn: TwilioStandIn;
  let fallbackSent: OutgoingMessage[];
  const twilio = (overrides: Partial<TwilioMessagingOptions> = {}) =>
    createTwilioMessaging({
      accountSid,
      authToken,
      smsFrom: "+15555550100",
      whatsappFrom: "+15555550111",
      baseUrl: standIn.url,
      fallback: { send: async (message) => void fallbackSent.push(message) },
      ...overrides,
    });

  beforeAll(async () => {
    standIn = await startTwilioStandIn({ accountSid, authToken });
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(() => {
    standIn.messages.length = 0;
    standIn.stall = false;
    fallbackSent = [];
  });

  it("delivers an SMS as a form-encoded POST to the account's Messages resource", async () => {
    await twilio().send({ channel: "sms", to: "+15555550123", text: "Your Dugout code is 123456 & valid 10 min" });
    expect(standIn.messages).toEqual([
      {
        accountSid,
        to: "+15555550123",
        from: "+15555550100",
        body: "Your Dugout code is 123456 & valid 10 min",
        contentType: "application/x-www-form-urlencoded",
      },
    ]);
    expect(fallbackSent).toEqual([]);
  });

  it("accepts a base URL with a trailing slash", async () => {
    await twilio({ baseUrl: `${standIn.url}/` }).send({ channel: "sms", to: "+15555550123", text: "hi" });
    expect(standIn.messages).toHaveLength(1);
  });

  it("sends WhatsApp with whatsapp: on both numbers, from the WhatsApp sender", async () => {
    await twilio().send({ channel: "whatsapp", to: "+15555550123", text: "Your code is 654321" });
    expect(standIn.messages).toEqual([
      expect.objectContaining({
        to: "whatsapp:+15555550123",
        from: "whatsapp:+15555550111",
        body: "Your code is 654321",
      }),
    ]);
  });

  it("hands email to the fallback and sends nothing to Twilio", async () => {
    const email: OutgoingMessage = { channel: "email", to: "rep@example.com", subject: "Link", text: "Open it" };
    await twilio().send(email);
    expect(fallbackSent).toEqual([email]);
    expect(standIn.messages).toEqual([]);
  });

  it("refuses a channel whose sender is not set, without calling Twilio", async () => {
    const error = await failure(twilio({ whatsappFrom: undefined }), {
      channel: "whatsapp",
      to: "+15555550123",
      text: "x",
    });
    expect(error.message).toContain("TWILIO_WHATSAPP_FROM is not set");
    expect(error.channel).toBe("whatsapp");
    expect(standIn.messages).toEqual([]);
    expect(fallbackSent).toEqual([]);
  });

  it("surfaces a 400 with Twilio's code and message", async () => {
    const error = await failure(twilio(), { channel: "sms", to: invalidTwilioNumber, text: "x" });
    expect(error.code).toBe(21211);
    expect(error.status).toBe(400);
    expect(error.message).toContain("21211");
    expect(error.message).toContain(`The 'To' number ${invalidTwilioNumber} is not a valid phone number.`);
    expect(error.message).not.toContain(authToken);
  });

  it("surfaces wrong credentials (401, code 20003) without the token", async () => {
    const wrongToken = "tok_wrong_secret_9b2c";
    const error = await failure(twilio({ authToken: wrongToken }), { channel: "sms", to: "+15555550123", text: "x" });
    expect(error.code).toBe(20003);
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/HTTP 401.*20003.*Authenticate/);
    expect(error.message).not.toContain(wrongToken);
  });

  it("posts under the configured account only", async () => {
    const error = await failure(twilio({ accountSid: "ACnotthisone" }), {
      channel: "sms",
      to: "+15555550123",
      text: "x",
    });
    expect(error.status).toBe(404);
    expect(error.code).toBe(20404);
  });

  it("reports an answer that is not Twilio's JSON (a proxy's error page) by its status", async () => {
    const proxy = createHttpServer((_request, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end(`<html>Bad Gateway for ${authToken}</html>`);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const error = await failure(twilio({ baseUrl: `http://127.0.0.1:${port}` }), {
        channel: "sms",
        to: "+15555550123",
        text: "x",
      });
      expect(error.status).toBe(502);
      expect(error.code).toBeUndefined();
      expect(error.message).toContain("HTTP 502");
      expect(error.message).not.toContain(authToken);
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });

  it("gives up after its timeout when Twilio does not answer", async () => {
    standIn.stall = true;
    const started = Date.now();
    const error = await failure(twilio({ timeoutMs: 200 }), { channel: "sms", to: "+15555550123", text: "x" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.message).toContain("no answer within 200 ms");
    expect(error.message).not.toContain(authToken);
  });

  it("surfaces a refused connection", async () => {
    const port = await closedPort();
    const error = await failure(twilio({ baseUrl: `http://127.0.0.1:${port}` }), {
      channel: "sms",
      to: "+15555550123",
      text: "x",
    });
    expect(error.message).toMatch(/Twilio sms request failed: .*ECONNREFUSED/);
    expect(error.message).not.toContain(authToken);
    expect(error.cause).toBeInstanceOf(Error);
  });
});
