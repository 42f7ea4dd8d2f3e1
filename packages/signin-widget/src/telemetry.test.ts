import { describe, expect, it, vi } from "vitest";
import type { TelemetryEvent } from "@dugout/contracts/signin-widget";
import { createTelemetry } from "./telemetry";

/** A hand-driven clock: the test decides when the 800 ms timer fires. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    schedule: (run: () => void, ms: number) => {
      next += 1;
      pending.set(next, { run, ms });
      return next;
    },
    cancel: (handle: unknown) => pending.delete(handle as number),
    fire() {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.run();
      return due.map((timer) => timer.ms);
    },
  };
}

describe("telemetry batching", () => {
  it("sends a full batch of 15 at once", () => {
    const send = vi.fn<(events: TelemetryEvent[]) => Promise<void>>(async () => undefined);
    const timers = manualTimers();
    const telemetry = createTelemetry({ send, ...timers });
    for (let index = 0; index < 15; index += 1) telemetry.log("e", { index });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toHaveLength(15);
    expect(timers.fire()).toEqual([]);
  });

  it("sends what is queued after 800 ms", () => {
    const send = vi.fn<(events: TelemetryEvent[]) => Promise<void>>(async () => undefined);
    const timers = manualTimers();
    const telemetry = createTelemetry({ send, ...timers });
    telemetry.log("email_try_again_clicked", { email: "a@example.com" });
    telemetry.log("email_sent");
    expect(send).not.toHaveBeenCalled();
    expect(timers.fire()).toEqual([800]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject([{ name: "email_try_again_clicked" }, { name: "email_sent" }]);
  });

  it("never lets a failed send surface", async () => {
    const telemetry = createTelemetry({ send: () => Promise.reject(new Error("offline")), ...manualTimers() });
    telemetry.log("e");
    await expect(telemetry.flush()).resolves.toBeUndefined();
  });
});
