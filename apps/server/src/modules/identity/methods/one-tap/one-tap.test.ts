import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { startGoogleKeysStandIn, type GoogleKeysStandIn } from "./google-keys-stand-in";
import { cookieHeader, errorBody, freshIp, get, post } from "../../test-kit";

const clientId = "one-tap-client.apps.googleusercontent.com";
let keys: GoogleKeysStandIn;
let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  keys = await startGoogleKeysStandIn();
  env = {
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_CLIENT_SECRET: "secret",
    GOOGLE_CERTS_URL: keys.certsUrl,
    SIGNUP_ALLOWED_DOMAINS: "example.com",
  };
  t = await createTestApp({ env });
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

const callback = (idToken: string) => post(t, "/api/auth/one-tap/callback", { idToken }, { ip: freshIp() });

describe("Google One Tap", () => {
  it("signs in with a credential Google signed for this site's client, creating the account once", async () => {
    const claims = {
      aud: clientId,
      sub: "tap-1",
      email: "Tapper@Example.com",
      email_verified: true,
      name: "Tia Tapper",
    };
    const response = await callback(await keys.issue(claims));
    expect(response.statusCode, response.body).toBe(200);
    const me = await get(t, "/api/me", { headers: { cookie: cookieHeader(response) } });
    expect(me.json()).toMatchObject({
      user: { email: "tapper@example.com", name: "Tia Tapper", providers: ["email", "google"] },
    });
    const again = await callback(await keys.issue(claims));
    expect(again.statusCode).toBe(200);
    const meAgain = await get(t, "/api/me", { headers: { cookie: cookieHeader(again) } });
    expect(meAgain.json<{ user: { id: string } }>().user.id).toBe(me.json<{ user: { id: string } }>().user.id);
  });

  it("is offered in the bootstrap with the site's Google client", async () => {
    const bootstrap = await get(t, "/api/auth/dugout/bootstrap");
    expect(bootstrap.json()).toMatchObject({ oneTap: { clientId }, developerMessages: true });
  });

  it("refuses a credential for another client, from another key, expired, or for an address that may not sign up", async () => {
    const forOther = await callback(
      await keys.issue({ aud: "other.apps.googleusercontent.com", sub: "tap-2", email: "a@example.com" }),
    );
    expect(forOther.statusCode).toBe(400);
    expect(errorBody(forOther)).toMatchObject({
      error_type: "invalid_token",
      error_message: "This Google sign-in could not be verified.",
    });

    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    const forged = await new SignJWT({
      iss: "https://accounts.google.com",
      aud: clientId,
      sub: "tap-3",
      email: "b@example.com",
    })
      .setProtectedHeader({ alg: "RS256", kid: (await exportJWK(publicKey)).kid ?? "stand-in-key-1" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    expect(errorBody(await callback(forged)).error_type).toBe("invalid_token");

    const expired = await keys.issue({ aud: clientId, sub: "tap-4", email: "c@example.com", iat: 1_000, exp: 2_000 });
    expect(errorBody(await callback(expired)).error_type).toBe("invalid_token");

    const outsider = await callback(
      await keys.issue({ aud: clientId, sub: "tap-5", email: "x@elsewhere.test", email_verified: true }),
    );
    expect(outsider.statusCode).toBe(403);
    expect(errorBody(outsider).error_type).toBe("signup_not_allowed");
  });

  it("signs in once per credential: a replay, from this or another instance, is refused", async () => {
    const credential = await keys.issue({
      aud: clientId,
      sub: "tap-6",
      email: "once@example.com",
      email_verified: true,
    });
    expect((await callback(credential)).statusCode).toBe(200);
    const replay = await callback(credential);
    expect(replay.statusCode).toBe(400);
    expect(errorBody(replay)).toMatchObject({
      error_type: "invalid_token",
      error_message: "This Google sign-in could not be verified.",
    });
    expect(replay.headers["set-cookie"]).toBeUndefined();
    const other = await createTestApp({ shareDatabaseWith: t, env });
    try {
      const elsewhere = await post(other, "/api/auth/one-tap/callback", { idToken: credential }, { ip: freshIp() });
      expect(errorBody(elsewhere).error_type).toBe("invalid_token");
    } finally {
      await other.close();
    }
  });

  it("refuses a credential whose aud is a list, or that has no expiry", async () => {
    const listed = await keys.issue({
      aud: [clientId, "other.apps.googleusercontent.com"],
      sub: "tap-7",
      email: "d@example.com",
    });
    expect(errorBody(await callback(listed)).error_type).toBe("invalid_token");
    const alone = await keys.issue({ aud: [clientId], sub: "tap-8", email: "e@example.com" });
    expect(errorBody(await callback(alone)).error_type).toBe("invalid_token");
    const endless = await keys.issue({ aud: clientId, sub: "tap-9", email: "f@example.com", exp: undefined });
    expect(errorBody(await callback(endless)).error_type).toBe("invalid_token");
  });

  it("is refused when Google is not configured", async () => {
    const bare = await createTestApp();
    try {
      const response = await post(bare, "/api/auth/one-tap/callback", { idToken: "x.y.z" });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response)).toMatchObject({
        error_type: "oauth_provider_not_configured",
        error_message: "Sign-in with Google is not available on this site.",
      });
    } finally {
      await bare.close();
    }
  });
});
