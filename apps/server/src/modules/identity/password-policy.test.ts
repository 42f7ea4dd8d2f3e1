import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createPasswordPolicy } from "./password-policy";

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex").toUpperCase();

describe("password policy", () => {
  it("flags the offline common/breached list and an operator's SHA-1 list (HIBP format)", () => {
    const file = join(mkdtempSync(join(tmpdir(), "dugout-breached-")), "pwned.txt");
    writeFileSync(
      file,
      `${sha1("violet-harbour-trumpet-42")}:17\r\nnot a hash\n${sha1("Another-Leaked-Phrase-9").toLowerCase()}\n`,
    );
    const policy = createPasswordPolicy({
      policy: "zxcvbn",
      ludsMinLength: 15,
      ludsComplexity: 2,
      breachedSha1File: file,
    });
    expect(policy.check("violet-harbour-trumpet-42")).toMatchObject({ breached_password: true, valid_password: false });
    expect(policy.isBreached("Another-Leaked-Phrase-9")).toBe(true);
    expect(policy.isBreached("letmein123")).toBe(true);
    expect(policy.check("marble-canyon-pelican-77")).toMatchObject({ breached_password: false, valid_password: true });
    expect(policy.refusal(policy.check("violet-harbour-trumpet-42")).type).toBe("breached_password");
  });

  it("stops at startup when the operator's list cannot be read", () => {
    expect(() =>
      createPasswordPolicy({
        policy: "zxcvbn",
        ludsMinLength: 15,
        ludsComplexity: 2,
        breachedSha1File: "/no/such/file.txt",
      }),
    ).toThrow(/no such file/i);
  });

  it("explains what LUDS misses", () => {
    const policy = createPasswordPolicy({ policy: "luds", ludsMinLength: 12, ludsComplexity: 3 });
    const result = policy.check("xqzvrkw");
    expect(result.feedback.luds_requirements).toMatchObject({ missing_characters: 5, missing_complexity: 2 });
    expect(policy.refusal(result)).toEqual({
      type: "weak_password",
      message:
        "This password is too weak: it needs at least 12 characters and 3 of: uppercase letter, lowercase letter, number, symbol.",
    });
  });
});
