import { afterEach, describe, expect, it } from "vitest";
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket, useOPUS } from "werift";
import { waitFor } from "../../../test/werift-browser";
import { keyObjectCount, useKeyObjectsForSrtp } from "./srtp-key-objects";

function peer(): RTCPeerConnection {
  return new RTCPeerConnection({
    codecs: { audio: [useOPUS()] },
    iceServers: [],
    iceAdditionalHostAddresses: ["127.0.0.1"],
    iceUseIpv4: false,
    iceUseIpv6: false,
  });
}

function packet(sequenceNumber: number, payload: Buffer): RtpPacket {
  return new RtpPacket(new RtpHeader({ payloadType: 111, sequenceNumber, timestamp: sequenceNumber * 960 }), payload);
}

function described(pc: RTCPeerConnection) {
  if (!pc.localDescription) throw new Error("no local description");
  return pc.localDescription;
}

const opened: RTCPeerConnection[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((pc) => pc.close()));
});

describe("useKeyObjectsForSrtp", () => {
  it("keys the SRTP ciphers with KeyObjects once DTLS connects, and media still flows both ways intact", async () => {
    const simulator = peer();
    const browser = peer();
    opened.push(simulator, browser);
    const toBrowser = new MediaStreamTrack({ kind: "audio" });
    const toSimulator = new MediaStreamTrack({ kind: "audio" });
    browser.addTransceiver(toSimulator, { direction: "sendrecv" });
    // As answerOffer does: the simulator's track is added before the offer is applied.
    simulator.addTransceiver(toBrowser, { direction: "sendrecv" });
    const heardBySimulator: Buffer[] = [];
    const heardByBrowser: Buffer[] = [];
    simulator.onTrack.subscribe((track) => track.onReceiveRtp.subscribe((rtp) => heardBySimulator.push(rtp.payload)));
    browser.onTrack.subscribe((track) => track.onReceiveRtp.subscribe((rtp) => heardByBrowser.push(rtp.payload)));

    await browser.setLocalDescription(await browser.createOffer());
    await waitFor(() => (browser.iceGatheringState === "complete" ? true : undefined), 5000, "browser gathering");
    await simulator.setRemoteDescription(described(browser));
    await simulator.setLocalDescription(await simulator.createAnswer());
    useKeyObjectsForSrtp(simulator);
    await waitFor(() => (simulator.iceGatheringState === "complete" ? true : undefined), 5000, "simulator gathering");
    await browser.setRemoteDescription(described(simulator));
    await waitFor(() => (simulator.connectionState === "connected" ? true : undefined), 10_000, "connected");

    const [transport] = simulator.dtlsTransports;
    const [browserTransport] = browser.dtlsTransports;
    if (!transport || !browserTransport) throw new Error("no DTLS transport");
    // AES-CM with HMAC-SHA1 (4 keys per direction) or AES-GCM (2): every one a KeyObject on the simulator's side.
    expect(keyObjectCount(transport)).toBeGreaterThanOrEqual(4);
    expect(keyObjectCount(browserTransport)).toBe(0);

    const words = ["first frame", "second frame", "third frame"];
    const heardEvery = (heard: Buffer[]) => words.every((word) => heard.some((payload) => String(payload) === word));
    for (let attempt = 0; !heardEvery(heardBySimulator) || !heardEvery(heardByBrowser); attempt += 1) {
      if (attempt > 100) throw new Error("media did not arrive");
      words.forEach((word, index) => {
        toSimulator.writeRtp(packet(attempt * 3 + index, Buffer.from(word)));
        toBrowser.writeRtp(packet(attempt * 3 + index, Buffer.from(word)));
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Every packet that arrived decrypted to one of the words: nothing garbled by the changed keys.
    for (const payload of [...heardBySimulator, ...heardByBrowser]) expect(words).toContain(String(payload));
  });
});
