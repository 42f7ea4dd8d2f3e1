import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@dugout/db";
import { createTestApp, type TestApp } from "../../test/harness";
import { identityEndpoints } from "./endpoints";
import { lockout } from "./limits";
import { captureMessaging, codeIn, errorBody, freshIp, linkIn, post, signUpConfirmed } from "./test-kit";

/**
 * The identity provider's HTTP surface is exactly the list in endpoints.ts, and the list decides the
 * abuse accounting: these tests are generated from it, so an endpoint added to the list without its
 * limits, or mounted without being listed, fails here.
 */
const mail = captureMessaging();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ messaging: mail, env: { SIGNUP_ALLOWED_DOMAINS: "example.com" } });
});
afterAll(async () => {
  await t.close();
});

const strong = "violet-harbour-trumpet-42";
const routeKey = (method: string, url: string) => `${method} ${url}`;
const listed = identityEndpoints;
let accounts = 0;
const freshEmail = (label: string) => {
  accounts += 1;
  return `${label}-${accounts}@example.com`;
};
const sentTo = (address: string) => mail.sent.filter((message) => message.to === address).length;
let numbers = 0;
/** Gives the account of `email` (created when missing) a fresh verified phone number, and returns it. */
async function givePhone(email: string): Promise<string> {
  numbers += 1;
  const number = `+1201555${String(2000 + numbers).padStart(4, "0")}`;
  await t.signIn({ email });
  await t.database.db
    .update(users)
    .set({ phoneNumber: number, phoneNumberVerified: true })
    .where(eq(users.email, email));
  return number;
}

async function signUp(email: string) {
  const response = await signUpConfirmed(t, mail, email, strong);
  expect(response.statusCode, response.body).toBe(200);
}

