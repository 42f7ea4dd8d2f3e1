import { describe, expect, it } from "vitest";
import { errorCodes } from "./errors";
import { identityMessageFor, identityErrors, isIdentityErrorCode } from "./identity-errors";

describe("identity error codes", () => {
  it("each has an error status and a message", () => {
    for (const [code, { status, message }] of Object.entries(identityErrors)) {
      expect(code, code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status >= 400 && status <= 599, `${code}: ${status}`).toBe(true);
      const text = typeof message === "string" ? message : message("{hole}");
      expect(text.trim().length, code).toBeGreaterThan(0);
    }
  });

  it("give a message without holes for every code", () => {
    const codes = Object.keys(identityErrors).filter(isIdentityErrorCode);
    expect(codes).toHaveLength(Object.keys(identityErrors).length);
    for (const code of codes) expect(identityMessageFor(code), code).not.toMatch(/^\s*$|undefined/);
    expect(identityMessageFor("weak_password")).toBe(identityErrors.invalid_request.message);
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
