import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battingCagePaths } from "@dugout/contracts/batting-cage";
import { mePath } from "@dugout/contracts/identity";
import { appSettings } from "@dugout/db";
import { ConfigError } from "./config";
import { createTestApp, type TestApp } from "./test/harness";

/**
 * Every instance on one database must sign with the same BETTER_AUTH_SECRET: one that differs boots and
 * signs everyone out. The database keeps a fingerprint of the secret in use (an HMAC, never the secret),
 * and an instance whose secret does not match it refuses to start, in every mode (ADR 0033). Rotation lists
 * the old secret in BETTER_AUTH_PREVIOUS_SECRETS: nobody is signed out, and the old one can then go.
 */
const first = "first-secret-0123456789abcdef0123456789";
const second = "second-secret-0123456789abcdef012345678";
const mismatch =
  'BETTER_AUTH_SECRET: does not match the secret the other instances on this database use (app_settings keeps its fingerprint, never the secret): starting would sign everyone out. Give every instance the same BETTER_AUTH_SECRET; to change it, list the old one in BETTER_AUTH_PREVIOUS_SECRETS (README "Rotating secrets").';

async function refusal(start: () => Promise<TestApp>): Promise<string[]> {
  const started = await start().then(
    async (app) => {
      await app.close();
      return undefined;
    },
    (error: unknown) => error,
  );
  expect(started).toBeInstanceOf(ConfigError);
  return (started as ConfigError).problems;
}

describe("an instance whose secret differs from the others'", () => {
  let running: TestApp;
  beforeAll(async () => {
    running = await createTestApp({ env: { BETTER_AUTH_SECRET: first } });
  });
  afterAll(async () => {
    await running.close();
  });

  it("refuses to start, saying so", async () => {
    expect(
      await refusal(() => createTestApp({ shareDatabaseWith: running, env: { BETTER_AUTH_SECRET: second } })),
    ).toEqual([mismatch]);
    // Also without a configured secret: the one generated into the database is not the others' either.
    expect(await refusal(() => createTestApp({ shareDatabaseWith: running }))).toEqual([
      "BETTER_AUTH_SECRET: is not set, and the secret generated into this database does not match the one the other instances on it use (app_settings keeps its fingerprint): starting would sign everyone out. Set the same BETTER_AUTH_SECRET as theirs.",
    ]);
    const stored = await running.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, "secret-fingerprint:better-auth"));
    expect(JSON.stringify(stored)).not.toContain(first);
  });
});

describe("a database that ran on a generated secret", () => {
  let generated: TestApp;
  beforeAll(async () => {
    generated = await createTestApp();
  });
  afterAll(async () => {
    await generated.close();
  });

  it("refuses a configured secret that differs, and takes the generated one when it is configured", async () => {
    expect(
      await refusal(() => createTestApp({ shareDatabaseWith: generated, env: { BETTER_AUTH_SECRET: first } })),
    ).toEqual([
      `${mismatch} This database has run on a generated secret (app_settings key secret:better-auth): configure that one to keep everyone signed in.`,
    ]);
    const [row] = await generated.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, "secret:better-auth"));
    const secret = (row?.value as { secret: string }).secret;
    const { headers } = await generated.signIn({ email: "kept@example.com" });
    const configured = await createTestApp({ shareDatabaseWith: generated, env: { BETTER_AUTH_SECRET: secret } });
    try {
      const me = await configured.app.inject({ method: "GET", url: mePath, headers });
      expect(me.json()).toMatchObject({ user: { email: "kept@example.com" } });
    } finally {
      await configured.app.close();
    }
  });
});

describe("rotating BETTER_AUTH_SECRET", () => {
  let before: TestApp;
  beforeAll(async () => {
    before = await createTestApp({ env: { BETTER_AUTH_SECRET: first } });
  });
  afterAll(async () => {
    await before.close();
  });

  it("signs nobody out while the old secret is listed, and lets it go afterwards", async () => {
    const { headers: oldCookie } = await before.signIn({ email: "stays@example.com" });
    // The OpenID provider's signing key is made now, encrypted with the first secret.
    expect((await before.app.inject({ method: "GET", url: "/api/auth/token", headers: oldCookie })).statusCode).toBe(
      200,
    );

    const rotating = await createTestApp({
      shareDatabaseWith: before,
      env: { BETTER_AUTH_SECRET: second, BETTER_AUTH_PREVIOUS_SECRETS: first },
    });
    let newCookie: Record<string, string>;
    try {
      // A cookie the old secret signed still reaches app routes, Better Auth's endpoints and the signing key.
      const configuration = await rotating.app.inject({
        method: "GET",
        url: battingCagePaths.configuration,
        headers: oldCookie,
      });
      expect(configuration.statusCode).toBe(200);
      const me = await rotating.app.inject({ method: "GET", url: mePath, headers: oldCookie });
      expect(me.json()).toMatchObject({ user: { email: "stays@example.com" } });
      expect(
        (await rotating.app.inject({ method: "GET", url: "/api/auth/token", headers: oldCookie })).statusCode,
      ).toBe(200);
      newCookie = (await rotating.signIn({ email: "stays@example.com" })).headers;
    } finally {
      await rotating.app.close();
    }

    // The rotation is recorded: an instance still on the old secret alone is refused ...
    expect(
      await refusal(() => createTestApp({ shareDatabaseWith: before, env: { BETTER_AUTH_SECRET: first } })),
    ).toEqual([mismatch]);
    // ... and once the old secret is dropped, the new one alone signs and decrypts everything.
    const after = await createTestApp({ shareDatabaseWith: before, env: { BETTER_AUTH_SECRET: second } });
    try {
      expect((await after.app.inject({ method: "GET", url: "/api/auth/token", headers: newCookie })).statusCode).toBe(
        200,
      );
      expect(
        (await after.app.inject({ method: "GET", url: battingCagePaths.configuration, headers: newCookie })).statusCode,
      ).toBe(200);
      // What a rotation costs: a cookie nobody used while both secrets were listed is no longer accepted.
      expect(
        (await after.app.inject({ method: "GET", url: battingCagePaths.configuration, headers: oldCookie })).statusCode,
      ).toBe(401);
    } finally {
      await after.app.close();
    }
  });
});
