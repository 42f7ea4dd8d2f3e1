import * as oidc from "openid-client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "@dugout/contracts/defined";
import { auditActions } from "@dugout/contracts/audit";
import { auditEvents, oauthAccessTokens, oauthRefreshTokens, users } from "@dugout/db";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { startOpenIdProvider, type OpenIdTestProvider } from "./openid-test-kit";
import { post } from "../../test-kit";

/**
 * The tokens a relying party holds for a person end with that person (pentest finding: a deactivated
 * person's refresh token kept minting tokens). Each path is driven with openid-client: the relying
 * party's own view of what the provider answers.
 */
let provider: OpenIdTestProvider;
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
beforeAll(async () => {
  provider = await startOpenIdProvider((env) => createTestApp({ env }));
  t = provider.t;
  admin = await t.signIn({ role: "admin", email: "openid-admin@example.com" });
});
afterAll(async () => {
  await t.close();
});

/** A person signed in to the relying party with offline_access: its tokens and a configuration to use them. */
async function signedInToClient(email: string) {
  const browser = await t.signIn({ email });
  const tokens = await provider.codeFlow(defined(browser.headers.cookie, "the cookie"));
  const sub = defined(tokens.claims()?.sub, "sub");
  const config = await provider.discover();
  // Working before anything happens to the person: what follows is the change.
  expect(await oidc.fetchUserInfo(config, tokens.access_token, sub)).toMatchObject({ sub, email });
  return {
    browser,
    config,
    sub,
    accessToken: tokens.access_token,
    refreshToken: defined(tokens.refresh_token, "a refresh token (offline_access)"),
  };
}

/** userinfo's protocol refusal: 401 with `WWW-Authenticate: Bearer error="invalid_token"` (one challenge). */
const invalidToken = { status: 401, cause: [{ scheme: "bearer", parameters: { error: "invalid_token" } }] };

async function expectEveryTokenRefused(client: Awaited<ReturnType<typeof signedInToClient>>) {
  await expect(oidc.fetchUserInfo(client.config, client.accessToken, client.sub)).rejects.toMatchObject(invalidToken);
  await expect(oidc.refreshTokenGrant(client.config, client.refreshToken)).rejects.toMatchObject({
    error: "invalid_grant",
  });
}

async function liveTokens(userId: string) {
  const access = await t.database.db
    .select({ revoked: oauthAccessTokens.revoked })
    .from(oauthAccessTokens)
    .where(eq(oauthAccessTokens.userId, userId));
  const refresh = await t.database.db
    .select({ revoked: oauthRefreshTokens.revoked })
    .from(oauthRefreshTokens)
    .where(eq(oauthRefreshTokens.userId, userId));
  return [...access, ...refresh].filter((row) => row.revoked === null).length;
}

const adminCall = (path: string) => t.app.inject({ method: "POST", url: path, headers: admin.headers });

describe("OpenID tokens end with the person", () => {
  it("deactivation by an admin revokes every access and refresh token (offline_access included), and reactivation does not revive them", async () => {
    const client = await signedInToClient("rp-deactivated@example.com");
    const deactivated = await adminCall(`/api/users/${client.browser.user.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await liveTokens(client.browser.user.id)).toBe(0);
    await expectEveryTokenRefused(client);

    expect((await adminCall(`/api/users/${client.browser.user.id}/reactivate`)).statusCode).toBe(200);
    await expectEveryTokenRefused(client);
  });

  it("sign-out-everywhere by an admin revokes every access and refresh token", async () => {
    const client = await signedInToClient("rp-everywhere@example.com");
    const signedOut = await adminCall(`/api/users/${client.browser.user.id}/sign-out-everywhere`);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(await liveTokens(client.browser.user.id)).toBe(0);
    await expectEveryTokenRefused(client);
  });

  it("the person's own sign-out everywhere revokes every access and refresh token, and is recorded once", async () => {
    const client = await signedInToClient("rp-own-everywhere@example.com");
    const out = await post(t, "/api/auth/revoke-sessions", {}, { headers: client.browser.headers });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ status: true });
    expect(await liveTokens(client.browser.user.id)).toBe(0);
    await expectEveryTokenRefused(client);
    const recorded = await t.database.db
      .select({ actor: auditEvents.actorUserId, subject: auditEvents.subjectUserId })
      .from(auditEvents)
      .where(eq(auditEvents.action, auditActions.signedOutEverywhere));
    const own = recorded.filter((event) => event.subject === client.browser.user.id);
    expect(own).toEqual([{ actor: client.browser.user.id, subject: client.browser.user.id }]);
    // The session that asked ended too.
    expect((await t.app.inject({ url: "/api/auth/get-session", headers: client.browser.headers })).json()).toBeNull();
  });

  it("the person's own sign-out ends that session's access tokens; an offline_access refresh token outlives it, as OpenID Connect intends", async () => {
    const client = await signedInToClient("rp-own-sign-out@example.com");
    const out = await post(t, "/api/auth/sign-out", {}, { headers: client.browser.headers });
    expect(out.statusCode, out.body).toBe(200);
    await expect(oidc.fetchUserInfo(client.config, client.accessToken, client.sub)).rejects.toMatchObject(invalidToken);
    const refreshed = await oidc.refreshTokenGrant(client.config, client.refreshToken);
    expect(await oidc.fetchUserInfo(client.config, refreshed.access_token, client.sub)).toMatchObject({
      sub: client.sub,
    });
  });

  it("erasure by an admin ends every access and refresh token with the account", async () => {
    const client = await signedInToClient("rp-erased@example.com");
    const erased = await adminCall(`/api/users/${client.browser.user.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await liveTokens(client.browser.user.id)).toBe(0);
    await expectEveryTokenRefused(client);
  });

  it("a deleted person's tokens are refused", async () => {
    const client = await signedInToClient("rp-deleted@example.com");
    await t.database.db.delete(users).where(eq(users.id, client.browser.user.id));
    await expectEveryTokenRefused(client);
  });

  it("the refresh grant and userinfo refuse a banned person even when a token escaped revocation", async () => {
    const client = await signedInToClient("rp-banned@example.com");
    // Banned in the table alone, as a token minted in the instant of a deactivation would find it.
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, client.browser.user.id));
    expect(await liveTokens(client.browser.user.id)).toBeGreaterThan(0);
    await expectEveryTokenRefused(client);
    // The same refusal in the raw protocol body a relying party's own code reads.
    const raw = await t.app.inject({
      method: "GET",
      url: "/api/auth/oauth2/userinfo",
      headers: { authorization: `Bearer ${client.accessToken}` },
    });
    expect(raw.statusCode).toBe(401);
    expect(raw.json()).toMatchObject({ error: "invalid_token" });
    expect(String(raw.headers["www-authenticate"])).toContain('error="invalid_token"');
  });
});
