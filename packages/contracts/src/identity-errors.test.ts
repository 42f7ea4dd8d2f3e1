import { describe, expect, it } from "vitest";
import { errorCodes } from "./common";
import { identityErrors, isIdentityErrorCode } from "./identity-errors";

describe("identity error codes", () => {
  it("each has an error status and a message", () => {
    for (const [code, { status, message }] of Object.entries(identityErrors)) {
      expect(code, code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status >= 400 && status <= 599, `${code}: ${status}`).toBe(true);
      expect(message.trim().length, code).toBeGreaterThan(0);
    }
  });

  it("agree with the app's codes where a name is in both", () => {
    const appStatuses = new Map<string, number>(Object.entries(errorCodes));
    const shared = Object.entries(identityErrors).filter(([code]) => appStatuses.has(code));
    expect(shared.map(([code]) => code)).toContain("invalid_json");
    for (const [code, { status }] of shared) expect(status, code).toBe(appStatuses.get(code));
  });

  it("recognises its own codes only", () => {
    expect(isIdentityErrorCode("account_locked")).toBe(true);
    expect(isIdentityErrorCode("toString")).toBe(false);
    expect(isIdentityErrorCode("invalid_email_or_password")).toBe(false);
  });
});
