import { describe, expect, it } from "vitest";
import { announceAddresses, candidateCount } from "./announced-addresses";

const answer = [
  "v=0",
  "m=audio 9 UDP/TLS/RTP/SAVPF 111",
  "a=candidate:abc123 1 udp 2130706431 127.0.0.1 40012 typ host generation 0 ufrag Xy",
  "a=end-of-candidates",
  "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
  "a=candidate:abc123 1 udp 2130706431 127.0.0.1 40012 typ host generation 0 ufrag Xy",
  "",
].join("\r\n");

describe("the addresses a call is announced on", () => {
  it("repeats each UDP host candidate for every other address, on the same port, just below its priority", () => {
    const announced = announceAddresses(answer, ["10.0.0.5", "203.0.113.10", "127.0.0.1"]);
    const candidates = announced.split("\r\n").filter((line) => line.startsWith("a=candidate:"));
    expect(candidates).toHaveLength(6);
    expect(candidates.slice(0, 3).map((line) => line.split(" ").slice(3, 6))).toEqual([
      ["2130706431", "127.0.0.1", "40012"],
      ["2130706430", "10.0.0.5", "40012"],
      ["2130706429", "203.0.113.10", "40012"],
    ]);
    expect(candidates[2]).toMatch(/ typ host generation 0 ufrag Xy$/);
    // A foundation per address.
    expect(new Set(candidates.slice(0, 3).map((line) => line.split(" ")[0])).size).toBe(3);
    expect(announced.split("\r\n").slice(0, 2)).toEqual(["v=0", "m=audio 9 UDP/TLS/RTP/SAVPF 111"]);
  });

  it("counts the candidates (none: no port was free)", () => {
    expect(candidateCount(answer)).toBe(2);
    expect(candidateCount("v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n")).toBe(0);
  });
});
