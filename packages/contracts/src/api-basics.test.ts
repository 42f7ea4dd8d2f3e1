import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { apiErrorSchema, defaultErrorMessages, errorCodeList, errorCodes } from "./errors";
import { multiLineTextSchema, oneOfMessage, queryNumberSchema, singleLineTextSchema, textMessages } from "./text";
import { isAdminRole, roles } from "./access";
import { loginTokenQuerySchema, loginTokenTypes } from "./login-token";
import {
  dateRange,
  formatDurationMs,
  isoDateSchema,
  isoDateTimeSchema,
  serverDateTimeSchema,
  timeZoneSchema,
} from "./time";
import { agentDataPath, agentNameSchema } from "./pages";

describe("error codes", () => {
  it("gives every code an error status and a default message", () => {
    for (const code of errorCodeList) {
      expect(errorCodes[code], code).toBeGreaterThanOrEqual(400);
      expect(errorCodes[code], code).toBeLessThanOrEqual(599);
      expect(defaultErrorMessages[code].trim(), code).not.toBe("");
    }
    expect(Object.keys(defaultErrorMessages).sort()).toEqual([...errorCodeList].sort());
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
});

describe("routes, roles and security names", () => {
  it("builds the agent data path from the agent name", () => {
    expect(agentDataPath()).toBe("/eugene_data");
    expect(agentDataPath("ravi")).toBe("/ravi_data");
    expect(agentNameSchema.safeParse("eugene").success).toBe(true);
    expect(agentNameSchema.safeParse("Eugene").success).toBe(false);
    expect(agentNameSchema.safeParse("../x").success).toBe(false);
  });

  it("knows the admin role", () => {
    for (const role of roles) expect(isAdminRole(role)).toBe(true);
    expect(isAdminRole("rep")).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it("accepts the login token landing's token types only", () => {
    for (const type of loginTokenTypes) {
      expect(loginTokenQuerySchema.safeParse({ token: "abc", dugout_token_type: type }).success).toBe(true);
    }
    const bad = loginTokenQuerySchema.safeParse({ token: "abc", dugout_token_type: "saml" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(oneOfMessage("Token type", loginTokenTypes));
  });
});

describe("text schemas", () => {
  const controls = [
    "\u0000",
    "\u0001",
    "\u0007",
    "\b",
    "\u000b",
    "\f",
    "\u001b",
    "\u007f",
    "\u0080",
    "\u0085",
    "\u009b",
    "\u009f",
  ];

  it("refuse every C0 and C1 control and DEL in single-line text, line breaks and tabs included", () => {
    expect(singleLineTextSchema.safeParse("Ann O'Neil — café, 東京 🎉").success).toBe(true);
    for (const control of [...controls, "\t", "\n", "\r"]) {
      const result = singleLineTextSchema.safeParse(`a${control}b`);
      expect(result.success, JSON.stringify(control)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(textMessages.singleLine);
    }
  });

  it("keep tab, CR and LF in multi-line text and refuse the other controls", () => {
    expect(multiLineTextSchema.safeParse("line one\r\n\tline two\nthree").success).toBe(true);
    for (const control of controls) {
      const result = multiLineTextSchema.safeParse(`a${control}b`);
      expect(result.success, JSON.stringify(control)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(textMessages.multiLine);
    }
  });

  it("still chain as strings (trim, lengths)", () => {
    expect(singleLineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(3)).safeParse("  abc ").data).toBe("abc");
    expect(singleLineTextSchema.check(z.maxLength(3)).safeParse("abcd").success).toBe(false);
  });

  it("check numbers sent as query text before Number() trims them", () => {
    const page = z._default(queryNumberSchema(z.coerce.number().check(z.int(), z.gte(1))), 1);
    expect(page.safeParse("3").data).toBe(3);
    expect(page.safeParse(undefined).data).toBe(1);
    expect(page.safeParse("\u000b3").success).toBe(false);
    expect(page.safeParse("3\f").success).toBe(false);
    expect(page.safeParse("x").success).toBe(false);
  });
});

describe("value schemas", () => {
  it("accepts real calendar dates only", () => {
    expect(isoDateSchema.safeParse("2024-02-29").success).toBe(true);
    expect(isoDateSchema.safeParse("2023-02-29").success).toBe(false);
    expect(isoDateSchema.safeParse("2024-1-05").success).toBe(false);
    expect(isoDateSchema.safeParse("2024-01-05T00:00:00Z").success).toBe(false);
  });

  it("accepts days and instants in the one documented range only", () => {
    expect(dateRange).toEqual({ min: "1900-01-01", max: "9999-12-31" });
    for (const day of ["1900-01-01", "1970-01-01", "9999-12-31"])
      expect(isoDateSchema.safeParse(day).success).toBe(true);
    for (const day of ["0000-01-01", "0001-01-01", "1899-12-31", "+010000-01-01", "10000-01-01", "99999-01-01"]) {
      const result = isoDateSchema.safeParse(day);
      expect(result.success, day).toBe(false);
    }
    expect(isoDateSchema.safeParse("1899-12-31").error?.issues[0]?.message).toBe(
      "Expected a date from 1900-01-01 to 9999-12-31.",
    );
    expect(isoDateTimeSchema.safeParse("1900-01-01T00:00:00Z").success).toBe(true);
    expect(isoDateTimeSchema.safeParse("9999-12-31T23:59:59.999Z").success).toBe(true);
    expect(isoDateTimeSchema.safeParse("1900-01-01T00:30:00+01:00").success).toBe(false);
    expect(isoDateTimeSchema.safeParse("9999-12-31T23:00:00-05:00").success).toBe(false);
    expect(isoDateTimeSchema.safeParse("0000-01-01T00:00:00Z").success).toBe(false);
    // What the server answers is not re-checked: older rows still serialise.
    expect(serverDateTimeSchema.safeParse("0001-01-01T00:00:00.000Z").success).toBe(true);
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
    expect(timeZoneSchema.safeParse("Europe/Paris\u0000").success).toBe(false);
    expect(timeZoneSchema.safeParse("Europe/Paris ").success).toBe(false);
    expect(timeZoneSchema.safeParse("europe/paris").success).toBe(true);
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
