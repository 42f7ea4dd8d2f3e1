// Realtime simulator figures: speech synthesis time per sentence (against the sentence's own
// duration: the real-time factor); Chromium calling the simulator (offer to ready, p50/p95, with and
// without the DTLS record-number workaround, calls alternating in one run, and one call's timeline);
// and a werift peer in the browser's role over loopback (offer to data channel open, typed turn to
// the customer's transcript, inbound audio level).
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import OpusScript from "opusscript";
import { RTCPeerConnection, useOPUS } from "werift";
import { levelDbfs } from "../../apps/server/src/modules/realtime-simulator/audio/voice-activity";
import { openSimulatorCall } from "../../apps/server/src/modules/realtime-simulator/simulator-call";
import { SpeechSynthesizer } from "../../apps/server/src/modules/realtime-simulator/tts/speech-synthesizer";
import { percentile } from "./_lib";
import { chromiumCall, launchChromium, type PageTimeline } from "./_realtime-chromium";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";

const sentences = [
  "Hi there! You've reached Maple Street Bakery, this is the owner.",
  "How can I help you today?",
  "We have about 7 employees, somewhere in the 5-10 range.",
  "We run payroll through Gusto.",
  "It's too expensive. I can't justify another monthly bill right now.",
  "Thanks for your time. I have to go now. Goodbye!",
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function speechFigures(engine: "formant" | "espeak-ng"): Promise<void> {
  const speech = new SpeechSynthesizer(engine === "formant" ? null : "espeak-ng");
  try {
    await speech.speak("Warm up.", 120);
    const synth: number[] = [];
    const ratio: number[] = [];
    for (const sentence of sentences) {
      const audio = await speech.speak(sentence, 120);
      if (audio.engine !== engine) throw new Error(`${engine} not used`);
      synth.push(audio.synthMs);
      ratio.push(audio.synthMs / audio.durationMs);
    }
    console.log(
      `speech ${engine}: ${median(synth).toFixed(0)} ms per sentence (median of ${sentences.length}, max ${Math.max(...synth).toFixed(0)} ms), ` +
        `real-time factor ${median(ratio).toFixed(3)} (synthesis time / speech duration)`,
    );
  } finally {
    await speech.close();
  }
}

async function loopbackFigures(): Promise<void> {
  const speech = new SpeechSynthesizer(null);
  speech.warmUp(); // as the route does when a call comes in
  const pc = new RTCPeerConnection({
    codecs: { audio: [useOPUS()] },
    iceServers: [],
    iceAdditionalHostAddresses: ["127.0.0.1"],
    iceUseIpv6: false,
  });
  const decoder = new OpusScript(48_000, 1, OpusScript.Application.VOIP);
  const levels: number[] = [];
  pc.onTrack.subscribe((track) =>
    track.onReceiveRtp.subscribe((rtp) => {
      const pcm = decoder.decode(rtp.payload);
      levels.push(levelDbfs(new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength))));
    }),
  );
  pc.addTransceiver("audio", { direction: "sendrecv" });
  const channel = pc.createDataChannel("oai-events");
  const received: { type: string; at: number; transcript?: string }[] = [];
  channel.onMessage.subscribe((data) =>
    received.push({ ...(JSON.parse(data.toString()) as { type: string }), at: performance.now() }),
  );
  let openedAt = 0;
  channel.stateChanged.subscribe((state) => {
    if (state === "open") openedAt = performance.now();
  });
  const until = async (check: () => boolean, what: string) => {
    const deadline = performance.now() + 20_000;
    while (!check()) {
      if (performance.now() > deadline) throw new Error(`timed out: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const started = performance.now();
  await pc.setLocalDescription(await pc.createOffer());
  await until(() => pc.iceGatheringState === "complete", "gathering");
  const call = await openSimulatorCall(pc.localDescription?.sdp ?? "", {
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
  });
  try {
    await pc.setRemoteDescription({ type: "answer", sdp: call.answerSdp });
    await until(() => openedAt > 0, "channel open");
    const offerToOpen = openedAt - started;
    await until(() => received.some((event) => event.type === "session.created"), "session.created");
    const sent = performance.now();
    channel.send(
      JSON.stringify({
        type: "conversation.item.create",
        item: { type: "message", role: "user", content: [{ type: "input_text", text: "Hello, is this the owner?" }] },
      }),
    );
    channel.send(JSON.stringify({ type: "response.create" }));
    await until(() => received.some((event) => event.type === "response.output_audio_transcript.done"), "reply");
    const replyAt = received.find((event) => event.type === "response.output_audio_transcript.done")?.at ?? Number.NaN;
    await until(() => received.some((event) => event.type === "response.done"), "the reply");
    // All of the reply is queued at response.done: wait until its playback has stopped.
    const lastAudioEvent = () => received.filter((event) => event.type.startsWith("output_audio_buffer.")).at(-1)?.type;
    await until(() => lastAudioEvent() === "output_audio_buffer.stopped", "the reply's audio");
    const voiced = levels.filter((level) => level > -50);
    console.log(
      `loopback: offer to data channel open ${offerToOpen.toFixed(0)} ms; typed turn to customer transcript ${(replyAt - sent).toFixed(0)} ms`,
    );
    console.log(
      `loopback: inbound audio ${levels.length} packets (${(levels.length * 0.02).toFixed(1)} s), ${voiced.length} voiced, ` +
        `median voiced level ${median(voiced).toFixed(1)} dBFS, loudest ${Math.max(...levels).toFixed(1)} dBFS (silence: -Infinity)`,
    );
  } finally {
    call.close("bench done");
    await pc.close();
    decoder.delete();
    await speech.close();
  }
}

const chromiumCalls = 12;

function timelineLine(timeline: PageTimeline): string {
  const steps: [string, number | undefined][] = [
    ["answer", timeline.answer],
    ["ICE connected", timeline.iceConnected],
    ["ICE+DTLS connected", timeline.connected],
    ["SCTP connected", timeline.sctpConnected],
    ["channel open", timeline.channelOpen],
    ["session.update sent", timeline.firstSent],
    ["first message received", timeline.firstReceived],
    ["ready (session.updated)", timeline.ready],
  ];
  return steps.map(([name, at]) => `${name} +${at === undefined ? "?" : (at - timeline.offer).toFixed(0)}`).join(", ");
}

/**
 * Offer to ready in Chromium, the way the batting cage's VoiceSession counts it: from creating the
 * offer to session.updated. The baseline leaves werift's DTLS record numbers as they are
 * (webrtc/dtls-record-numbers.ts); calls alternate between the two so load affects both alike.
 */
async function chromiumFigures(): Promise<void> {
  const speech = new SpeechSynthesizer(null);
  const browser = await launchChromium();
  try {
    await chromiumCall(browser, speech); // warm-up: certificate, first ICE gathering
    const variants = [
      { name: "werift as is (baseline)", peer: { keepDtlsRecordNumbersUnique: false }, ms: [] as number[] },
      { name: "unique DTLS record numbers", peer: {}, ms: [] as number[] },
    ];
    const timelines = new Map<string, PageTimeline>();
    for (let index = 0; index < chromiumCalls; index++) {
      for (const variant of variants) {
        const { timeline, offerToReadyMs } = await chromiumCall(browser, speech, variant.peer);
        variant.ms.push(offerToReadyMs);
        if (!timelines.has(variant.name)) timelines.set(variant.name, timeline);
      }
    }
    for (const variant of variants) {
      const sorted = [...variant.ms].sort((a, b) => a - b);
      console.log(
        `chromium offer to ready, ${variant.name}: p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
          `p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${Math.max(...sorted).toFixed(0)} ms (${sorted.length} calls)`,
      );
    }
    for (const [name, timeline] of timelines)
      console.log(`chromium timeline, ${name} (ms after offer): ${timelineLine(timeline)}`);
  } finally {
    await browser.close();
    await speech.close();
  }
}

export async function run(): Promise<void> {
  await speechFigures("formant");
  if (spawnSync("espeak-ng", ["--version"]).status === 0) await speechFigures("espeak-ng");
  else console.log("speech espeak-ng: not installed (apt-get install espeak-ng), skipped");
  await chromiumFigures();
  await loopbackFigures();
}