describe("the mounted endpoints", () => {
  it("are exactly the listed ones, each checking a secret, sending a message, or saying why neither", () => {
    const mounted = t.app.registeredRoutes
      .filter((route) => route.url.startsWith("/api/auth/") && route.method !== "HEAD")
      .map((route) => routeKey(route.method, route.url));
    expect(new Set(mounted)).toEqual(
      new Set(listed.map((endpoint) => routeKey(endpoint.method, `/api/auth${endpoint.path}`))),
    );
    for (const endpoint of listed) {
      const kinds = [endpoint.checksSecret, endpoint.sendsMessage].filter(Boolean).length;
      const reason = endpoint.neither?.trim() ?? "";
      expect(kinds > 0 || reason.length > 10, `${endpoint.method} ${endpoint.path}`).toBe(true);
      expect(kinds > 0 && reason.length > 0, `${endpoint.path} cannot be both accounted and "neither"`).toBe(false);
    }
  });

  it("leave every other Better Auth endpoint unreachable: 404, and nothing sent", async () => {
    const api = t.app.identity.auth.api as unknown as Record<string, { path?: string; options?: { method?: unknown } }>;
    const unlisted = Object.values(api)
      .filter((endpoint) => typeof endpoint.path === "string")
      .flatMap((endpoint) =>
        [endpoint.options?.method]
          .flat()
          .filter((method): method is string => typeof method === "string")
          .map((method) => ({ method, path: endpoint.path ?? "" })),
      )
      .filter(({ method, path }) => !listed.some((endpoint) => endpoint.method === method && endpoint.path === path));
    expect(unlisted.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        "/email-otp/request-password-reset",
        "/forget-password/email-otp",
        "/email-otp/reset-password",
      ]),
    );
    const email = freshEmail("unlisted");
    await signUp(email);
    const before = sentTo(email);
    for (const { method, path } of unlisted) {
      const url = `/api/auth${path.replace(/:(\w+)/g, "x")}`;
      const response = await t.app.inject({
        method: method as "GET",
        url,
        remoteAddress: freshIp(),
        headers: { origin: t.config.baseUrl, "content-type": "application/json" },
        ...(method === "GET"
          ? {}
          : { payload: JSON.stringify({ email, otp: "123456", password: strong, newPassword: strong }) }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(sentTo(email)).toBe(before);
  });
});

/** How to make one wrong and one right attempt at each endpoint that checks a named account's secret. */
const secretAttempts: Record<
  string,
  (email: string) => Promise<{ wrong(): Promise<LightMyRequestResponse>; right(): Promise<LightMyRequestResponse> }>
> = {
  "POST /sign-in/email": async (email) => {
    await signUp(email);
    return {
      wrong: () => post(t, "/api/auth/sign-in/email", { email, password: "not-the-password" }, { ip: freshIp() }),
      right: () => post(t, "/api/auth/sign-in/email", { email, password: strong }, { ip: freshIp() }),
    };
  },
  "POST /sign-in/email-otp": async (email) => {
    const send = async () => {
      await post(t, "/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, { ip: freshIp() });
      return codeIn(mail.last(email));
    };
    let code = await send();
    return {
      // A code dies after 5 wrong entries: ask for another so the guesses can go on.
      async wrong() {
        const guess = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
        const response = await post(t, "/api/auth/sign-in/email-otp", { email, otp: guess }, { ip: freshIp() });
        if (response.statusCode === 403) code = await send();
        return response;
      },
      right: () => post(t, "/api/auth/sign-in/email-otp", { email, otp: code }, { ip: freshIp() }),
    };
  },
  "POST /phone-number/verify": async (email) => {
    const phoneNumber = await givePhone(email);
    const send = async () => {
      await post(t, "/api/auth/phone-number/send-otp", { phoneNumber }, { ip: freshIp() });
      return codeIn(mail.last(phoneNumber));
    };
    let code = await send();
    return {
      async wrong() {
        const guess = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
        const response = await post(
          t,
          "/api/auth/phone-number/verify",
          { phoneNumber, code: guess },
          { ip: freshIp() },
        );
        if (response.statusCode === 403) code = await send();
        return response;
      },
      right: () => post(t, "/api/auth/phone-number/verify", { phoneNumber, code }, { ip: freshIp() }),
    };
  },
};

describe("every endpoint that checks a named account's secret", () => {
  const withAccount = listed.filter((endpoint) => endpoint.checksSecret?.accountField);

  it("has an attempt recipe here", () => {
    for (const endpoint of withAccount)
      expect(secretAttempts, endpoint.path).toHaveProperty(`${endpoint.method} ${endpoint.path}`);
  });

  it.each(withAccount.map((endpoint) => `${endpoint.method} ${endpoint.path}`))(
    "%s: the 10th wrong attempt locks the account, and then even the right secret is refused",
    async (key) => {
      const recipe = secretAttempts[key];
      if (!recipe) throw new Error(`no recipe for ${key}`);
      const attempts = await recipe(freshEmail("locked"));
      let last: LightMyRequestResponse | undefined;
      for (let attempt = 1; attempt <= lockout.failures; attempt += 1) last = await attempts.wrong();
      expect(last?.statusCode).toBe(429);
      expect(last && errorBody(last).error_type).toBe("account_locked");
      const right = await attempts.right();
      expect(right.statusCode).toBe(429);
      expect(errorBody(right).error_type).toBe("account_locked");
    },
  );
});

interface SendRecipe {
  /** The address the messages go to (the account's email, or its phone number). */
  to: string;
  send(): Promise<LightMyRequestResponse>;
}
const toEmail = (email: string, send: () => Promise<LightMyRequestResponse>): Promise<SendRecipe> =>
  Promise.resolve({ to: email, send });

/** One request to each endpoint that sends a message to the named account's address. */
const sends: Record<string, (email: string) => Promise<SendRecipe>> = {
  "POST /sign-in/magic-link": (email) =>
    toEmail(email, () => post(t, "/api/auth/sign-in/magic-link", { email, callbackURL: "/" }, { ip: freshIp() })),
  "POST /email-otp/send-verification-otp": (email) =>
    toEmail(email, () =>
      post(t, "/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, { ip: freshIp() }),
    ),
  "POST /request-password-reset": (email) =>
    toEmail(email, () => post(t, "/api/auth/request-password-reset", { email, redirectTo: "/" }, { ip: freshIp() })),
  "POST /sign-up/email": (email) =>
    toEmail(email, () => post(t, "/api/auth/sign-up/email", { email, password: strong }, { ip: freshIp() })),
  "POST /phone-number/send-otp": async (email) => {
    const to = await givePhone(email);
    return { to, send: () => post(t, "/api/auth/phone-number/send-otp", { phoneNumber: to }, { ip: freshIp() }) };
  },
};

describe("every endpoint that sends a message", () => {
  const senders = listed.filter((endpoint) => endpoint.sendsMessage);

  it("has a send recipe here", () => {
    for (const endpoint of senders) expect(sends, endpoint.path).toHaveProperty(`${endpoint.method} ${endpoint.path}`);
  });

  it.each(senders.map((endpoint) => `${endpoint.method} ${endpoint.path}`))(
    "%s: at most 10 an hour reach one address or number; the 11th is refused and sends nothing",
    async (key) => {
      const recipe = sends[key];
      if (!recipe) throw new Error(`no recipe for ${key}`);
      const email = freshEmail("capped");
      await t.signIn({ email });
      const { to, send } = await recipe(email);
      for (let count = 1; count <= 10; count += 1) expect((await send()).statusCode, `send ${count}`).toBeLessThan(400);
      const before = sentTo(to);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(sentTo(to)).toBe(before);
    },
  );
});

describe("every endpoint that sets a password", () => {
  const setters = listed.filter((endpoint) => endpoint.setsPassword);
  const breached = "password1";
  const attempts: Record<string, () => Promise<LightMyRequestResponse>> = {
    "POST /sign-up/email": () =>
      post(t, "/api/auth/sign-up/email", { email: freshEmail("policy"), password: breached }, { ip: freshIp() }),
    "POST /reset-password": async () => {
      const email = freshEmail("policy");
      await signUp(email);
      await post(t, "/api/auth/request-password-reset", { email, redirectTo: "/" }, { ip: freshIp() });
      const token = linkIn(mail.last(email)).searchParams.get("token") ?? "";
      return post(t, "/api/auth/reset-password", { token, newPassword: breached }, { ip: freshIp() });
    },
    "POST /dugout/passwords/set": async () => {
      const { headers } = await t.signIn({ email: freshEmail("policy") });
      return post(t, "/api/auth/dugout/passwords/set", { password: breached }, { headers });
    },
  };

  it.each(setters.map((endpoint) => `${endpoint.method} ${endpoint.path}`))(
    "%s applies the password policy",
    async (key) => {
      const attempt = attempts[key];
      if (!attempt) throw new Error(`no recipe for ${key}`);
      const response = await attempt();
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).error_type).toBe("breached_password");
    },
  );
});
