import { eq } from "drizzle-orm";
import { passkeys, sessions } from "@dugout/db";
import { passkeyListAnswerSchema, passkeyNameMaxLength } from "@dugout/contracts/signin-widget";
import { signinWidgetMessages } from "@dugout/contracts/signin-widget-messages";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { limitRules } from "../../limits";
import { softwarePasskey, type SoftwarePasskey } from "./passkey-test-kit";
import { cookieHeader, errorBody, freshIp, get, post } from "../../test-kit";

/** The passkey endpoints (README "Passkeys"), driven by a software authenticator. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const withCookie = (headers: Headers, response: LightMyRequestResponse): Headers => ({
  ...headers,
  cookie: [headers.cookie, cookieHeader(response)].filter(Boolean).join("; "),
});

/** Asks for a registration challenge and answers it with the key; returns the verify answer. */
async function register(headers: Headers, key: SoftwarePasskey, name?: string) {
  const options = await get(t, "/api/auth/passkey/generate-register-options", { headers });
  expect(options.statusCode, options.body).toBe(200);
  return post(
    t,
    "/api/auth/passkey/verify-registration",
    { response: key.register(options.json(), t.config.baseUrl), ...(name ? { name } : {}) },
    { headers: withCookie(headers, options) },
  );
}

async function signInWith(key: SoftwarePasskey, ip = freshIp()) {
  const options = await get(t, "/api/auth/passkey/generate-authenticate-options", { ip });
  expect(options.statusCode).toBe(200);
  return post(
    t,
    "/api/auth/passkey/verify-authentication",
    { response: key.authenticate(options.json(), t.config.baseUrl) },
    { headers: withCookie({}, options), ip },
  );
}

const list = async (headers: Headers) => {
  const response = await get(t, "/api/auth/passkey/list-user-passkeys", { headers });
  expect(response.statusCode).toBe(200);
  // The contract the widget and the app's tests read the list with.
  passkeyListAnswerSchema.parse(response.json());
  return response.json<{ id: string; name: string | null; credentialID: string }[]>();
};

describe("registering a passkey", () => {
  it("works right after sign-in, keeps the name, and lists it for its owner only", async () => {
    const { headers } = await t.signIn();
    const key = softwarePasskey("localhost");
    const options = await get(t, "/api/auth/passkey/generate-register-options", { headers });
    // The relying party is the base URL's host, whatever the request says.
    expect(options.json()).toMatchObject({ rp: { id: "localhost", name: "Dugout" } });
    const response = await register(headers, key, "Laptop");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: "Laptop", credentialID: key.credentialId });
    expect(await list(headers)).toEqual([expect.objectContaining({ name: "Laptop", credentialID: key.credentialId })]);
    expect(await list((await t.signIn()).headers)).toEqual([]);
  });

  it("refuses a second row for the same credential with the 'already registered' text", async () => {
    const { headers } = await t.signIn();
    const key = softwarePasskey("localhost");
    expect((await register(headers, key)).statusCode).toBe(200);
    const again = await register(headers, key);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toMatchObject({
      error_type: "passkey_already_registered",
      error_message: signinWidgetMessages.passkeyAlreadyRegistered,
    });
    const other = await t.signIn();
    const elsewhere = await register(other.headers, key);
    expect(elsewhere.statusCode).toBe(409);
    const rows = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialID, key.credentialId));
    expect(rows).toHaveLength(1);
  });

  it("answers a response that does not verify as a client failure with the 'not created' text", async () => {
    const { headers } = await t.signIn();
    const key = softwarePasskey("localhost");
    const options = await get(t, "/api/auth/passkey/generate-register-options", { headers });
    // Signed for another site's origin: the verification fails (Better Auth says 500).
    const response = await post(
      t,
      "/api/auth/passkey/verify-registration",
      { response: key.register(options.json(), "http://localhost:9999") },
      { headers: withCookie(headers, options) },
    );
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toMatchObject({
      error_type: "passkey_registration_failed",
      error_message: signinWidgetMessages.passkeyNotCreated,
    });
    const garbage = await post(
      t,
      "/api/auth/passkey/verify-registration",
      { response: { id: "x" } },
      { headers: withCookie(headers, options) },
    );
    expect(garbage.statusCode).toBe(400);
    expect(errorBody(garbage).error_type).toBe("passkey_registration_failed");
    const missing = await post(t, "/api/auth/passkey/verify-registration", {}, { headers });
    expect(missing.statusCode).toBe(400);
    expect(await list(headers)).toEqual([]);
  });

  it("needs a session, and one signed in recently", async () => {
    expect((await get(t, "/api/auth/passkey/generate-register-options")).statusCode).toBe(401);
    const verify = await post(t, "/api/auth/passkey/verify-registration", { response: { id: "x" } });
    expect(verify.statusCode).toBe(401);
    expect(errorBody(verify).error_type).toBe("unauthorized");

    const { user } = await t.signIn();
    const session = await t.app.identity.issueSession(user.id);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(sessions.token, session.token));
    const stale = await get(t, "/api/auth/passkey/generate-register-options", { headers: { cookie: session.cookie } });
    expect(stale.statusCode).toBe(403);
    expect(errorBody(stale)).toMatchObject({
      error_type: "session_not_fresh",
      error_message: signinWidgetMessages.passkeySessionNotFresh,
    });
  });
});

