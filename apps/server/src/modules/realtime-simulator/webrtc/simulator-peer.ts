import { realtimeDataChannelName } from "@dugout/contracts/batting-cage";
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket, useOPUS, type RTCDataChannel } from "werift";
import { keepDtlsRecordNumbersUnique } from "./dtls-record-numbers";

export interface PeerHandlers {
  /** The `oai-events` channel opened (already deferred one tick: see below). */
  onChannelOpen(): void;
  onMessage(text: string): void;
  /** One Opus packet from the salesperson's microphone. */
  onMicrophonePacket(payload: Buffer): void;
  /** The browser went away: hung up, closed the channel, or the connection failed. */
  onGone(reason: string): void;
}

export interface PeerOptions {
  /** Default true. false only for the realtime bench's baseline: werift's own DTLS record numbers (see dtls-record-numbers.ts). */
  keepDtlsRecordNumbersUnique?: boolean;
}

export interface SimulatorPeer {
  answerSdp: string;
  send(text: string): void;
  writeAudio(payload: Buffer, rtp: { timestamp: number; sequenceNumber: number; marker: boolean }): void;
  close(): void;
}

/** Chromium's usual Opus payload type; werift's sender rewrites it to the negotiated one anyway. */
const opusPayloadType = 111;
const gatheringTimeoutMs = 3000;
const disconnectGraceMs = 10_000;

/**
 * The simulator's side of the call: answers the browser's SDP offer like OpenAI's
 * /v1/realtime/calls does (audio both ways plus the `oai-events` data channel), on werift 0.24
 * (the last line that runs on Node 20). Quirks from docs/decisions/0005-offline-speech.md#facts-this-relies-on are handled here.
 */
export async function answerOffer(
  offerSdp: string,
  handlers: PeerHandlers,
  options: PeerOptions = {},
): Promise<SimulatorPeer> {
  if (!looksLikeOffer(offerSdp)) throw new Error("The offer has no ICE credentials, DTLS fingerprint or data channel.");
  const pc = new RTCPeerConnection({
    codecs: { audio: [useOPUS()] },
    // Host candidates only: werift's default STUN server is on the internet, and gathering would wait for it.
    iceServers: [],
    // Browsers on the same machine reach us over loopback (Chromium needs --allow-loopback-in-peer-connection).
    iceAdditionalHostAddresses: ["127.0.0.1"],
    iceUseIpv6: false,
  });
  let channel: RTCDataChannel | null = null;
  let gone = false;
  let disconnectTimer: ReturnType<typeof setTimeout> | null = null;
  const goneWith = (reason: string) => {
    if (gone) return;
    gone = true;
    handlers.onGone(reason);
  };

  const speaker = new MediaStreamTrack({ kind: "audio" });
  pc.addTransceiver(speaker, { direction: "sendrecv" });
  // werift fires the track event inside setRemoteDescription: subscribe first (quirk 4).
  pc.onTrack.subscribe((track) => {
    if (track.kind !== "audio") return;
    track.onReceiveRtp.subscribe((rtp) => handlers.onMicrophonePacket(rtp.payload));
  });
  pc.onDataChannel.subscribe((incoming) => {
    if (incoming.label !== realtimeDataChannelName || channel) return;
    channel = incoming;
    incoming.stateChanged.subscribe((state) => {
      // werift reports the channel open before it queues the DCEP ACK: a send made inside this
      // handler would go out ahead of the ACK on the same stream (quirk 3). Start one tick later.
      if (state === "open") setTimeout(() => !gone && handlers.onChannelOpen(), 0);
      if (state === "closed") goneWith("channel closed");
    });
    incoming.onMessage.subscribe((data) => handlers.onMessage(typeof data === "string" ? data : data.toString("utf8")));
  });
  pc.connectionStateChange.subscribe((state) => {
    if (disconnectTimer) clearTimeout(disconnectTimer);
    disconnectTimer = null;
    if (state === "failed" || state === "closed") goneWith(`connection ${state}`);
    if (state === "disconnected") disconnectTimer = setTimeout(() => goneWith("connection lost"), disconnectGraceMs);
  });

  try {
    await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
    await pc.setLocalDescription(await pc.createAnswer());
    // Before the answer leaves: DTLS cannot connect earlier.
    if (options.keepDtlsRecordNumbersUnique !== false) keepDtlsRecordNumbersUnique(pc);
    await gatheringComplete(pc);
  } catch (error) {
    gone = true;
    await pc.close().catch(() => undefined);
    throw error;
  }
  const answerSdp = pc.localDescription?.sdp;
  if (!answerSdp) {
    gone = true;
    await pc.close().catch(() => undefined);
    throw new Error("No SDP answer was produced.");
  }

  return {
    answerSdp,
    send(text) {
      if (channel?.readyState === "open") channel.send(text);
    },
    writeAudio(payload, rtp) {
      if (gone) return;
      speaker.writeRtp(new RtpPacket(new RtpHeader({ payloadType: opusPayloadType, ...rtp }), payload));
    },
    close() {
      gone = true;
      if (disconnectTimer) clearTimeout(disconnectTimer);
      disconnectTimer = null;
      speaker.stop();
      void pc.close().catch(() => undefined);
    },
  };
}

/** A browser's offer for this interface: ICE credentials, a DTLS fingerprint and an SCTP data channel. */
export function looksLikeOffer(sdp: string): boolean {
  return (
    sdp.startsWith("v=0") && /^a=ice-ufrag:/m.test(sdp) && /^a=fingerprint:/m.test(sdp) && /^m=application /m.test(sdp)
  );
}

/** The answer carries every candidate (no trickle ICE on this interface, as on OpenAI's). */
async function gatheringComplete(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, gatheringTimeoutMs);
    pc.iceGatheringStateChange.subscribe((state) => {
      if (state !== "complete") return;
      clearTimeout(timer);
      resolve();
    });
  });
}
