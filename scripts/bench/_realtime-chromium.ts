// Chromium against the realtime simulator: the page does what the batting cage's VoiceSession does
// (fake microphone track, `oai-events` channel, session.update queued until the channel opens, the
// offer posted without waiting for ICE gathering) and the simulator answers in this process.
// "Ready" is what VoiceSession calls ready: session.updated received in the page.
import { chromium, type Browser, type Page } from "@playwright/test";
import { openSimulatorCall } from "../../apps/server/src/modules/realtime-simulator/simulator-call";
import type { PeerOptions } from "../../apps/server/src/modules/realtime-simulator/webrtc/simulator-peer";
import type { SpeechSynthesizer } from "../../apps/server/src/modules/realtime-simulator/tts/speech-synthesizer";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--allow-loopback-in-peer-connection",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
];

/** Page-side marks in epoch milliseconds (performance.timeOrigin + now), so they line up with the server's. */
export interface PageTimeline {
  offer: number;
  answer: number;
  iceConnected?: number;
  connected?: number;
  sctpConnected?: number;
  channelOpen?: number;
  firstSent?: number;
  firstReceived?: number;
  ready?: number;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
}

/** One call from a fresh page: returns the page's timeline; the call is hung up afterwards. */
export async function chromiumCall(
  browser: Browser,
  speech: SpeechSynthesizer,
  peer: PeerOptions = {},
): Promise<{ timeline: PageTimeline; offerToReadyMs: number }> {
  const page: Page = await browser.newPage();
  const calls: { close(reason: string): void }[] = [];
  try {
    // A blank page on a secure origin (the microphone needs one), served by Playwright itself.
    await page.route("http://localhost/", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html>" }),
    );
    await page.goto("http://localhost/");
    await page.exposeFunction("answerOffer", async (offerSdp: string) => {
      const call = await openSimulatorCall(offerSdp, {
        call: {
          conversationId: "bench",
          instructions: "",
          expiresAtMs: Date.now() + 60_000,
          persona: battingCageExampleCustomer,
        },
        model: "dugout-simulator",
        clockScale: 1,
        speech,
        log: { info: () => undefined, warn: () => undefined },
        onClosed: () => undefined,
        peer,
      });
      calls.push(call);
      return call.answerSdp;
    });
    // A string, not a function: the page is not type-checked against the DOM here, and tsx would add helpers it lacks.
    const marks: PageTimeline = await page.evaluate(`(async () => {
      const marks = {};
      const mark = (name) => { if (marks[name] === undefined) marks[name] = performance.timeOrigin + performance.now(); };
      const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
      const pc = new RTCPeerConnection();
      pc.oniceconnectionstatechange = () => pc.iceConnectionState === "connected" && mark("iceConnected");
      pc.onconnectionstatechange = () => pc.connectionState === "connected" && mark("connected");
      for (const track of microphone.getTracks()) pc.addTrack(track, microphone);
      const channel = pc.createDataChannel("oai-events");
      const ready = new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error("not ready within 15 s")), 15000);
        channel.onopen = () => {
          mark("channelOpen");
          channel.send(JSON.stringify({ type: "session.update", session: { type: "realtime" } }));
          mark("firstSent");
        };
        channel.onmessage = (message) => {
          mark("firstReceived");
          if (JSON.parse(message.data).type === "session.updated") {
            mark("ready");
            resolve();
          }
        };
      });
      mark("offer");
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      await pc.setRemoteDescription({ type: "answer", sdp: await window.answerOffer(offer.sdp) });
      mark("answer");
      pc.sctp.onstatechange = () => pc.sctp.state === "connected" && mark("sctpConnected");
      await ready;
      channel.close();
      pc.close();
      for (const track of microphone.getTracks()) track.stop();
      return marks;
    })()`);
    return { timeline: marks, offerToReadyMs: (marks.ready ?? Number.NaN) - marks.offer };
  } finally {
    await page.close();
    for (const call of calls) call.close("bench done");
  }
}
