import { describe, expect, it } from "vitest";
import { levelDbfs, VoiceActivityDetector } from "./voice-activity";

const frames = (level: number, count: number) => Array.from({ length: count }, () => level);

function run(levels: number[]) {
  const detector = new VoiceActivityDetector();
  return levels.map((level) => detector.push(level)).filter((change) => change !== null);
}

describe("energy voice activity detector", () => {
  it("measures a full-scale square wave at 0 dBFS and silence at -Infinity", () => {
    expect(levelDbfs(Int16Array.from({ length: 960 }, (_, n) => (n % 2 ? 32767 : -32768)))).toBeCloseTo(0, 1);
    expect(levelDbfs(new Int16Array(960))).toBe(-Infinity);
  });

  it("starts after 240 ms of voice and stops after 600 ms of quiet, with audio times", () => {
    expect(run([...frames(-80, 10), ...frames(-20, 50), ...frames(-80, 40)])).toEqual([
      { event: "started", audioMs: 200 },
      { event: "stopped", audioMs: 1200 },
    ]);
  });

  it("tolerates one quiet frame inside a word", () => {
    expect(run([...frames(-20, 6), -80, ...frames(-20, 6)])[0]?.event).toBe("started");
  });

  it("ignores Chromium's fake microphone: a 20 ms beep every 500 ms", () => {
    const beeps = Array.from({ length: 100 }, (_, n) => (n % 25 === 0 ? -6 : -90));
    expect(run(beeps)).toEqual([]);
  });
});
