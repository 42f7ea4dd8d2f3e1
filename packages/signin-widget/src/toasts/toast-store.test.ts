import { toastConstants } from "@dugout/contracts/signin-widget-constants";
import { describe, expect, it } from "vitest";
import { createToastStore } from "./toast-store";

function recorder() {
  const scheduled: { run: () => void; ms: number }[] = [];
  return { scheduled, schedule: (run: () => void, ms: number) => scheduled.push({ run, ms }) };
}

describe("toasts", () => {
  it("use the widget's durations per kind, none for loading", () => {
    const clock = recorder();
    const store = createToastStore(clock.schedule);
    store.show("error", "Nope");
    store.show("success", "Code resent");
    store.show("blank", "Note");
    store.show("loading", "Working");
    const { durationsMs } = toastConstants;
    expect(clock.scheduled.map((entry) => entry.ms)).toEqual([
      durationsMs.error,
      durationsMs.success,
      durationsMs.blank,
    ]);
    expect(store.current().map((toast) => toast.message)).toEqual(["Working", "Note", "Code resent", "Nope"]);
  });

  it("hide at the end of their time and are removed 1 s later", () => {
    const clock = recorder();
    const store = createToastStore(clock.schedule);
    store.show("success", "Code resent");
    clock.scheduled[0]?.run();
    expect(store.current()[0]?.visible).toBe(false);
    expect(clock.scheduled[1]?.ms).toBe(toastConstants.removeDelayMs);
    clock.scheduled[1]?.run();
    expect(store.current()).toEqual([]);
  });

  it("keep at most 20", () => {
    const store = createToastStore(() => undefined);
    for (let index = 0; index < 25; index += 1) store.show("blank", `t${index}`);
    expect(store.current()).toHaveLength(20);
    expect(store.current()[0]?.message).toBe("t24");
  });
});
