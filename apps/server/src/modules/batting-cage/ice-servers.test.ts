import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionAnswerSchema } from "@dugout/contracts/batting-cage";
import { createTestApp, type TestApp } from "../../test/harness";

/** REALTIME_ICE_SERVERS reach the browser with its session, for the peer connection it builds. */
const turn = { urls: ["turn:turn.example.com:3478"], username: "dugout", credential: "s3cret" };
let withServers: TestApp;
let without: TestApp;
beforeAll(async () => {
  withServers = await createTestApp({
    env: { REALTIME_SIM_ESPEAK: "off", REALTIME_ICE_SERVERS: `[${JSON.stringify(turn)}]` },
  });
  without = await createTestApp({ env: { REALTIME_SIM_ESPEAK: "off" }, shareDatabaseWith: withServers });
});
afterAll(async () => {
  await without.close();
  await withServers.close();
});

const start = async (t: TestApp) => {
  const rep = await t.signIn({ role: "rep" });
  const response = await t.app.inject({ method: "POST", url: "/create_session", headers: rep.headers, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return createSessionAnswerSchema.parse(response.json());
};

describe("the ICE servers of a practice call", () => {
  it("come with the session when configured, and are left out otherwise", async () => {
    expect((await start(withServers)).realtime.ice_servers).toEqual([turn]);
    expect((await start(without)).realtime).not.toHaveProperty("ice_servers");
  });
});