describe("signing in with a passkey", () => {
  it("signs the owner in with a session cookie", async () => {
    const { headers, user } = await t.signIn();
    const key = softwarePasskey("localhost");
    expect((await register(headers, key)).statusCode).toBe(200);
    const response = await signInWith(key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: user.id } });
    const session = await get(t, "/api/auth/get-session", { headers: { cookie: cookieHeader(response) } });
    expect(session.json()).toMatchObject({ user: { id: user.id } });
  });

  it("answers an unknown credential with the 'registration not found' text", async () => {
    const { headers } = await t.signIn();
    const key = softwarePasskey("localhost");
    expect((await register(headers, key)).statusCode).toBe(200);
    const [row] = await list(headers);
    expect((await post(t, "/api/auth/passkey/delete-passkey", { id: row?.id }, { headers })).statusCode).toBe(200);
    const response = await signInWith(key);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toMatchObject({
      error_type: "webauthn_registration_not_found",
      error_message: signinWidgetMessages.passkeyRegistrationNotFound,
    });
  });

  it("refuses bad input and a missing challenge without a session", async () => {
    const ip = freshIp();
    const empty = await post(t, "/api/auth/passkey/verify-authentication", {}, { ip });
    expect(empty.statusCode).toBe(400);
    const noChallenge = await post(t, "/api/auth/passkey/verify-authentication", { response: { id: "x" } }, { ip });
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.headers["set-cookie"]).toBeUndefined();
  });

  it(`counts every attempt per IP: after ${limitRules.attemptPerIp.max} the next is refused with 429`, async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= limitRules.attemptPerIp.max; attempt += 1) {
      const response = await post(t, "/api/auth/passkey/verify-authentication", { response: { id: "x" } }, { ip });
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const refused = await post(t, "/api/auth/passkey/verify-authentication", { response: { id: "x" } }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused).error_type).toBe("too_many_requests");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("managing passkeys", () => {
  it("lets the owner rename and delete, and answers another user 'not found' without touching the row", async () => {
    const owner = await t.signIn();
    const key = softwarePasskey("localhost");
    expect((await register(owner.headers, key, "Phone")).statusCode).toBe(200);
    const [row] = await list(owner.headers);
    const id = row?.id ?? "";
    const intruder = await t.signIn();
    for (const [url, body] of [
      ["/api/auth/passkey/update-passkey", { id, name: "Mine now" }],
      ["/api/auth/passkey/delete-passkey", { id }],
    ] as const) {
      const refused = await post(t, url, body, { headers: intruder.headers });
      expect(refused.statusCode, url).toBe(404);
      expect(errorBody(refused).error_type).toBe("webauthn_registration_not_found");
    }
    expect(await list(owner.headers)).toEqual([expect.objectContaining({ id, name: "Phone" })]);

    const blank = await post(t, "/api/auth/passkey/update-passkey", { id, name: " " }, { headers: owner.headers });
    expect(blank.statusCode).toBe(400);
    const long = await post(
      t,
      "/api/auth/passkey/update-passkey",
      { id, name: "x".repeat(passkeyNameMaxLength + 1) },
      { headers: owner.headers },
    );
    expect(long.statusCode).toBe(400);
    expect(errorBody(long).error_type).toBe("invalid_request");
    const notAnId = await post(t, "/api/auth/passkey/delete-passkey", { id: "nope" }, { headers: owner.headers });
    expect(notAnId.statusCode).toBe(404);
    const renamed = await post(
      t,
      "/api/auth/passkey/update-passkey",
      { id, name: "Work phone" },
      { headers: owner.headers },
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ passkey: { id, name: "Work phone" } });
    expect((await post(t, "/api/auth/passkey/delete-passkey", { id }, { headers: owner.headers })).statusCode).toBe(
      200,
    );
    expect(await list(owner.headers)).toEqual([]);
  });

  it("needs a session for the list, rename and delete", async () => {
    expect((await get(t, "/api/auth/passkey/list-user-passkeys")).statusCode).toBe(401);
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await post(t, "/api/auth/passkey/update-passkey", { id, name: "x" })).statusCode).toBe(401);
    expect((await post(t, "/api/auth/passkey/delete-passkey", { id })).statusCode).toBe(401);
  });
});
