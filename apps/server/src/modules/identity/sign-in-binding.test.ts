import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { startOAuthStandIn, type OAuthStandIn } from "./methods/social/oauth-stand-in";
import { signInWith } from "./methods/social/oauth-test-kit";
import { signInBindingCookie } from "./sign-in-binding";
import {
  captureMessaging,
  cookieHeader,
  cookieJar,
  errorBody,
  freshIp,
  get,
  linkIn,
  post,
  signUpConfirmed,
} from "./test-kit";

/**
 * Login CSRF through the landing page (docs/decisions/0032-sign-in-token-binding.md): a token signs in without
 * a question only in the browser that asked for it, and never over another person's session.
 */
const mail = captureMessaging();
let standIn: OAuthStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startOAuthStandIn();
  t = await createTestApp({ messaging: mail, env: { ...standIn.env, SIGNUP_ALLOWED_DOMAINS: "*" } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

type Browser = ReturnType<typeof cookieJar>;

const authenticate = (browser: Browser | null, body: Record<string, unknown>) =>
  post(t, "/api/auth/dugout/tokens/authenticate", body, {
    ip: freshIp(),
    headers: browser ? { cookie: browser.header } : {},
  });

/** Who the cookies of an answer (or a browser) sign in as; null when nobody. */
async function whoIs(cookie: string): Promise<string | null> {
  const me = await get(t, "/api/me", { headers: { cookie } });
  return me.json<{ user: { email: string } | null }>().user?.email ?? null;
}

/** A magic link asked for in `browser`; the token from the mailbox. */
async function magicLinkToken(browser: Browser, email: string): Promise<string> {
  const sent = browser.keep(
    await post(
      t,
      "/api/auth/sign-in/magic-link",
      { email, callbackURL: "/batting_cage" },
      { ip: freshIp(), headers: { cookie: browser.header } },
    ),
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return linkIn(mail.last(email)).searchParams.get("token") ?? "";
}

/** What the attacker of the pen test does: GET oauth/complete with their own session mints a token of theirs. */
async function mintedOAuthToken(email: string): Promise<string> {
  const { headers } = await t.signIn({ email });
  const complete = await get(t, "/api/auth/dugout/oauth/complete?redirect=%2Fbatting_cage", {
    headers: { cookie: headers.cookie ?? "" },
  });
  expect(complete.statusCode).toBe(302);
  const landing = new URL(String(complete.headers.location));
  expect(landing.searchParams.get("dugout_token_type")).toBe("oauth");
  return landing.searchParams.get("token") ?? "";
}

function expectConfirmationRequired(response: LightMyRequestResponse, maskedEmail: string): void {
  expect(response.statusCode, response.body).toBe(409);
  expect(errorBody(response)).toMatchObject({
    error_type: "confirmation_required",
    error_message: `Sign in as ${maskedEmail}?`,
    status_code: 409,
    masked_email: maskedEmail,
  });
  expect(cookieHeader(response)).not.toContain("dugout.session_token=");
}

describe("a token this browser did not ask for", () => {
  it("the attacker's minted oauth token posted from another browser does not sign in: 409 with the masked address", async () => {
    const token = await mintedOAuthToken("attacker-one@example.com");
    const answer = await authenticate(null, { token, token_type: "oauth" });
    expectConfirmationRequired(answer, "a…@example.com");
  });

  it("signs in with confirm: true (the token was not consumed by the question)", async () => {
    const token = await mintedOAuthToken("attacker-two@example.com");
    expectConfirmationRequired(await authenticate(null, { token, token_type: "oauth" }), "a…@example.com");
    const confirmed = await authenticate(null, { token, token_type: "oauth", confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await whoIs(cookieHeader(confirmed))).toBe("attacker-two@example.com");
  });

  it("does not switch a signed-in victim silently, even in the browser that asked for links before", async () => {
    const victim = cookieJar();
    await magicLinkToken(victim, "victim@example.com");
    const { headers } = await t.signIn({ email: "victim@example.com" });
    const victimCookie = `${victim.header}; ${headers.cookie ?? ""}`;
    const minted = await mintedOAuthToken("mallory@example.com");
    const attackerBrowser = cookieJar();
    const attackerLink = await magicLinkToken(attackerBrowser, "mallory@example.com");
    for (const [token, type] of [
      [minted, "oauth"],
      [attackerLink, "magic_links"],
    ] as const) {
      const answer = await post(
        t,
        "/api/auth/dugout/tokens/authenticate",
        { token, token_type: type },
        { ip: freshIp(), headers: { cookie: victimCookie } },
      );
      expectConfirmationRequired(answer, "m…@example.com");
      expect(await whoIs(victimCookie)).toBe("victim@example.com");
    }
  });

  it("asks before replacing another person's session even in the browser that asked for the link", async () => {
    const shared = cookieJar();
    const token = await magicLinkToken(shared, "second-person@example.com");
    const { headers } = await t.signIn({ email: "first-person@example.com" });
    const answer = await post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token, token_type: "magic_links" },
      { ip: freshIp(), headers: { cookie: `${shared.header}; ${headers.cookie ?? ""}` } },
    );
    expectConfirmationRequired(answer, "s…@example.com");
  });

  it("a magic link opened in a second browser (no cookie) works after confirmation", async () => {
    const laptop = cookieJar();
    const token = await magicLinkToken(laptop, "roaming@example.com");
    expectConfirmationRequired(await authenticate(null, { token, token_type: "magic_links" }), "r…@example.com");
    const confirmed = await authenticate(null, { token, token_type: "magic_links", confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await whoIs(cookieHeader(confirmed))).toBe("roaming@example.com");
    // Once used, it is gone, question or not.
    expect(errorBody(await authenticate(laptop, { token, token_type: "magic_links" })).error_type).toBe(
      "invalid_token",
    );
  });

  it("a binding cookie this server did not sign counts as none", async () => {
    const browser = cookieJar();
    const token = await magicLinkToken(browser, "forged@example.com");
    const [value = ""] = (browser.header.split(`${signInBindingCookie}=`)[1] ?? "").split(".");
    const forged = `${signInBindingCookie}=${value}.${"A".repeat(43)}`;
    const answer = await post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token, token_type: "magic_links" },
      { ip: freshIp(), headers: { cookie: forged } },
    );
    expectConfirmationRequired(answer, "f…@example.com");
  });

  it("an unknown token is refused as invalid, without a question", async () => {
    const answer = await authenticate(null, { token: "no-such-token-0123456789", token_type: "magic_links" });
    expect(answer.statusCode).toBe(400);
    expect(errorBody(answer).error_type).toBe("invalid_token");
  });
});

describe("the browser that asked", () => {
  it("signs in with a magic link without a question, and keeps one binding cookie for its later links", async () => {
    const browser = cookieJar();
    const first = await magicLinkToken(browser, "same-browser@example.com");
    const binding = browser.header;
    expect(binding).toContain(`${signInBindingCookie}=`);
    const second = await magicLinkToken(browser, "same-browser@example.com");
    expect(browser.header).toBe(binding);
    expect(second).not.toBe(first);
    const answer = await authenticate(browser, { token: second, token_type: "magic_links" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await whoIs(cookieHeader(answer))).toBe("same-browser@example.com");
  });

  it("sets the binding cookie httpOnly, SameSite=Lax, for the identity endpoints only", async () => {
    const sent = await post(t, "/api/auth/sign-in/magic-link", { email: "cookie@example.com" }, { ip: freshIp() });
    const cookie = [sent.headers["set-cookie"] ?? []].flat().find((value) => value.startsWith(signInBindingCookie));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(cookie).toMatch(/; Max-Age=1800(;|$)/);
  });

  it("signs in through a social sign-in (the stand-in) without a question", async () => {
    const { user } = await signInWith(t, "github");
    expect(user.name).toBe("GitHub Person");
  });

  it("signs in with the confirmation link of a password sign-up without a question", async () => {
    const confirmed = await signUpConfirmed(t, mail, "signed-up@example.com", "violet-harbour-trumpet-42");
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await whoIs(cookieHeader(confirmed))).toBe("signed-up@example.com");
  });

  it("opens the same person's link over their own session without a question", async () => {
    const browser = cookieJar();
    const token = await magicLinkToken(browser, "already-in@example.com");
    const { headers } = await t.signIn({ email: "already-in@example.com" });
    const answer = await post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token, token_type: "magic_links" },
      { ip: freshIp(), headers: { cookie: `${browser.header}; ${headers.cookie ?? ""}` } },
    );
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
