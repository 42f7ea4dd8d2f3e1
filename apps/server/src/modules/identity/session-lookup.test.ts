import { eq } from "drizzle-orm";
import { sessions } from "@dugout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function meWith(cookie: string) {
  const response = await t.app.inject({ method: "GET", url: "/api/dream_team/data", headers: { cookie } });
  return response.statusCode;
}

describe("app routes' session check", () => {
  it("accepts the signed session cookie and refuses a forged, expired or deleted one", async () => {
    const { user } = await t.signIn({ role: "rep", email: "lookup@example.com" });
    const { token, cookie } = await t.app.identity.issueSession(user.id);
    expect(await meWith(cookie)).toBe(200);

    const [name] = cookie.split("=");
    expect(await meWith(`${name}=${encodeURIComponent(`${token}.AAAA${"A".repeat(40)}`)}`)).toBe(401);
    expect(await meWith(`${name}=${token}`)).toBe(401);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect(await meWith(cookie)).toBe(401);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.token, token));
    expect(await meWith(cookie)).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    expect(await meWith(cookie)).toBe(401);
  });
});
