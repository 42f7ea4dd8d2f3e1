import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Twilio's Messages API (tests only): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, Basic auth. Answers 201 with a
 * queued message, or Twilio's error bodies: 401 code 20003 for wrong credentials, 400 code 21211 for
 * a 'To' number it calls invalid, 400 code 21604 without a 'To', 404 code 20404 for another path.
 */
interface TwilioStandInMessage {
  accountSid: string;
  to: string;
  from: string;
  body: string;
  contentType: string;
}

export interface TwilioStandIn {
  url: string;
  /** Every message accepted with a 201, in order. */
  messages: TwilioStandInMessage[];
  /** While true, requests are read and never answered (to exercise the client's timeout). */
  stall: boolean;
  close(): Promise<void>;
}

/** Twilio's own test number for an invalid destination (its "magic" numbers do the same). */
export const invalidTwilioNumber = "+15005550001";

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

const twilioError = (code: number, message: string, status: number) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export async function startTwilioStandIn(options: { accountSid: string; authToken: string }): Promise<TwilioStandIn> {
  const messages: TwilioStandInMessage[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const messagesPath = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
  const stalled = new Set<ServerResponse>();

  const standIn: TwilioStandIn = {
    url: "",
    messages,
    stall: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of stalled) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      if (standIn.stall) {
        stalled.add(response);
        return;
      }
      const path = new URL(request.url ?? "/", "http://x").pathname;
      if (request.method !== "POST" || path !== messagesPath) {
        sendJson(response, 404, twilioError(20404, `The requested resource ${path} was not found`, 404));
        return;
      }
      if (request.headers.authorization !== expectedAuth) {
        sendJson(response, 401, twilioError(20003, "Authenticate", 401));
        return;
      }
      const contentType = request.headers["content-type"] ?? "";
      if (!contentType.startsWith("application/x-www-form-urlencoded")) {
        sendJson(response, 400, twilioError(21601, "Unsupported content type", 400));
        return;
      }
      const form = new URLSearchParams(text);
      const to = form.get("To") ?? "";
      const from = form.get("From") ?? "";
      const body = form.get("Body") ?? "";
      if (!to) {
        sendJson(response, 400, twilioError(21604, "A 'To' phone number is required.", 400));
        return;
      }
      if (to.replace(/^whatsapp:/, "") === invalidTwilioNumber) {
        sendJson(response, 400, twilioError(21211, `The 'To' number ${to} is not a valid phone number.`, 400));
        return;
      }
      messages.push({ accountSid: options.accountSid, to, from, body, contentType });
      const sid = `SM${randomBytes(16).toString("hex")}`;
      sendJson(response, 201, {
        sid,
        account_sid: options.accountSid,
        to,
        from,
        body,
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        date_created: new Date().toUTCString(),
        uri: messagesPath.replace(/\.json$/, `/${sid}.json`),
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
