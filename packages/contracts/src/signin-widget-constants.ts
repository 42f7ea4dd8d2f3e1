import { loginTokenSessionMinutes } from "./login-token";

// Business constants of the sign-in widget (docs/requirements/sign-in-widget.md#constants).

export const signinWidgetConstants = {
  passcodeLength: 6,
  magicLinkExpirationMinutes: 30,
  createUserAsPending: false,
  sessionRefreshIntervalMs: 3 * 60 * 1000,
  intermediateSessionCookieMinutes: 10,
  telemetryBatchSize: 15,
  telemetryFlushIntervalMs: 800,
  phoneParseSubmitTimeoutMs: 2000,
  phoneParseTypingTimeoutMs: 10000,
  passkeyAutofillRetries: 5,
  defaultCountry: "US",
  progressBarMs: 10000,
  passwordMeterSegments: 4,
  logoMaxHeightPx: 50,
  logoMaxWidthPx: 100,
  loginTokenSessionMinutes,
  /**
   * Dugout's choices (docs/requirements/sign-in-widget.md#constants): OTP lifetime at the ASVS/NIST ceiling
   * (docs/decisions/0008-identity-provider.md#facts-this-relies-on), session length equal to the login token session.
   */
  defaultOtpExpirationMinutes: 10,
  defaultSessionDurationMinutes: 60,
} as const;

/** Wallet buttons on the main screen: 6 minus the social providers minus 1, never negative. */
export const walletSlots = (socialCount: number): number => Math.max(0, 6 - socialCount - 1);

export const toastTypes = ["blank", "error", "success", "loading", "custom"] as const;
export type ToastType = (typeof toastTypes)[number];

export const toastConstants = {
  /** Infinity: a loading toast stays until it is replaced or dismissed. */
  durationsMs: {
    blank: 4000,
    error: 4000,
    custom: 4000,
    success: 2000,
    loading: Number.POSITIVE_INFINITY,
  } satisfies Record<ToastType, number>,
  maxToasts: 20,
  removeDelayMs: 1000,
  maxWidthPx: 350,
} as const;

export const oneTapConstants = {
  defaultHeightPx: 47,
  resizeDebounceMs: 100,
  spinnerAnimationMs: 1400,
} as const;

/**
 * Client data-cache behaviour of the widget (bootstrap and similar reads): a failed read is retried
 * after the retry interval (the slow one on a slow or data-saving connection), reads within the dedupe
 * interval share one answer, and the page regaining focus re-reads at most once per focus throttle.
 */
export const dataCacheConstants = {
  retryIntervalMs: 5000,
  slowNetworkRetryIntervalMs: 10000,
  dedupeIntervalMs: 2000,
  focusThrottleIntervalMs: 5000,
  /** `navigator.connection.effectiveType` values that count as a slow network (as does `saveData`). */
  slowEffectiveTypes: ["slow-2g", "2g", "3g"],
} as const;

export interface WidgetButtonTheme {
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  borderRadius: string;
}

export interface WidgetTheme {
  container: { backgroundColor: string; borderColor: string; borderRadius: string; width: string };
  colors: { primary: string; secondary: string; success: string; error: string };
  buttons: {
    primary: WidgetButtonTheme;
    secondary: WidgetButtonTheme;
    disabled: WidgetButtonTheme;
    height: string;
    fontSize: string;
  };
  fontFamily: string;
  hideHeaderText: boolean;
  logo: { logoImageUrl: string };
}

/**
 * docs/requirements/sign-in-widget.md#constants gives width, radii, button size, font and the four colours; the container and
 * button surface colours are ours, derived from the palette.
 */
export const defaultWidgetTheme: WidgetTheme = {
  container: { backgroundColor: "#FFFFFF", borderColor: "#ADBCC5", borderRadius: "8px", width: "400px" },
  colors: { primary: "#19303D", secondary: "#5C727D", success: "#0C5A56", error: "#8B1214" },
  buttons: {
    primary: { backgroundColor: "#19303D", textColor: "#FFFFFF", borderColor: "#19303D", borderRadius: "4px" },
    secondary: { backgroundColor: "#FFFFFF", textColor: "#19303D", borderColor: "#19303D", borderRadius: "4px" },
    disabled: { backgroundColor: "#F3F5F6", textColor: "#5C727D", borderColor: "#F3F5F6", borderRadius: "4px" },
    height: "45px",
    fontSize: "18px",
  },
  fontFamily: "Arial, Helvetica, sans-serif",
  hideHeaderText: false,
  logo: { logoImageUrl: "" },
};
