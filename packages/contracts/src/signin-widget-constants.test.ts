import { describe, expect, it } from "vitest";
import {
  dataCacheConstants,
  defaultWidgetTheme,
  oneTapConstants,
  signinWidgetConstants,
  toastConstants,
  walletSlots,
} from "./signin-widget-constants";

describe("constants of docs/requirements/sign-in-widget.md#constants (sign-in widget)", () => {
  it("pins passcode, links, sessions and telemetry", () => {
    expect(signinWidgetConstants.passcodeLength).toBe(6);
    expect(signinWidgetConstants.magicLinkExpirationMinutes).toBe(30);
    expect(signinWidgetConstants.createUserAsPending).toBe(false);
    expect(signinWidgetConstants.sessionRefreshIntervalMs).toBe(180_000);
    expect(signinWidgetConstants.intermediateSessionCookieMinutes).toBe(10);
    expect(signinWidgetConstants.telemetryBatchSize).toBe(15);
    expect(signinWidgetConstants.telemetryFlushIntervalMs).toBe(800);
    expect(signinWidgetConstants.loginTokenSessionMinutes).toBe(60);
  });

  it("pins phone, passkey and layout values", () => {
    expect(signinWidgetConstants.phoneParseSubmitTimeoutMs).toBe(2000);
    expect(signinWidgetConstants.phoneParseTypingTimeoutMs).toBe(10000);
    expect(signinWidgetConstants.passkeyAutofillRetries).toBe(5);
    expect(signinWidgetConstants.defaultCountry).toBe("US");
    expect(signinWidgetConstants.progressBarMs).toBe(10000);
    expect(signinWidgetConstants.passwordMeterSegments).toBe(4);
    expect(signinWidgetConstants.logoMaxHeightPx).toBe(50);
    expect(signinWidgetConstants.logoMaxWidthPx).toBe(100);
  });

  it("computes wallet slots as 6 minus social providers minus 1", () => {
    expect(walletSlots(0)).toBe(5);
    expect(walletSlots(1)).toBe(4);
    expect(walletSlots(3)).toBe(2);
    expect(walletSlots(5)).toBe(0);
    expect(walletSlots(8)).toBe(0);
  });

  it("pins the toast behaviour", () => {
    expect(toastConstants.durationsMs).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
    });
    expect(toastConstants.maxToasts).toBe(20);
    expect(toastConstants.removeDelayMs).toBe(1000);
    expect(toastConstants.maxWidthPx).toBe(350);
  });

  it("pins One Tap and data-cache timings", () => {
    expect(oneTapConstants).toEqual({ defaultHeightPx: 47, resizeDebounceMs: 100, spinnerAnimationMs: 1400 });
    expect(dataCacheConstants).toEqual({
      retryIntervalMs: 5000,
      slowNetworkRetryIntervalMs: 10000,
      dedupeIntervalMs: 2000,
      focusThrottleIntervalMs: 5000,
    });
  });

  it("has the spec's default theme values", () => {
    expect(defaultWidgetTheme.container.width).toBe("400px");
    expect(defaultWidgetTheme.container.borderRadius).toBe("8px");
    expect(defaultWidgetTheme.buttons.height).toBe("45px");
    expect(defaultWidgetTheme.buttons.fontSize).toBe("18px");
    expect(defaultWidgetTheme.buttons.primary.borderRadius).toBe("4px");
    expect(defaultWidgetTheme.buttons.secondary.borderRadius).toBe("4px");
    expect(defaultWidgetTheme.fontFamily).toBe("Arial, Helvetica, sans-serif");
    expect(defaultWidgetTheme.colors).toEqual({
      primary: "#19303D",
      secondary: "#5C727D",
      success: "#0C5A56",
      error: "#8B1214",
    });
  });
});
