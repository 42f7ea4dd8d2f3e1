import { performance } from "node:perf_hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AudioPump } from "./audio-pump";

/**
 * A clock the test moves: `performance.now()` reads `now`, and each timer the pump sets waits in `pending`
 * until `fireNext(lateMs)` fires it that many ms after the delay it asked for (as a busy event loop would).
 */
let now = 0;
let pending: { run: () => void; at: number }[] = [];

function fireNext(lateMs = 0): void {
  const timer = pending.shift();
  if (!timer) throw new Error("no timer is set");
  now = timer.at + lateMs;
  timer.run();
}

beforeEach(() => {
  now = 1000;
  pending = [];
  vi.spyOn(performance, "now").mockImplementation(() => now);
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((run: () => void, ms: number) => {
    const timer = { run, at: now + ms };
    pending.push(timer);
    return timer;
  }) as unknown as typeof setTimeout);
  vi.spyOn(globalThis, "clearTimeout").mockImplementation((timer: unknown) => {
    pending = pending.filter((each) => each !== timer);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface Sent {
  at: number;
  byte: number;
  timestamp: number;
  sequenceNumber: number;
  marker: boolean;
}

function pumpUnderTest() {
  const sent: Sent[] = [];
  const lateness: number[] = [];
  const events: string[] = [];
  const pump = new AudioPump((payload, rtp) => sent.push({ at: now, byte: payload[0] ?? -1, ...rtp }), {
    onStarted: () => events.push("started"),
    onStopped: () => events.push("stopped"),
    onFrameLateness: (ms) => lateness.push(ms),
  });
  return { pump, sent, lateness, events };
}

const frames = (count: number, from = 0) => Array.from({ length: count }, (_, index) => Uint8Array.of(from + index));

describe("AudioPump", () => {
  it("sends one frame per 20 ms slot with consecutive RTP numbers, a marker on the first, then stops", () => {
    const { pump, sent, lateness, events } = pumpUnderTest();
    pump.enqueue(frames(4));
    expect(pump.playing).toBe(true);
    while (pending.length > 0) fireNext();
    expect(sent.map((frame) => frame.at - 1000)).toEqual([0, 20, 40, 60]);
    expect(sent.map((frame) => frame.byte)).toEqual([0, 1, 2, 3]);
    expect(sent.map((frame) => frame.marker)).toEqual([true, false, false, false]);
    const [first] = sent;
    sent.forEach((frame, index) => {
      expect(frame.sequenceNumber).toBe(((first?.sequenceNumber ?? 0) + index) & 0xffff);
      expect(frame.timestamp).toBe(((first?.timestamp ?? 0) + index * 960) >>> 0);
    });
    expect(lateness).toEqual([0, 0, 0, 0]);
    expect(events).toEqual(["started", "stopped"]);
    expect(pump.playing).toBe(false);
  });

  it("keeps every frame on its own slot when each timer fires late: the delay does not add up", () => {
    const { pump, sent, lateness } = pumpUnderTest();
    pump.enqueue(frames(50));
    while (pending.length > 0) fireNext(3);
    expect(sent).toHaveLength(50);
    // The first frame leaves at once; every later one 3 ms after its slot, however long the call.
    expect(lateness[0]).toBe(0);
    expect(new Set(lateness.slice(1))).toEqual(new Set([3]));
    expect(sent.at(-1)?.at).toBe(1000 + 49 * 20 + 3);
  });

  it("after a stall sends at most five frames at once and skips the rest of the backlog's time, not its frames", () => {
    const { pump, sent, lateness } = pumpUnderTest();
    pump.enqueue(frames(20));
    fireNext(); // frame 1 on time
    fireNext(200); // the loop was blocked for 200 ms: ten slots have passed
    expect(sent).toHaveLength(7);
    expect(lateness.slice(2)).toEqual([200, 180, 160, 140, 120]);
    while (pending.length > 0) fireNext();
    expect(sent.map((frame) => frame.byte)).toEqual(frames(20).map((frame) => frame[0]));
    // Back on the clock: the frames after the burst leave one slot apart again, on time.
    expect(lateness.slice(7)).toEqual(Array.from({ length: 13 }, () => 0));
  });

  it("clear() drops what has not played and reports the stop; a later sentence counts the silence in the RTP clock", () => {
    const { pump, sent, events } = pumpUnderTest();
    pump.enqueue(frames(10));
    fireNext();
    expect(pump.clear()).toBe(true);
    expect(pump.clear()).toBe(false);
    expect(pending).toHaveLength(0);
    expect(events).toEqual(["started", "stopped"]);
    expect(sent).toHaveLength(2);

    now += 1000; // a second of silence, 50 frames' time
    pump.enqueue(frames(1, 100));
    const [, second, third] = sent;
    expect(third).toMatchObject({ byte: 100, marker: true, timestamp: ((second?.timestamp ?? 0) + 50 * 960) >>> 0 });
  });

  it("sends nothing once closed", () => {
    const { pump, sent } = pumpUnderTest();
    pump.enqueue(frames(3));
    pump.close();
    expect(pending).toHaveLength(0);
    pump.enqueue(frames(3));
    expect(sent).toHaveLength(1);
    expect(pump.playing).toBe(false);
  });
});
