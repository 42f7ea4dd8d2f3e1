import { realtimeDataChannelName } from "@dugout/contracts/batting-cage";
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RTP_EXTENSION_URI,
  RtpHeader,
  RtpPacket,
  useAudioLevelIndication,
  useOPUS,
  type Extensions,
  type RTCDataChannel,
} from "werift";
import { announceAddresses, candidateCount, hostAddresses } from "./announced-addresses";
import { keepDtlsRecordNumbersUnique } from "./dtls-record-numbers";
import { useKeyObjectsForSrtp } from "./srtp-key-objects";
import { bindPortRangesSafely } from "./udp-port-range";

export interface PeerHandlers {
  /** The `oai-events` channel opened (already deferred one tick: see below). */
  onChannelOpen(): void;
  onMessage(text: string): void;
  /**
   * One Opus packet from the salesperson's microphone, with its loudness in dBFS when the browser sent it in the
   * packet's audio-level header extension (RFC 6464; Chromium does, once the answer accepts it).
   */
  onMicrophonePacket(payload: Buffer, levelDbfs: number | undefined): void;
  /** The browser went away: hung up, closed the channel, or the connection failed. */
  onGone(reason: string): void;
}

export interface PeerOptions {
  /** Default true. false only for the realtime bench's baseline: werift's own DTLS record numbers (see dtls-record-numbers.ts). */
  keepDtlsRecordNumbersUnique?: boolean;
  /** REALTIME_SIM_UDP_PORTS: the ports a call's socket may bind; unset = any free port. */
  udpPorts?: [number, number] | undefined;
  /** REALTIME_SIM_PUBLIC_ADDRESS: announced besides the host's own addresses. */
  publicAddress?: string | undefined;
}

/** No port of REALTIME_SIM_UDP_PORTS was free: the instance is full until a call ends. */
export class NoFreePortError extends Error {
  constructor() {
    super("No UDP port of REALTIME_SIM_UDP_PORTS is free.");
    this.name = "NoFreePortError";
  }
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
  // Another socket taking a port of the range as werift binds it would otherwise crash the process.
  if (options.udpPorts) bindPortRangesSafely();
  const pc = new RTCPeerConnection({
    codecs: { audio: [useOPUS()] },
    // The browser then puts each microphone packet's loudness in its header: no Opus decoding to measure it.
    headerExtensions: { audio: [useAudioLevelIndication()] },
    // Host candidates only: werift's default STUN server is on the internet, and gathering would wait for it.
    iceServers: [],
    // One socket, gathered on loopback only (browsers on this machine; Chromium needs
    // --allow-loopback-in-peer-connection) and bound to every interface: the other addresses that reach
    // it are announced in the answer (announced-addresses.ts), so a call takes one port, not one per address.
    iceAdditionalHostAddresses: ["127.0.0.1"],
    iceUseIpv4: false,
    iceUseIpv6: false,
    icePortRange: options.udpPorts,
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
    track.onReceiveRtp.subscribe((rtp, extensions) =>
      handlers.onMicrophonePacket(rtp.payload, reportedLevelDbfs(extensions)),
    );
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
    useKeyObjectsForSrtp(pc);
    await gatheringComplete(pc);
  } catch (error) {
    gone = true;
    await pc.close().catch(() => undefined);
    throw error;
  }
  const gathered = pc.localDescription?.sdp;
  if (!gathered || candidateCount(gathered) === 0) {
    gone = true;
    await pc.close().catch(() => undefined);
    throw gathered ? new NoFreePortError() : new Error("No SDP answer was produced.");
  }
  const answerSdp = announceAddresses(gathered, [
    ...new Set([...hostAddresses(), ...(options.publicAddress ? [options.publicAddress] : [])]),
  ]);

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

/** The audio-level extension's level (0 to 127, in -dBov: RMS against full scale, as dBFS) as dBFS. */
function reportedLevelDbfs(extensions: Extensions | undefined): number | undefined {
  const indication = extensions?.[RTP_EXTENSION_URI.audioLevelIndication] as { level?: unknown } | undefined;
  return typeof indication?.level === "number" ? -indication.level : undefined;
}

/** A browser's offer for this interface: ICE credentials, a DTLS fingerprint and an SCTP data channel. */
function looksLikeOffer(sdp: string): boolean {
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
