import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { cookieHeader, get, post } from "./test-kit";

/**
 * The intermediate session cookie lives 10 minutes (docs/requirements/sign-in-widget.md#intermediate-state):
 * the OAuth state cookie set when a social sign-in starts, read back on the provider's callback.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: "client-123.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "shh",
      // Nothing listens there: the provider's endpoints are unreachable.
      OAUTH_ENDPOINTS_BASE_URL: "http://127.0.0.1:9",
    },
  });
});
afterAll(async () => {
  await t.close();
});

const setCookies = (headers: Record<string, unknown>): string[] => [headers["set-cookie"] ?? []].flat().map(String);

describe("the intermediate session cookie", () => {
  it("is the OAuth state cookie, set by the sign-in start with Max-Age 600 (10 minutes), httpOnly", async () => {
    expect(signinWidgetConstants.intermediateSessionCookieMinutes * 60).toBe(600);
    const start = await post(t, "/api/auth/dugout/oauth/start", { provider: "google", login_redirect_url: "/" });
    expect(start.statusCode, start.body).toBe(200);
    const state = setCookies(start.headers).find((cookie) => cookie.startsWith("dugout.state="));
    expect(state).toBeDefined();
    expect(state).toMatch(/; Max-Age=600(;|$)/);
    expect(state).toMatch(/; HttpOnly/i);
    expect(state).toMatch(/; SameSite=Lax/i);
    expect(state).toMatch(/; Path=\//);
  });

  it("is cleared (Max-Age 0) by the callback that reads it", async () => {
    const start = await post(t, "/api/auth/dugout/oauth/start", { provider: "google", login_redirect_url: "/" });
    const stateParam = new URL(start.json<{ url: string }>().url).searchParams.get("state") ?? "";
    // The provider's token endpoint is unreachable here: the callback fails after it has used the state.
    const callback = await get(t, `/api/auth/callback/google?code=c&state=${stateParam}`, {
      headers: { cookie: cookieHeader(start) },
    });
    const cleared = setCookies(callback.headers).find((cookie) => cookie.startsWith("dugout.state="));
    expect(cleared).toMatch(/; Max-Age=0(;|$)/);
  });

  // The magic link's browser binding (sign-in-binding.ts, ADR 0032) is a cookie of its own, not this state.
  it("is not set by sign-ins that keep no state between steps (magic link, passcode, password)", async () => {
    const { user } = await t.signIn({ email: "steps@example.com" });
    const sends = [
      await post(t, "/api/auth/sign-in/magic-link", { email: user.email, callbackURL: "/" }),
      await post(t, "/api/auth/email-otp/send-verification-otp", { email: user.email, type: "sign-in" }),
      await post(t, "/api/auth/request-password-reset", { email: user.email, redirectTo: "/" }),
    ];
    for (const answer of sends) {
      expect(answer.statusCode, answer.body).toBe(200);
      const cookies = setCookies(answer.headers).filter((cookie) => !cookie.startsWith("dugout.sign_in_binding="));
      expect(cookies).toEqual([]);
    }
  });
});
