import { afterAll, describe, expect, it } from "vitest";
import { RTCPeerConnection, useOPUS } from "werift";
import { openSimulatorCall } from "./simulator-call";
import { SpeechSynthesizer } from "./tts/speech-synthesizer";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";

// No database involved: not again on the PostgreSQL pass.
const onPostgres = process.env.DUGOUT_TEST_DB === "postgres";
const speech = new SpeechSynthesizer(null);
afterAll(async () => {
  await speech.close();
});

async function offer(): Promise<{ pc: RTCPeerConnection; sdp: string }> {
  const pc = new RTCPeerConnection({
    codecs: { audio: [useOPUS()] },
    iceServers: [],
    iceAdditionalHostAddresses: ["127.0.0.1"],
    iceUseIpv6: false,
  });
  pc.addTransceiver("audio", { direction: "sendrecv" });
  pc.createDataChannel("oai-events");
  await pc.setLocalDescription(await pc.createOffer());
  while (pc.iceGatheringState !== "complete") await new Promise((resolve) => setTimeout(resolve, 10));
  return { pc, sdp: pc.localDescription?.sdp ?? "" };
}

function open(sdp: string, limits: { connectTimeoutMs?: number; idleTimeoutMs?: number }) {
  let closedWith: string | null = null;
  const call = openSimulatorCall(sdp, {
    call: {
      conversationId: "c",
      instructions: "",
      persona: battingCageExampleCustomer,
      expiresAtMs: Date.now() + 60_000,
    },
    model: "dugout-simulator",
    clockScale: 1,
    speech,
    log: { info: () => undefined, warn: () => undefined },
    onClosed: (_callId, reason) => {
      closedWith = reason;
    },
    limits,
  });
  return { call, closed: () => closedWith };
}

const until = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.skipIf(onPostgres)("simulated call lifecycle", () => {
  it("closes a call whose browser never connects", async () => {
    const { pc, sdp } = await offer();
    const { call, closed } = open(sdp, { connectTimeoutMs: 300 });
    await call; // answered, but the browser never applies the answer
    await until(() => closed() !== null, 5000);
    expect(closed()).toBe("the data channel never opened");
    await pc.close();
  });

  it("closes a connected call when the browser goes silent", async () => {
    const { pc, sdp } = await offer();
    const { call, closed } = open(sdp, { idleTimeoutMs: 600 });
    await pc.setRemoteDescription({ type: "answer", sdp: (await call).answerSdp });
    await until(() => closed() !== null, 8000);
    expect(closed()).toBe("no traffic from the browser");
    await pc.close();
  });

  it("refuses an offer without a data channel", async () => {
    await expect(open("v=0\r\n", {}).call).rejects.toThrow(
      "The offer has no ICE credentials, DTLS fingerprint or data channel.",
    );
  });
});
