import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RTCSctpTransport } from "werift";
import type { AppContext } from "../../context";
import { createRealtimeProvider } from "../../integrations/realtime/create-realtime-provider";
import { createTestApp, type TestApp } from "../../test/harness";
import { liveSimulatorCalls } from "./routes";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";

// Chromium (not a werift peer: werift has no DTLS anti-replay window, so it never drops what
// Chromium drops) calls the simulator through the real route, as the batting cage does, and the
// simulator's first data-channel messages must arrive without an SCTP retransmission. Before
// webrtc/dtls-record-numbers.ts, one of them (the sixth DTLS record) was dropped by Chromium as a
// replay every call and came a retransmission timeout (1 s) late. Counted, never timed.
const onPostgres = process.env.DUGOUT_TEST_DB === "postgres";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const skipped = onPostgres || !existsSync(chromiumPath);

/** What werift's SCTP association sends, as far as this test looks at it. */
interface SentChunk {
  sentCount?: number;
  duplicates?: number[];
}
type Association = { sendChunk(chunk: SentChunk): Promise<void> };

/**
 * Counts the SCTP retransmissions of every association opened from here on, both ways: DATA the
 * simulator sends a second time, and DATA the browser sent again that the simulator already had
 * (reported back as duplicate TSNs in its SACKs). Observes werift through its SCTP transport's
 * public setDtlsTransport; the returned function restores it.
 */
function countSctpRetransmissions(): { count: () => number; restore: () => void } {
  let retransmissions = 0;
  const prototype = RTCSctpTransport.prototype;
  const original = prototype.setDtlsTransport;
  prototype.setDtlsTransport = function (this: RTCSctpTransport, ...args) {
    original.apply(this, args);
    const association = this.sctp as unknown as Association;
    const sendChunk = association.sendChunk.bind(association);
    association.sendChunk = (chunk) => {
      if ((chunk.sentCount ?? 0) > 1) retransmissions += 1;
      retransmissions += chunk.duplicates?.length ?? 0;
      return sendChunk(chunk);
    };
  };
  return { count: () => retransmissions, restore: () => void (prototype.setDtlsTransport = original) };
}

let t: TestApp;
let browser: Browser;
let retransmissions: ReturnType<typeof countSctpRetransmissions>;
beforeAll(async () => {
  if (skipped) return;
  t = await createTestApp({ env: { REALTIME_SIM_ESPEAK: "off" } });
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--allow-loopback-in-peer-connection",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
    ],
  });
  retransmissions = countSctpRetransmissions();
});
afterAll(async () => {
  if (skipped) return;
  retransmissions.restore();
  await browser.close();
  await t.close();
});

describe.skipIf(skipped)("realtime simulator readiness in Chromium", () => {
  it("delivers the first data-channel messages of a call without an SCTP retransmission", async () => {
    const page = await browser.newPage();
    try {
      // A blank page on a secure origin (the microphone needs one), served by Playwright itself.
      await page.route("http://localhost/", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html>" }),
      );
      await page.goto("http://localhost/");
      await page.exposeFunction("postOffer", async (offerSdp: string) => {
        const provider = createRealtimeProvider({ config: t.config, database: t.database } as AppContext);
        const session = await provider.createSession({
          conversationId: "conv_chromium",
          instructions: "",
          persona: battingCageExampleCustomer,
        });
        const response = await t.app.inject({
          method: "POST",
          url: session.sdp_url,
          headers: { authorization: `Bearer ${session.client_secret.value}`, "content-type": "application/sdp" },
          payload: offerSdp,
        });
        if (response.statusCode !== 201) throw new Error(`POST ${session.sdp_url}: ${response.statusCode}`);
        return response.body;
      });
      // What the batting cage's VoiceSession does: microphone, oai-events, session.update once open,
      // the offer posted without waiting for ICE gathering; then one typed turn.
      const { received, sentExtensions } = await page.evaluate<{
        received: string[];
        sentExtensions: string[];
      }>(`(async () => {
        const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
        const pc = new RTCPeerConnection();
        for (const track of microphone.getTracks()) pc.addTrack(track, microphone);
        const channel = pc.createDataChannel("oai-events");
        const types = [];
        const done = new Promise((resolve, reject) => {
          setTimeout(() => reject(new Error("no reply within 20 s: " + types.join(", "))), 20000);
          channel.onopen = () => channel.send(JSON.stringify({ type: "session.update", session: { type: "realtime" } }));
          channel.onmessage = (message) => {
            const type = JSON.parse(message.data).type;
            types.push(type);
            if (type === "session.updated") {
              channel.send(JSON.stringify({ type: "conversation.item.create", item: { type: "message", role: "user",
                content: [{ type: "input_text", text: "Hi, am I speaking with the owner?" }] } }));
              channel.send(JSON.stringify({ type: "response.create" }));
            }
            if (type === "response.done") resolve();
          };
        });
        const offer = await pc.createOffer();
        await pc.setLocalDescription(offer);
        await pc.setRemoteDescription({ type: "answer", sdp: await window.postOffer(offer.sdp) });
        // The header extensions the microphone's packets carry, as negotiated with the simulator's answer.
        const sentExtensions = pc.getSenders()[0].getParameters().headerExtensions.map((extension) => extension.uri);
        await done;
        channel.close();
        pc.close();
        for (const track of microphone.getTracks()) track.stop();
        return { received: types, sentExtensions };
      })()`);
      expect(received.slice(0, 2)).toEqual(["session.created", "session.updated"]);
      expect(received).toContain("response.done");
      expect(retransmissions.count()).toBe(0);
      // Each microphone packet tells its loudness, so the simulator never decodes the microphone's audio.
      expect(sentExtensions).toContain("urn:ietf:params:rtp-hdrext:ssrc-audio-level");
    } finally {
      await page.close();
    }
    await expect.poll(() => liveSimulatorCalls(t.config), { timeout: 15_000 }).toBe(0);
  });
});
