import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { softwarePasskey } from "./passkey-test-kit";
import { cookieHeader, freshIp, get, post } from "../../test-kit";

/**
 * A failed anonymous passkey sign-in is the client's doing (a credential deleted here but still in the
 * password manager, a stale or foreign challenge, a response that does not verify): the log notes it at
 * info or warn, without a stack trace, and keeps error for what the operator must act on.
 */
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  t = await createTestApp({ logStream, env: { LOG_LEVEL: "debug" } });
});
afterAll(async () => {
  await t.close();
});

const hasStack = (line: Record<string, unknown>) => JSON.stringify(line).includes("stack");

async function authenticateWith(key: ReturnType<typeof softwarePasskey>, origin = t.config.baseUrl) {
  const ip = freshIp();
  const options = await get(t, "/api/auth/passkey/generate-authenticate-options", { ip });
  return post(
    t,
    "/api/auth/passkey/verify-authentication",
    { response: key.authenticate(options.json(), origin) },
    { headers: { cookie: cookieHeader(options) }, ip },
  );
}

describe("failed anonymous passkey sign-ins in the log", () => {
  it("are noted below error, without a stack trace", async () => {
    const before = lines.length;
    // An unknown credential, a response made for another origin, no challenge at all, and junk.
    expect((await authenticateWith(softwarePasskey("localhost"))).statusCode).toBe(404);
    const { headers } = await t.signIn();
    const key = softwarePasskey("localhost");
    const registerOptions = await get(t, "/api/auth/passkey/generate-register-options", { headers });
    const registered = await post(
      t,
      "/api/auth/passkey/verify-registration",
      { response: key.register(registerOptions.json(), t.config.baseUrl) },
      { headers: { ...headers, cookie: `${headers.cookie}; ${cookieHeader(registerOptions)}` } },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await authenticateWith(key, "https://evil.example")).statusCode).toBe(400);
    expect(
      (await post(t, "/api/auth/passkey/verify-authentication", { response: { id: "x" } }, { ip: freshIp() }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          t,
          "/api/auth/passkey/verify-authentication",
          { response: { id: "x", response: 1 } },
          { ip: freshIp() },
        )
      ).statusCode,
    ).toBeLessThan(500);

    const logged = lines.slice(before);
    const loud = logged.filter((line) => Number(line.level) >= 50 || hasStack(line));
    expect(loud).toEqual([]);
  });
});
