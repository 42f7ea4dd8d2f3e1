import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { configProblems } from "./test/config-problems";

describe("the practice call's network settings", () => {
  it("default to any free port, the host's own addresses, no ICE servers and 40 calls an instance", () => {
    const config = loadConfig({});
    expect(config.REALTIME_SIM_UDP_PORTS).toBeUndefined();
    expect(config.REALTIME_SIM_PUBLIC_ADDRESS).toBeUndefined();
    expect(config.REALTIME_ICE_SERVERS).toEqual([]);
    expect(config.REALTIME_SIM_MAX_CALLS).toBe(40);
  });

  it("read a UDP port range and refuse one werift could not use", () => {
    expect(loadConfig({ REALTIME_SIM_UDP_PORTS: " 40000-40100 " }).REALTIME_SIM_UDP_PORTS).toEqual([40000, 40100]);
    for (const bad of ["40000", "40100-40000", "40000-40000", "80-90", "40000-70000", "a-b"]) {
      expect(configProblems({ REALTIME_SIM_UDP_PORTS: bad })).toEqual([
        expect.stringMatching(/^REALTIME_SIM_UDP_PORTS: must be a range of UDP ports such as 40000-40100/),
      ]);
    }
  });

  it("take an IPv4 address as the announced address, not a name", () => {
    expect(loadConfig({ REALTIME_SIM_PUBLIC_ADDRESS: "203.0.113.10" }).REALTIME_SIM_PUBLIC_ADDRESS).toBe(
      "203.0.113.10",
    );
    for (const bad of ["voice.example.com", "2001:db8::1"]) {
      expect(configProblems({ REALTIME_SIM_PUBLIC_ADDRESS: bad })).toEqual([
        expect.stringMatching(/^REALTIME_SIM_PUBLIC_ADDRESS: must be the IPv4 address/),
      ]);
    }
  });

  it("read STUN URLs separated by commas, or a JSON array with TURN credentials", () => {
    expect(
      loadConfig({ REALTIME_ICE_SERVERS: "stun:stun.example.com:3478, stun:stun2.example.com" }).REALTIME_ICE_SERVERS,
    ).toEqual([{ urls: ["stun:stun.example.com:3478"] }, { urls: ["stun:stun2.example.com"] }]);
    const turn =
      '[{"urls":["turn:turn.example.com:3478?transport=udp","turns:turn.example.com:5349"],"username":"u","credential":"p"}]';
    expect(loadConfig({ REALTIME_ICE_SERVERS: turn }).REALTIME_ICE_SERVERS).toEqual([
      {
        urls: ["turn:turn.example.com:3478?transport=udp", "turns:turn.example.com:5349"],
        username: "u",
        credential: "p",
      },
    ]);
  });

  it("refuse a TURN server without credentials, another scheme, and broken JSON", () => {
    for (const bad of ["turn:turn.example.com:3478", "https://stun.example.com", "[{", '[{"url":"stun:x"}]']) {
      expect(configProblems({ REALTIME_ICE_SERVERS: bad })).toEqual([expect.stringMatching(/^REALTIME_ICE_SERVERS: /)]);
    }
    expect(configProblems({ REALTIME_ICE_SERVERS: "turn:turn.example.com:3478" })[0]).toMatch(
      /needs a username and a credential/,
    );
  });

  it("refuse a cap of no calls", () => {
    expect(loadConfig({ REALTIME_SIM_MAX_CALLS: "150" }).REALTIME_SIM_MAX_CALLS).toBe(150);
    expect(configProblems({ REALTIME_SIM_MAX_CALLS: "0" })).toEqual([
      expect.stringMatching(/^REALTIME_SIM_MAX_CALLS: /),
    ]);
  });
});
