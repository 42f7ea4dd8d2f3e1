import { dataCacheConstants } from "@dugout/contracts/signin-widget-constants";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadBootstrap, resetBootstrapCacheForTests, useBootstrap } from "./bootstrap-cache";
import { isSlowNetwork, retryIntervalMs } from "./data-cache-timing";
import { fakeClient } from "./test/fake-client";

const answer = { emailDomains: ["dugout.example"], passwordConfig: null, oauthProviders: [] };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetBootstrapCacheForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const withConnection = (connection: { effectiveType?: string; saveData?: boolean }) =>
  ({ connection }) as unknown as Navigator;

describe("the data cache's timing", () => {
  it("retries after 5 s, or 10 s on slow-2g, 2g, 3g or with saveData", () => {
    expect(dataCacheConstants).toMatchObject({
      retryIntervalMs: 5000,
      slowNetworkRetryIntervalMs: 10000,
      dedupeIntervalMs: 2000,
      focusThrottleIntervalMs: 5000,
    });
    expect(retryIntervalMs(withConnection({ effectiveType: "4g" }))).toBe(5000);
    expect(retryIntervalMs({} as Navigator)).toBe(5000);
    for (const effectiveType of ["slow-2g", "2g", "3g"]) {
      expect(isSlowNetwork(withConnection({ effectiveType })), effectiveType).toBe(true);
      expect(retryIntervalMs(withConnection({ effectiveType }))).toBe(10000);
    }
    expect(retryIntervalMs(withConnection({ effectiveType: "4g", saveData: true }))).toBe(10000);
  });

  it("dedupes reads within 2 s", async () => {
    const client = fakeClient({ bootstrap: vi.fn(async () => answer) });
    await loadBootstrap(client);
    await vi.advanceTimersByTimeAsync(1999);
    await loadBootstrap(client);
    expect(client.bootstrap).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await loadBootstrap(client);
    expect(client.bootstrap).toHaveBeenCalledTimes(2);
  });

  it("retries a failed read after the retry interval, and stops once the widget is gone", async () => {
    const bootstrap = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(answer);
    const client = fakeClient({ bootstrap });
    const { result, unmount } = renderHook(() => useBootstrap(client));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bootstrap).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(bootstrap).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bootstrap).toHaveBeenCalledTimes(2);
    expect(result.current.emailDomains).toEqual(["dugout.example"]);
    unmount();

    resetBootstrapCacheForTests();
    const failing = fakeClient({ bootstrap: vi.fn().mockRejectedValue(new Error("offline")) });
    const second = renderHook(() => useBootstrap(failing));
    await act(() => vi.advanceTimersByTimeAsync(0));
    second.unmount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(failing.bootstrap).toHaveBeenCalledTimes(1);
  });

  it("waits 10 s before retrying on a slow network", async () => {
    vi.stubGlobal("navigator", withConnection({ effectiveType: "2g" }));
    const bootstrap = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(answer);
    const client = fakeClient({ bootstrap });
    renderHook(() => useBootstrap(client));
    await act(() => vi.advanceTimersByTimeAsync(9999));
    expect(bootstrap).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bootstrap).toHaveBeenCalledTimes(2);
  });

  it("re-reads when the page regains focus, at most once per 5 s", async () => {
    const client = fakeClient({ bootstrap: vi.fn(async () => answer) });
    renderHook(() => useBootstrap(client));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(client.bootstrap).toHaveBeenCalledTimes(1);
    const focus = () => act(() => window.dispatchEvent(new Event("focus")));
    await focus();
    expect(client.bootstrap).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    await focus();
    expect(client.bootstrap).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await focus();
    expect(client.bootstrap).toHaveBeenCalledTimes(3);
  });
});
