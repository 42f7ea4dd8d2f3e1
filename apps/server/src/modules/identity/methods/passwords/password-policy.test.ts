import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPasswordPolicy, PasswordCheckUnavailable, type PasswordPolicy } from "./password-policy";
import { createEstimator, estimatorBounds } from "./strength-estimator";

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex").toUpperCase();
const zxcvbnConfig = { policy: "zxcvbn", ludsMinLength: 15, ludsComplexity: 2 } as const;

/** The worker entry the recovery tests use: the real worker, plus passwords that crash or hang it. */
const breakableWorker = new URL("./strength-worker.fixture.ts", import.meta.url);

describe("password policy", () => {
  it("flags the offline common/breached list and an operator's SHA-1 list (HIBP format)", async () => {
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
    try {
      const leaked = await policy.check("violet-harbour-trumpet-42");
      expect(leaked).toMatchObject({ breached_password: true, valid_password: false });
      expect(policy.isBreached("Another-Leaked-Phrase-9")).toBe(true);
      expect(policy.isBreached("letmein123")).toBe(true);
      expect(policy.isBreached("LetMeIn123")).toBe(true);
      expect(await policy.check("marble-canyon-pelican-77")).toMatchObject({
        breached_password: false,
        valid_password: true,
      });
      expect(policy.refusal(leaked).type).toBe("breached_password");
    } finally {
      await policy.close();
    }
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

  it("explains what LUDS misses", async () => {
    const policy = createPasswordPolicy({ policy: "luds", ludsMinLength: 12, ludsComplexity: 3 });
    try {
      const result = await policy.check("xqzvrkw");
      expect(result.feedback.luds_requirements).toMatchObject({ missing_characters: 5, missing_complexity: 2 });
      expect(policy.refusal(result)).toEqual({
        type: "weak_password",
        message:
          "This password is too weak: it needs at least 12 characters and 3 of: uppercase letter, lowercase letter, number, symbol.",
      });
    } finally {
      await policy.close();
    }
  });
});

/** Printable characters with no repeats nearby: one of the costliest inputs for zxcvbn's matchers. */
const variedPassword = (length: number) =>
  Array.from({ length }, (_, index) => String.fromCharCode(33 + ((index * 7919) % 94))).join("");

describe("zxcvbn with bounded work", () => {
  let policy: PasswordPolicy;
  beforeAll(() => {
    policy = createPasswordPolicy(zxcvbnConfig);
  });
  afterAll(async () => {
    await policy.close();
  });

  // Weak, common, l33t, passphrases, the widget's own examples, a user's email and the 64-character edge.
  const corpus = [
    ...["password", "password1", "123456", "12345678", "qwerty", "qwertyuiop", "abc123", "letmein", "letmein123"],
    ...["iloveyou", "dragon", "monkey", "football", "aaaaaaaa", "abcdefgh", "zxcvbnm", "xqzvrkw", "abcdef"],
    ...["Summer2024!", "Winter2023", "Baseball#1", "Dugout2025!", "janedoe2024", "jane.doe@example.com"],
    ...["p@55w0rd", "P@ssw0rd!", "P@$$w0rd", "pa55word", "l3tm31n!", "Tr0ub4dor&3", "$unsh1ne", "dr4g0n"],
    ...["m0nk3y12", "b@s3b@ll", "1l0v3y0u", "5up3rm4n", "@dm1n1str4t0r", "s3cur1ty!", "w3lc0m3", "!l0v3y0u!"],
    ...["7h3qu1ckbr0wnf0x", "f00tb4ll", "ch33s3", "j4n3d03!", "c0ntr0l-n3ls0n"],
    // Heavily substituted: with 5 l33t variants instead of 20, each of these scored higher.
    ...["ju57!ce!!", "co1||ns123", "1an6u4g31", "w!nn!ng1", "60b1ue99", "m@6n0|14!", "5013!12024", "ru$ty199"],
    ...["correct horse battery staple", "correcthorsebatterystaple", "Sales team 2024 quarterly goals!"],
    ...["the quick brown fox jumps over the lazy dog", "Tr0ub4dor&3 correct horse"],
    ...["violet-harbour-trumpet-42", "marble-canyon-pelican-77", "Another-Leaked-Phrase-9", "Quiet-Lantern-7"],
    "a quiet lantern over the harbour, and seven trumpets in the hall",
    "p@55w0rd".repeat(8),
    variedPassword(64),
  ];

  // The unbounded estimator takes seconds of CPU on the corpus' longest l33t passwords.
  it("gives the unbounded estimator's verdicts to passwords of up to 64 characters", { timeout: 180_000 }, async () => {
    expect(corpus.every((password) => password.length <= 64)).toBe(true);
    const unbounded = createEstimator({});
    for (const email of [undefined, "jane.doe@example.com"]) {
      const userInputs = email ? [email, "jane", "doe", "example"] : [];
      for (const password of corpus) {
        const expected = unbounded(password, userInputs);
        const result = await policy.check(password, email);
        const { score, feedback } = result;
        const verdict = {
          score,
          warning: feedback.warning,
          suggestions: feedback.suggestions,
          valid: result.valid_password,
        };
        expect(verdict, `${password} (email ${email ?? "none"})`).toEqual({
          score: expected.score,
          warning: expected.warning,
          suggestions: expected.suggestions,
          valid: expected.score >= 3 && password.length >= 8 && !policy.isBreached(password),
        });
      }
    }
  });

  // What bounding costs and saves in CPU is measured by `npm run bench` (scripts/bench/identity.ts), not here:
  // a timed assertion fails on a busy machine. This pins that the worker applies the bounds.
  it("judges a hostile 256-character password on its first 64 characters, as the bounded estimator does", async () => {
    const bounded = createEstimator(estimatorBounds);
    for (const password of [variedPassword(256), "p@55w0rd".repeat(32), "4@8({[<3&6#!1|0$5+7%2?".repeat(12)]) {
      expect(password.length).toBeGreaterThanOrEqual(256);
      const result = await policy.check(password.slice(0, 256));
      const expected = bounded(password.slice(0, estimatorBounds.maxLength), []);
      expect(result).toMatchObject({ strength_policy: "zxcvbn", score: expected.score });
      expect(result.feedback).toMatchObject({ warning: expected.warning, suggestions: expected.suggestions });
    }
  });
});

/** A check that failed as the policy fails it, with the worker's own error as its cause. */
function workerFailure(settled: PromiseSettledResult<unknown>): Error {
  expect(settled.status).toBe("rejected");
  const reason: unknown = settled.status === "rejected" ? settled.reason : undefined;
  expect(reason).toBeInstanceOf(PasswordCheckUnavailable);
  expect(reason).toMatchObject({ statusCode: 503, body: { code: "PASSWORD_CHECK_UNAVAILABLE" } });
  const cause = (reason as PasswordCheckUnavailable).cause;
  expect(cause).toBeInstanceOf(Error);
  return cause as Error;
}

describe("the strength worker", () => {
  it("fails the check a crash interrupted, and serves the checks queued behind it from a new worker", async () => {
    const policy = createPasswordPolicy(zxcvbnConfig, { worker: { entry: breakableWorker } });
    try {
      const [before, crashed, after] = await Promise.allSettled([
        policy.check("marble-canyon-pelican-77"),
        policy.check("crash the strength worker"),
        policy.check("violet-harbour-trumpet-42"),
      ]);
      expect(before).toMatchObject({ status: "fulfilled", value: { valid_password: true } });
      const stopped = workerFailure(crashed);
      expect(stopped.message).toBe("The password strength worker stopped (exit code 1).");
      expect(stopped.cause).toMatchObject({ message: "The strength worker crashed on purpose." });
      expect(after).toMatchObject({ status: "fulfilled", value: { valid_password: true, score: 4 } });
      expect(await policy.check("password1")).toMatchObject({ score: 0, valid_password: false });
    } finally {
      await policy.close();
    }
  });

  it("replaces a worker stuck on a check", async () => {
    const policy = createPasswordPolicy(zxcvbnConfig, {
      worker: { entry: breakableWorker, estimateTimeoutMs: 3000 },
    });
    try {
      const [stuck, next] = await Promise.allSettled([
        policy.check("hang the strength worker"),
        policy.check("marble-canyon-pelican-77"),
      ]);
      expect(workerFailure(stuck).cause).toMatchObject({
        message: "The password strength worker did not answer within 3000 ms.",
      });
      expect(next).toMatchObject({ status: "fulfilled", value: { valid_password: true } });
    } finally {
      await policy.close();
    }
  });

  it("answers checks after close() with PasswordCheckUnavailable", async () => {
    const policy = createPasswordPolicy(zxcvbnConfig);
    await policy.close();
    await expect(policy.check("marble-canyon-pelican-77")).rejects.toBeInstanceOf(PasswordCheckUnavailable);
  });
});
