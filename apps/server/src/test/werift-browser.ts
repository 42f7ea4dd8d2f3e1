import { performance } from "node:perf_hooks";
import OpusScript from "opusscript";
import { expect } from "vitest";
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  serializeAudioLevelIndication,
  useAudioLevelIndication,
  useOPUS,
  type RTCDataChannel,
} from "werift";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";
import { levelDbfs } from "../modules/realtime-simulator/audio/voice-activity";
import type { AppContext } from "../context";
import { createRealtimeProvider } from "../integrations/realtime/create-realtime-provider";
import type { TestApp } from "./harness";

/** A server event as the browser receives it on `oai-events`. */
export type ReceivedEvent = Record<string, unknown> & { type: string };

export function waitFor<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error(`Timed out waiting for ${what}`));
      setTimeout(poll, 20);
    };
    poll();
  });
}

/**
 * A werift peer in the browser's role, as the batting cage's VoiceSession is: the SDP offer POSTed
 * to `sdp_url` with the client secret as bearer, the `oai-events` channel (every message it
 * receives kept in `received`, in order), the customer's audio decoded to levels, and a microphone
 * (`speak`). With `reportsAudioLevel`, it offers the audio-level header extension as Chromium does and
 * puts each microphone packet's loudness in it. Resolves once the session is ready (`session.updated`).
 */
export async function connectWeriftBrowser(
  app: TestApp,
  session: { client_secret: { value: string }; sdp_url: string },
  options: { reportsAudioLevel?: boolean } = {},
) {
  const audioLevel = useAudioLevelIndication();
  const pc = new RTCPeerConnection({
    codecs: { audio: [useOPUS()] },
    ...(options.reportsAudioLevel ? { headerExtensions: { audio: [audioLevel] } } : {}),
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
  const microphone = new MediaStreamTrack({ kind: "audio" });
  pc.addTransceiver(microphone, { direction: "sendrecv" });
  let micPackets = 0;
  /** One 20 ms microphone packet; `levelDbfs` goes in the audio-level extension (with `reportsAudioLevel`). */
  const speak = (opusFrame: Buffer, levelDbfs?: number) => {
    const header = new RtpHeader({
      payloadType: 111,
      sequenceNumber: micPackets & 0xffff,
      timestamp: micPackets * 960,
    });
    if (options.reportsAudioLevel && levelDbfs !== undefined) {
      header.extension = true;
      header.extensions = [{ id: audioLevel.id, payload: Buffer.from(serializeAudioLevelIndication(-levelDbfs)) }];
    }
    micPackets += 1;
    microphone.writeRtp(new RtpPacket(header, opusFrame));
  };
  const channel: RTCDataChannel = pc.createDataChannel("oai-events");
  const received: ReceivedEvent[] = [];
  channel.onMessage.subscribe((data) => received.push(JSON.parse(data.toString()) as ReceivedEvent));
  let openedAt = 0;
  channel.stateChanged.subscribe((state) => {
    if (state === "open") openedAt = performance.now();
  });
  const send = (event: Record<string, unknown>) => channel.send(JSON.stringify(event));
  const next = (type: string, after = 0, timeoutMs = 15_000) =>
    waitFor(() => received.slice(after).find((event) => event.type === type), timeoutMs, type);
  const close = async () => {
    // The browser's order: channel, then connection. werift (unlike Chromium, which sends an SCTP
    // ABORT) says nothing when closed at once, so let the channel's reset finish first.
    if (channel.readyState === "open") {
      channel.close();
      await waitFor(() => (channel.readyState === "closed" ? true : undefined), 5000, "the channel to close").catch(
        () => undefined,
      );
    }
    await pc.close();
    decoder.delete();
  };

  const offerStarted = performance.now();
  await pc.setLocalDescription(await pc.createOffer());
  await waitFor(() => (pc.iceGatheringState === "complete" ? true : undefined), 3000, "ICE gathering");
  const response = await app.app.inject({
    method: "POST",
    url: session.sdp_url,
    headers: { authorization: `Bearer ${session.client_secret.value}`, "content-type": "application/sdp" },
    payload: pc.localDescription?.sdp ?? "",
  });
  expect(response.statusCode).toBe(201);
  expect(response.headers["content-type"]).toMatch(/^application\/sdp/);
  expect(response.headers.location).toMatch(/^\/realtime\/calls\/rtc_/);
  await pc.setRemoteDescription({ type: "answer", sdp: response.body });
  await waitFor(() => (openedAt > 0 ? true : undefined), 10_000, "the data channel to open");
  const offerToOpenMs = performance.now() - offerStarted;
  await next("session.created");
  send({ type: "session.update", session: { type: "realtime" } });
  await next("session.updated");
  return { send, next, received, levels, speak, close, offerToOpenMs, openedAt, answerSdp: response.body };
}

export type WeriftBrowser = Awaited<ReturnType<typeof connectWeriftBrowser>>;

/** The browser's role on a practice session with the example customer, minted by the app's provider directly. */
export async function connectToSimulator(
  app: TestApp,
  options: { reportsAudioLevel?: boolean } = {},
): Promise<WeriftBrowser> {
  const provider = createRealtimeProvider({ config: app.config, database: app.database } as AppContext);
  const session = await provider.createSession({
    conversationId: "conv_werift_browser",
    instructions: "You are the owner of Maple Street Bakery.",
    persona: battingCageExampleCustomer,
  });
  return connectWeriftBrowser(app, session, options);
}

/** A typed turn as the page sends it: the user message, then response.create. */
export function typedTurn(browser: WeriftBrowser, text: string, id?: string): void {
  browser.send({
    type: "conversation.item.create",
    item: { ...(id ? { id } : {}), type: "message", role: "user", content: [{ type: "input_text", text }] },
  });
  browser.send({ type: "response.create" });
}

/** The items of a `response.done`. */
export const responseOutput = (event: ReceivedEvent) =>
  (event.response as { output: { type: string; name?: string; call_id?: string }[] }).output;
