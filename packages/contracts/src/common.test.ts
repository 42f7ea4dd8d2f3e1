import { describe, expect, it } from "vitest";
import {
  agentDataPath,
  agentNameSchema,
  apiErrorSchema,
  appRoutes,
  csrfCookieName,
  csrfHeaderName,
  defaultErrorMessages,
  errorCodeList,
  errorCodes,
  fetchFailedMessage,
  formatDurationMs,
  httpErrorMessage,
  isAdminRole,
  isoDateSchema,
  isoDateTimeSchema,
  loginTokenParam,
  loginTokenQuerySchema,
  loginTokenSessionMinutes,
  loginTokenTypeParam,
  loginTokenTypes,
  oneOfMessage,
  roles,
  timeZoneSchema,
  toastDurationMs,
} from "./common";

describe("error codes", () => {
  it("maps every code to its HTTP status", () => {
    expect(errorCodes).toEqual({
      bad_request: 400,
      validation_failed: 400,
      invalid_json: 400,
      unauthenticated: 401,
      forbidden: 403,
      csrf_failed: 403,
      not_found: 404,
      conflict: 409,
      gone: 410,
      payload_too_large: 413,
      unsupported_media_type: 415,
      rate_limited: 429,
      internal: 500,
      unavailable: 503,
    });
    expect(errorCodeList).toHaveLength(14);
  });

  it("has a default message for every code", () => {
    for (const code of errorCodeList) expect(defaultErrorMessages[code].length).toBeGreaterThan(0);
  });

  it("accepts the error envelope and rejects unknown codes", () => {
    expect(apiErrorSchema.safeParse({ error: { code: "not_found", message: "Not found." } }).success).toBe(true);
    expect(
      apiErrorSchema.safeParse({
        error: { code: "validation_failed", message: "Bad", issues: [{ path: "a.b", message: "Required" }] },
      }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ error: { code: "teapot", message: "x" } }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ code: "not_found", message: "x" }).success).toBe(false);
  });

  it("keeps the shared fallback texts of spec 02", () => {
    expect(httpErrorMessage(502)).toBe("HTTP error! status: 502");
    expect(fetchFailedMessage).toBe("Failed to fetch data");
  });
});

describe("routes, roles and security names", () => {
  it("lists the six routes of the spec", () => {
    expect(Object.values(appRoutes)).toEqual([
      "/batting_cage",
      "/scoring_champ",
      "/eugene_data",
      "/dream_team",
      "/starter_tools",
      "/starter_tools/business_name_generator",
    ]);
  });

  it("builds the agent data path from the agent name", () => {
    expect(agentDataPath()).toBe("/eugene_data");
    expect(agentDataPath("ravi")).toBe("/ravi_data");
    expect(agentNameSchema.safeParse("eugene").success).toBe(true);
    expect(agentNameSchema.safeParse("Eugene").success).toBe(false);
    expect(agentNameSchema.safeParse("../x").success).toBe(false);
  });

  it("knows the admin role", () => {
    expect(roles).toEqual(["admin"]);
    expect(isAdminRole("admin")).toBe(true);
    expect(isAdminRole("rep")).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it("names the CSRF header and cookie", () => {
    expect(csrfHeaderName).toBe("x-csrf-token");
    expect(csrfCookieName).toBe("dugout_csrf");
  });

  it("describes the login token landing", () => {
    expect(loginTokenParam).toBe("token");
    expect(loginTokenTypeParam).toBe("dugout_token_type");
    expect(loginTokenTypes).toEqual(["magic_links", "oauth"]);
    expect(loginTokenSessionMinutes).toBe(60);
    expect(loginTokenQuerySchema.safeParse({ token: "abc", dugout_token_type: "oauth" }).success).toBe(true);
    const bad = loginTokenQuerySchema.safeParse({ token: "abc", dugout_token_type: "saml" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Token type must be one of: magic_links, oauth.");
  });
});

describe("value schemas", () => {
  it("accepts real calendar dates only", () => {
    expect(isoDateSchema.safeParse("2024-02-29").success).toBe(true);
    expect(isoDateSchema.safeParse("2023-02-29").success).toBe(false);
    expect(isoDateSchema.safeParse("2024-1-05").success).toBe(false);
    expect(isoDateSchema.safeParse("2024-01-05T00:00:00Z").success).toBe(false);
  });

  it("accepts ISO date-times with Z or an offset", () => {
    expect(isoDateTimeSchema.safeParse("2025-06-01T12:30:00.000Z").success).toBe(true);
    expect(isoDateTimeSchema.safeParse("2025-06-01T12:30:00+02:00").success).toBe(true);
    expect(isoDateTimeSchema.safeParse("2025-06-01").success).toBe(false);
  });

  it("accepts IANA time zones only", () => {
    expect(timeZoneSchema.safeParse("Europe/Paris").success).toBe(true);
    expect(timeZoneSchema.safeParse("UTC").success).toBe(true);
    expect(timeZoneSchema.safeParse("Mars/Olympus").success).toBe(false);
    expect(timeZoneSchema.safeParse("").success).toBe(false);
  });

  it("names allowed values in one-of messages", () => {
    expect(oneOfMessage("Color", ["red", "blue"])).toBe("Color must be one of: red, blue.");
  });
});

describe("formatDurationMs", () => {
  it("formats minutes and padded seconds", () => {
    expect(formatDurationMs(0)).toBe("0:00");
    expect(formatDurationMs(999)).toBe("0:00");
    expect(formatDurationMs(5000)).toBe("0:05");
    expect(formatDurationMs(65_000)).toBe("1:05");
    expect(formatDurationMs(600_000)).toBe("10:00");
    expect(formatDurationMs(754_900)).toBe("12:34");
    expect(formatDurationMs(3_725_000)).toBe("62:05");
  });

  it("shows N/A for non-numbers and negatives", () => {
    expect(formatDurationMs(-1)).toBe("N/A");
    expect(formatDurationMs(Number.NaN)).toBe("N/A");
    expect(formatDurationMs(Number.POSITIVE_INFINITY)).toBe("N/A");
    expect(formatDurationMs("65000")).toBe("N/A");
    expect(formatDurationMs(null)).toBe("N/A");
    expect(formatDurationMs(undefined)).toBe("N/A");
  });
});

describe("app constants", () => {
  it("uses 3 s toasts", () => {
    expect(toastDurationMs).toBe(3000);
  });
});
