import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { get } from "./test-kit";

/**
 * What the sign-in widget hands to its host's onSuccess after a sign-in
 * (docs/requirements/sign-in-widget.md#fields): the user and the session from get-session, whose token is
 * the session_token, and the session_jwt from /api/auth/token.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const claims = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString()) as Record<string, unknown>;

describe("the session the widget passes to onSuccess", () => {
  it("get-session carries the session's token (the value behind the session cookie)", async () => {
    const { headers, user } = await t.signIn();
    const answer = await get(t, "/api/auth/get-session", { headers });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ user: { id: string }; session: { token: string; userId: string } }>();
    expect(body.user.id).toBe(user.id);
    expect(body.session.userId).toBe(user.id);
    const cookie = /dugout\.session_token=([^;]+)/.exec(headers.cookie ?? "")?.[1] ?? "";
    // The cookie is signed: "<token>.<signature>", URL-encoded.
    expect(body.session.token.length).toBeGreaterThan(0);
    expect(decodeURIComponent(cookie).startsWith(`${body.session.token}.`)).toBe(true);
  });

  it("/api/auth/token is mounted and answers a JWT for the caller's session, 401 without one", async () => {
    const { headers, user } = await t.signIn();
    const answer = await get(t, "/api/auth/token", { headers });
    expect(answer.statusCode).toBe(200);
    const { token } = answer.json<{ token: string }>();
    expect(token.split(".")).toHaveLength(3);
    expect(claims(token)).toMatchObject({ sub: user.id, iss: t.config.baseUrl, aud: t.config.baseUrl });
    expect((await get(t, "/api/auth/token")).statusCode).toBe(401);
  });
});
