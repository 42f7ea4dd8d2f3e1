import { defined } from "@dugout/contracts/defined";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { createSmtpMessaging } from "./smtp";
import type { OutgoingMessage } from "./port";

describe("outbox messaging and the dev mailbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows sent messages newest first, as JSON and as a page", async () => {
    await t.app.inject({ method: "GET", url: "/healthz" });
    const messaging = (await import("./outbox")).createOutboxMessaging(t.database.db);
    await messaging.send({
      channel: "email",
      to: "first@example.com",
      subject: "First",
      text: "Open https://x.test/a?b=1",
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await messaging.send({ channel: "sms", to: "+15555550100", text: "Your code is 123456" });

    const json = await t.app.inject({ method: "GET", url: "/dev/mailbox.json" });
    expect(json.statusCode).toBe(200);
    const entries = json.json<
      {
        channel: string;
        to: string;
        subject: string | null;
        text: string;
        html: null;
        id: string;
        created_at: string;
      }[]
    >();
    expect(entries.map((entry) => entry.to)).toEqual(["+15555550100", "first@example.com"]);
    expect(Object.keys(defined(entries[0], "the first mailbox entry")).sort()).toEqual([
      "channel",
      "created_at",
      "html",
      "id",
      "subject",
      "text",
      "to",
    ]);

    const page = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body.indexOf("+15555550100")).toBeLessThan(page.body.indexOf("first@example.com"));
    expect(page.body).toContain('<a href="https://x.test/a?b=1">');
  });

  it("escapes message text so a message cannot inject markup", async () => {
    const messaging = (await import("./outbox")).createOutboxMessaging(t.database.db);
    await messaging.send({
      channel: "email",
      to: "x@example.com",
      subject: "<script>alert(1)</script>",
      text: "<img src=x onerror=alert(1)>",
    });
    const page = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.body).not.toContain("<script>alert(1)</script>");
    expect(page.body).not.toContain("<img src=x");
  });

  it("is absent when a real mail transport is configured", async () => {
    const withSmtp = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:2525" } });
    try {
      expect((await withSmtp.app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
      expect((await withSmtp.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});

describe("SMTP messaging", () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers email over SMTP and hands SMS to the fallback", async () => {
    const fallbackSent: OutgoingMessage[] = [];
    const messaging = createSmtpMessaging({
      url: `smtp://127.0.0.1:${port}`,
      from: "Dugout <no-reply@dugout.test>",
      fallback: { send: async (message) => void fallbackSent.push(message) },
    });
    await messaging.send({
      channel: "email",
      to: "rep@example.com",
      subject: "Your link",
      text: "Click here",
      html: "<p>Click here</p>",
    });
    await messaging.send({ channel: "sms", to: "+15555550100", text: "123456" });
    messaging.close();

    expect(received).toHaveLength(1);
    const mail = defined(received[0], "the received mail");
    expect(mail.from).toBe("no-reply@dugout.test");
    expect(mail.to).toEqual(["rep@example.com"]);
    expect(mail.data).toContain("Subject: Your link");
    expect(mail.data).toContain("Click here");
    expect(fallbackSent).toEqual([{ channel: "sms", to: "+15555550100", text: "123456" }]);
  });
});
