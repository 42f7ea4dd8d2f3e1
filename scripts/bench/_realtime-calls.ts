// The capacity bench's callers (realtime-capacity.ts): each call's "browser" is a werift peer in the bench
// process that sets the call up as the batting cage's page does.
import { performance } from "node:perf_hooks";
import OpusScript from "opusscript";
import { MediaStreamTrack, RTCPeerConnection, useAudioLevelIndication, useOPUS } from "werift";
import type { CreateSessionAnswer } from "@dugout/contracts/batting-cage";
import { levelDbfs } from "../../apps/server/src/modules/realtime-simulator/audio/voice-activity";
import { useKeyObjectsForSrtp } from "../../apps/server/src/modules/realtime-simulator/webrtc/srtp-key-objects";

export interface Call {
  pc: RTCPeerConnection;
  mic: MediaStreamTrack;
  conversationId: string;
  saved: number;
  dropped: boolean;
  sequenceNumber: number;
  timestamp: number;
  turns: number;
  /** The audio-level header extension's id, when the call offered it (as Chromium does). */
  audioLevelId: number | null;
}

/**
 * BENCH_CAPACITY_LEVEL_HEADER=off: the callers do not offer the audio-level header extension, so the simulator
 * decodes every microphone packet to measure it (a browser other than Chromium might not offer it).
 */
const reportsAudioLevel = process.env.BENCH_CAPACITY_LEVEL_HEADER !== "off";

/** One 20 ms Opus frame of quiet room noise, what a microphone sends between the rep's words, and its level. */
export function roomNoiseFrame(): { frame: Buffer; levelDbfs: number } {
  const encoder = new OpusScript(48_000, 1, OpusScript.Application.VOIP);
  const pcm = new Int16Array(960).map(() => Math.round((Math.random() - 0.5) * 60));
  const frame = Buffer.from(encoder.encode(Buffer.from(pcm.buffer), 960));
  encoder.delete();
  return { frame, levelDbfs: levelDbfs(pcm) };
}

let callCounter = 0;

/** One call, set up as the page does; each call comes from its own address (the routes' per-IP limits). */
export async function openCall(front: string, headers: Record<string, string>): Promise<Call> {
  callCounter += 1;
  const address = {
    "x-forwarded-for": `10.${(callCounter >> 16) & 255}.${(callCounter >> 8) & 255}.${callCounter & 255}`,
  };
  const created = await fetch(`${front}/create_session`, {
    method: "POST",
    headers: { ...headers, ...address },
    body: "{}",
  });
  if (!created.ok) throw new Error(`create_session ${created.status}: ${await created.text()}`);
  const session = (await created.json()) as CreateSessionAnswer;
  const audioLevel = useAudioLevelIndication();
  const pc = new RTCPeerConnection({
    codecs: { audio: [useOPUS()] },
    ...(reportsAudioLevel ? { headerExtensions: { audio: [audioLevel] } } : {}),
    iceServers: [],
    iceAdditionalHostAddresses: ["127.0.0.1"],
    iceUseIpv4: false,
    iceUseIpv6: false,
  });
  const mic = new MediaStreamTrack({ kind: "audio" });
  pc.addTransceiver(mic, { direction: "sendrecv" });
  const channel = pc.createDataChannel("oai-events");
  const call: Call = {
    pc,
    mic,
    conversationId: session.conversation_id,
    saved: 0,
    dropped: false,
    sequenceNumber: 0,
    timestamp: 0,
    turns: 0,
    audioLevelId: reportsAudioLevel ? audioLevel.id : null,
  };
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("session.updated did not come within 20 s")), 20_000);
    channel.onMessage.subscribe((data) => {
      const type = (JSON.parse(data.toString()) as { type: string }).type;
      if (type === "session.created")
        channel.send(JSON.stringify({ type: "session.update", session: { type: "realtime" } }));
      if (type === "session.updated") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  channel.stateChanged.subscribe((state) => {
    if (state === "closed") call.dropped = true;
  });
  pc.connectionStateChange.subscribe((state) => {
    if (state === "failed" || state === "closed") call.dropped = true;
  });
  await pc.setLocalDescription(await pc.createOffer());
  // As the server's side does: werift's SRTP keyed by KeyObjects (srtp-key-objects.ts), so the load
  // generator's own cost per call stays low and the machine is left to the servers.
  useKeyObjectsForSrtp(pc); // its transports exist once the offer is set
  const deadline = performance.now() + 3000;
  while (pc.iceGatheringState !== "complete" && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const answered = await fetch(new URL(session.realtime.sdp_url, front), {
    method: "POST",
    headers: { authorization: `Bearer ${session.client_secret.value}`, "content-type": "application/sdp", ...address },
    body: pc.localDescription?.sdp ?? "",
  });
  if (answered.status !== 201) {
    await pc.close();
    throw new Error(`SDP offer ${answered.status}: ${await answered.text()}`);
  }
  await pc.setRemoteDescription({ type: "answer", sdp: await answered.text() });
  await ready;
  (call as Call & { channel: typeof channel }).channel = channel;
  return call;
}
