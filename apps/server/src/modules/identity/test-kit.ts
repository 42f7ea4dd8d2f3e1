import type { LightMyRequestResponse } from "fastify";
import type { Messaging, OutgoingMessage } from "../../integrations/messaging/port";
import type { TestApp } from "../../test/harness";

/** A messaging adapter that keeps what was sent, for reading links and codes in tests. */
export function captureMessaging(): Messaging & { sent: OutgoingMessage[]; last(to: string): OutgoingMessage } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    last(to) {
      const found = sent.filter((message) => message.to === to).at(-1);
      if (!found) throw new Error(`No message was sent to ${to}.`);
      return found;
    },
  };
}

export const linkIn = (message: OutgoingMessage): URL => {
  const match = /https?:\/\/\S+/.exec(message.text);
  if (!match) throw new Error("The message has no link.");
  return new URL(match[0]);
};

export const codeIn = (message: OutgoingMessage): string => {
  const match = /\b(\d{6})\b/.exec(message.text);
  if (!match?.[1]) throw new Error("The message has no 6-digit code.");
  return match[1];
};

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not spill into the next. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${(process.pid % 250) + 1}`;
};

export interface CallOptions {
  headers?: Record<string, string>;
  ip?: string;
}

/** A JSON POST from our own origin, as the widget makes it. */
export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: { origin: t.config.baseUrl, "content-type": "application/json", ...options.headers },
    payload: JSON.stringify(payload),
  });
}

export function get(t: TestApp, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "GET", url, remoteAddress: options.ip ?? "127.0.0.1", headers: options.headers ?? {} });
}

/** The cookies a response set, as one Cookie header. */
export const cookieHeader = (response: LightMyRequestResponse): string =>
  [response.headers["set-cookie"] ?? []]
    .flat()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((cookie) => !cookie.endsWith("="))
    .join("; ");

export const errorBody = (response: LightMyRequestResponse) =>
  response.json<{
    error_type: string;
    error_message: string;
    status_code: number;
    retry_after_seconds?: number;
    masked_email?: string;
  }>();

/**
 * One browser's cookies across calls, as a browser keeps them: `keep` stores what an answer sets (an empty
 * value or Max-Age=0 removes), `header` is the Cookie header of the next call. Paths are not told apart:
 * every identity call is under the cookies' paths.
 */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    get header(): string {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    keep(response: LightMyRequestResponse): LightMyRequestResponse {
      for (const cookie of [response.headers["set-cookie"] ?? []].flat()) {
        const [pair = "", ...attributes] = cookie.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (!value || expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
}

/**
 * A password sign-up as a person does it: sign up (no session yet), then open the confirmation link
 * from the mailbox. Returns the answer of that last step, which carries the session cookie.
 */
export async function signUpConfirmed(
  t: TestApp,
  mail: ReturnType<typeof captureMessaging>,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  const created = await post(t, "/api/auth/sign-up/email", { email, password }, { ip: freshIp() });
  if (created.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${created.statusCode} ${created.body}`);
  const token = linkIn(mail.last(email)).searchParams.get("token") ?? "";
  // Opened in the browser that signed up (which the link is bound to).
  return post(
    t,
    "/api/auth/dugout/tokens/authenticate",
    { token, token_type: "verify_email" },
    { ip: freshIp(), headers: { cookie: cookieHeader(created) } },
  );
}
