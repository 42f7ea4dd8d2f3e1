import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identityEndpoints } from "./endpoints";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  captureMessaging,
  codeIn,
  cookieHeader,
  errorBody,
  freshIp,
  get,
  linkIn,
  post,
  signUpConfirmed,
} from "./test-kit";

/** Ways to take over or probe an account that a penetration test found, each closed. */
const mail = captureMessaging();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ messaging: mail, env: { SIGNUP_ALLOWED_DOMAINS: "example.com" } });
});
afterAll(async () => {
  await t.close();
});

const strong = "violet-harbour-trumpet-42";
const logIn = (email: string, password: string) =>
  post(t, "/api/auth/sign-in/email", { email, password }, { ip: freshIp() });

async function requestReset(email: string): Promise<string> {
  const response = await post(t, "/api/auth/request-password-reset", { email, redirectTo: "/" }, { ip: freshIp() });
  expect(response.statusCode, response.body).toBe(200);
  return linkIn(mail.last(email)).searchParams.get("token") ?? "";
}

describe("login CSRF", () => {
  it("a cross-site GET of the magic-link verify URL creates no session; the page's POST still works", async () => {
    const sent = await post(
      t,
      "/api/auth/sign-in/magic-link",
      { email: "attacker@example.com", callbackURL: "/" },
      { ip: freshIp() },
    );
    const token = linkIn(mail.last("attacker@example.com")).searchParams.get("token") ?? "";
    const viaGet = await get(t, `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(viaGet.statusCode).toBe(404);
    expect(viaGet.headers["set-cookie"]).toBeUndefined();
    const viaPost = await post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token, token_type: "magic_links" },
      { ip: freshIp(), headers: { cookie: cookieHeader(sent) } },
    );
    expect(viaPost.statusCode, viaPost.body).toBe(200);
  });
});

describe("identity POSTs without an Origin", () => {
  it.each([
    "/api/auth/dugout/passwords/strength",
    "/api/auth/dugout/users/search",
    "/api/auth/dugout/tokens/authenticate",
  ])("%s is refused like a foreign origin", async (url) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@example.com", password: "x", token: "x", token_type: "magic_links" }),
    });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).error_type).toBe("invalid_origin");
  });
});

describe("Better Auth's POST endpoints from another site", () => {
  // Better Auth itself checks Origin only where a redirect is taken or a cookie is sent: without the mount's
  // check, a passcode or One Tap sign-in posted from another site signed the visitor in (login CSRF).
  const posts = identityEndpoints.filter((endpoint) => endpoint.owner === "better-auth" && endpoint.method === "POST");

  it.each(posts.filter((endpoint) => !endpoint.crossSite).map((endpoint) => endpoint.path))(
    "%s is refused from a foreign origin and without one",
    async (path) => {
      const url = `/api/auth${path.replace(/:(\w+)/g, "x")}`;
      for (const headers of [{ origin: "https://evil.example" }, {}]) {
        const response = await t.app.inject({
          method: "POST",
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify({ phoneNumber: "+12015550111", email: "a@example.com", idToken: "a.b.c" }),
        });
        expect(response.statusCode).toBe(403);
        expect(errorBody(response).error_type).toBe("invalid_origin");
      }
    },
  );

  it("lets through only the ones called from other sites by design, each with its reason", () => {
    expect(posts.filter((endpoint) => endpoint.crossSite).map((endpoint) => endpoint.path)).toEqual([
      "/oauth2/token",
      "/oauth2/revoke",
      "/callback/:id",
    ]);
  });
});

describe("account enumeration through password sign-in", () => {
  it("answers a weak password the same for unknown, passwordless and password accounts", async () => {
    await t.signIn({ email: "passwordless@example.com" });
    const created = await signUpConfirmed(t, mail, "haspassword@example.com", strong);
    expect(created.statusCode, created.body).toBe(200);
    const answers = [];
    for (const email of ["nobody@example.com", "passwordless@example.com", "haspassword@example.com"]) {
      for (const password of ["abc", "password1"]) {
        const response = await logIn(email, password);
        answers.push(`${response.statusCode} ${errorBody(response).error_type}`);
      }
    }
    expect(new Set(answers)).toEqual(new Set(["401 invalid_email_or_password"]));
  });
});

describe("after a password is set or reset", () => {
  it("older reset links, passcodes and sign-in links stop working, and the owner is told", async () => {
    const email = "changer@example.com";
    await t.signIn({ email });
    const older = await requestReset(email);
    await post(t, "/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, { ip: freshIp() });
    const code = codeIn(mail.last(email));
    await post(t, "/api/auth/sign-in/magic-link", { email, callbackURL: "/" }, { ip: freshIp() });
    const link = linkIn(mail.last(email)).searchParams.get("token") ?? "";
    const newer = await requestReset(email);

    const reset = await post(t, "/api/auth/reset-password", { token: newer, newPassword: strong }, { ip: freshIp() });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(mail.last(email).subject).toBe("Your Dugout password was changed");

    const replay = await post(
      t,
      "/api/auth/reset-password",
      { token: older, newPassword: "marble-canyon-pelican-77" },
      { ip: freshIp() },
    );
    expect(replay.statusCode).toBe(400);
    expect(errorBody(replay).error_type).toBe("invalid_token");
    expect((await post(t, "/api/auth/sign-in/email-otp", { email, otp: code }, { ip: freshIp() })).statusCode).toBe(
      400,
    );
    const viaLink = await post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token: link, token_type: "magic_links" },
      { ip: freshIp() },
    );
    expect(viaLink.statusCode).toBe(400);
    expect((await logIn(email, strong)).statusCode).toBe(200);
  });

  it("setting a first password while signed in also revokes outstanding links and tells the owner", async () => {
    const email = "firstpassword@example.com";
    const { headers } = await t.signIn({ email });
    const pending = await requestReset(email);
    const set = await post(t, "/api/auth/dugout/passwords/set", { password: strong }, { headers });
    expect(set.statusCode, set.body).toBe(200);
    expect(mail.last(email).subject).toBe("Your Dugout password was changed");
    const replay = await post(
      t,
      "/api/auth/reset-password",
      { token: pending, newPassword: "marble-canyon-pelican-77" },
      { ip: freshIp() },
    );
    expect(replay.statusCode).toBe(400);
    // The session that set the password stays signed in.
    const me = await get(t, "/api/me", { headers });
    expect(me.json()).toMatchObject({ user: { email } });
    expect(cookieHeader(set)).not.toContain("dugout.session_token=;");
  });
});
