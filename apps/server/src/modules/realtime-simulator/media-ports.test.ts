import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../context";
import { createRealtimeProvider } from "../../integrations/realtime/create-realtime-provider";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { connectWeriftBrowser, type WeriftBrowser } from "../../test/werift-browser";
import { liveSimulatorCalls, simulatorBusyMessage } from "./routes";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";

/**
 * REALTIME_SIM_UDP_PORTS and REALTIME_SIM_PUBLIC_ADDRESS: each call binds one port of the range
 * (whatever the number of addresses it is announced on), the announced address is in its candidates,
 * and a call that finds no free port is refused like a full instance. Not on the PostgreSQL pass: the
 * database plays no part beyond the harness.
 */
const onPostgres = process.env.DUGOUT_TEST_DB === "postgres";
// Below Linux's ephemeral ports, so the test's own client sockets never land in the range.
const low = 20_000 + Math.floor(Math.random() * 10_000);
let t: TestApp;
const browsers: WeriftBrowser[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: {
      REALTIME_SIM_ESPEAK: "off",
      REALTIME_SIM_UDP_PORTS: `${low}-${low + 1}`,
      // Another loopback address stands for a NAT's public one: it reaches the same socket.
      REALTIME_SIM_PUBLIC_ADDRESS: "127.0.0.2",
    },
  });
});
afterAll(async () => {
  for (const browser of browsers) await browser.close().catch(() => undefined);
  await t.close();
});

const mint = () =>
  createRealtimeProvider({ config: t.config, database: t.database } as AppContext).createSession({
    conversationId: "conv_ports",
    instructions: "You are the owner.",
    persona: battingCageExampleCustomer,
  });

/** The ports and addresses of an SDP's UDP host candidates. */
const candidatesOf = (sdp: string) =>
  sdp
    .split(/\r?\n/)
    .filter((line) => line.startsWith("a=candidate:"))
    .map((line) => line.split(" "))
    .map((fields) => ({ address: fields[4], port: Number(fields[5]) }));

describe.skipIf(onPostgres)("the simulator's media ports", () => {
  it("gives each call one port of the range, announces the public address, and refuses a call with none left", async () => {
    for (let index = 0; index < 2; index += 1) browsers.push(await connectWeriftBrowser(t, await mint()));
    expect(liveSimulatorCalls(t.config)).toBe(2);
    const answers = browsers.map((browser) => browser.answerSdp);
    const ports = answers.map((sdp) => new Set(candidatesOf(sdp).map((candidate) => candidate.port)));
    expect(ports.map((set) => [...set])).toEqual([[expect.any(Number)], [expect.any(Number)]]);
    expect([...(ports[0] ?? []), ...(ports[1] ?? [])].sort()).toEqual([low, low + 1]);
    for (const sdp of answers) {
      expect(candidatesOf(sdp).map((candidate) => candidate.address)).toEqual(
        expect.arrayContaining(["127.0.0.1", "127.0.0.2"]),
      );
    }

    const third = await mint();
    const { RTCPeerConnection } = await import("werift");
    const pc = new RTCPeerConnection({ iceServers: [], iceAdditionalHostAddresses: ["127.0.0.1"], iceUseIpv6: false });
    pc.addTransceiver("audio", { direction: "sendrecv" });
    pc.createDataChannel("oai-events");
    await pc.setLocalDescription(await pc.createOffer());
    try {
      const refused = await t.app.inject({
        method: "POST",
        url: third.sdp_url,
        headers: { authorization: `Bearer ${third.client_secret.value}`, "content-type": "application/sdp" },
        payload: pc.localDescription?.sdp ?? "",
      });
      expect(refused.statusCode).toBe(503);
      expect(errorOf(refused)).toEqual({ code: "unavailable", message: simulatorBusyMessage });
    } finally {
      await pc.close();
    }
    expect(liveSimulatorCalls(t.config)).toBe(2);
  }, 90_000);
});
