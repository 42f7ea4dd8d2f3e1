import { afterEach, describe, expect, it, vi } from "vitest";
import { WidgetApiError } from "../client/http";
import { fakeClient } from "../test/fake-client";
import { onSessionChange, publishSessionChange, resetSessionBroadcastForTests, sessionStorageKey } from "./broadcast";
import { createSessionManager, destroysSession, nextRefreshDelay } from "./session-manager";

afterEach(() => {
  resetSessionBroadcastForTests();
  vi.unstubAllGlobals();
});

describe("cross-tab session changes", () => {
  it("reach other tabs through BroadcastChannel", async () => {
    const received: string[] = [];
    const other = new BroadcastChannel("dugout-session");
    other.onmessage = (event: MessageEvent<string>) => received.push(event.data);
    const local: string[] = [];
    onSessionChange((change, origin) => local.push(`${change}:${origin}`));
    publishSessionChange("signed_out");
    await vi.waitFor(() => expect(received).toEqual(["signed_out"]));
    expect(local).toEqual(["signed_out:this_tab"]);
    other.close();
  });

  it("fall back to a storage event without BroadcastChannel", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const seen: string[] = [];
    onSessionChange((change, origin) => seen.push(`${change}:${origin}`));
    publishSessionChange("signed_in");
    expect(localStorage.getItem(sessionStorageKey)).toContain("signed_in");
    // What another tab's write looks like here.
    window.dispatchEvent(
      new StorageEvent("storage", { key: sessionStorageKey, newValue: JSON.stringify({ change: "signed_out" }) }),
    );
    expect(seen).toEqual(["signed_in:this_tab", "signed_out:other_tab"]);
  });
});

describe("the background refresh", () => {
  it("runs every 3 minutes, retrying sooner with growing delays after failures", () => {
    expect(nextRefreshDelay(0)).toBe(180_000);
    expect([1, 2, 3, 4, 5, 6].map((failures) => nextRefreshDelay(failures))).toEqual([
      5000, 10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
    expect(nextRefreshDelay(7)).toBe(180_000);
  });

  it("destroys the session on the four error types, and only those", () => {
    for (const type of [
      "unauthorized_credentials",
      "user_unauthenticated",
      "invalid_secret_authentication",
      "session_not_found",
    ]) {
      expect(destroysSession(new WidgetApiError(400, type, "x"))).toBe(true);
    }
    expect(destroysSession(new WidgetApiError(503, "unavailable", "x"))).toBe(false);
    expect(destroysSession(new Error("network"))).toBe(false);
  });

  it("announces the sign-out when a signed-in session is gone", async () => {
    const delays: number[] = [];
    const client = fakeClient({
      getSession: vi
        .fn()
        .mockResolvedValueOnce({ userId: "u1", email: "a@example.com" })
        .mockRejectedValueOnce(new WidgetApiError(503, "unavailable", "down"))
        .mockRejectedValueOnce(new WidgetApiError(401, "session_not_found", "gone")),
    });
    const changes: string[] = [];
    onSessionChange((change) => changes.push(change));
    const manager = createSessionManager({ client, schedule: (_run, ms) => delays.push(ms), cancel: () => undefined });
    await manager.refresh();
    await manager.refresh();
    await manager.refresh();
    manager.stop();
    // Start, success, failure (5 s backoff), then the sign-out (heard and planned once more).
    expect(delays).toEqual([180_000, 180_000, 5000, 180_000, 180_000]);
    expect(changes).toEqual(["signed_out"]);
  });
});
