import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { APIError } from "better-auth/api";
import { identityErrors } from "@dugout/contracts/identity-errors";
import { signinWidgetMessages, type PasswordStrengthResult } from "@dugout/contracts/signin-widget";
import { StrengthThread, type StrengthThreadOptions } from "./strength-thread";

export interface PasswordPolicyConfig {
  policy: "zxcvbn" | "luds";
  ludsMinLength: number;
  /** How many of the four classes (lower, upper, digit, symbol) a LUDS password needs. */
  ludsComplexity: number;
  /** An operator's extra list: one SHA-1 (hex) per line, "HASH" or "HASH:count" (Have I Been Pwned's format). */
  breachedSha1File?: string | undefined;
}

/** Reads an SHA-1 list into memory once; lines that are not 40 hex digits are skipped. */
export function readSha1List(path: string): Set<string> {
  const hashes = new Set<string>();
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const hash = line.slice(0, 40).toUpperCase();
    if (/^[0-9A-F]{40}$/.test(hash)) hashes.add(hash);
  }
  return hashes;
}

/** zxcvbn passwords need this score (0-4) and length; below them the widget keeps Continue disabled. */
const zxcvbnMinScore = 3;
const zxcvbnMinLength = 8;
export const maxPasswordLength = 256;

/**
 * The strength worker could not answer (it crashed, hung or is shut down). An APIError, so Better
 * Auth's endpoints answer 503 with this code; our own routes map it too (asIdentityError in widget-routes.ts).
 */
export class PasswordCheckUnavailable extends APIError {
  constructor(cause: unknown) {
    const { status, message } = identityErrors.password_check_unavailable;
    super(status, { code: "PASSWORD_CHECK_UNAVAILABLE", message });
    this.cause = cause;
  }
}

/**
 * Password strength as the widget shows it: zxcvbn-ts or LUDS, plus an offline "common or breached"
 * check against the ~49k leaked passwords that ship with @zxcvbn-ts/language-common. That list is
 * common passwords seen in leaks, not every breach: the message says "may have been used", and an
 * online check stays possible later. zxcvbn runs in a worker thread with bounded work
 * (strength-estimator.ts, strength-thread.ts); the rest is cheap and stays here. close() stops the worker.
 */
export function createPasswordPolicy(config: PasswordPolicyConfig, options: { worker?: StrengthThreadOptions } = {}) {
  const estimator = new StrengthThread(options.worker);
  // Read at startup, so a wrong path stops the boot instead of failing the first password check.
  const operatorList = config.breachedSha1File ? readSha1List(config.breachedSha1File) : undefined;
  // The list is lower case. Scanning it costs well under a millisecond a check; building a Set of it
  // would hold the event loop for 20-80 ms on first use, which is what this module must not do.
  const commonPasswords: readonly string[] = commonDictionary["passwords-common"];
  const inOperatorList = (password: string) =>
    operatorList?.has(createHash("sha1").update(password).digest("hex").toUpperCase()) ?? false;
  const isBreached = (password: string) =>
    password.length > 0 && (commonPasswords.includes(password.toLowerCase()) || inOperatorList(password));

  async function estimate(password: string, email: string | undefined) {
    const userInputs = email ? [email, ...email.split(/[@.+_-]/).filter((part) => part.length > 2)] : [];
    try {
      return await estimator.estimate(password.slice(0, maxPasswordLength), userInputs);
    } catch (error) {
      throw new PasswordCheckUnavailable(error);
    }
  }

  async function check(password: string, email?: string): Promise<PasswordStrengthResult> {
    const result = await estimate(password, email);
    const breachedPassword = isBreached(password);
    const classes = {
      has_lower_case: /[a-z]/.test(password),
      has_upper_case: /[A-Z]/.test(password),
      has_digit: /[0-9]/.test(password),
      has_symbol: /[^A-Za-z0-9]/.test(password),
    };
    const present = Object.values(classes).filter(Boolean).length;
    const missingCharacters = Math.max(0, config.ludsMinLength - [...password].length);
    const missingComplexity = Math.max(0, config.ludsComplexity - present);
    const tooLong = password.length > maxPasswordLength;
    const valid =
      config.policy === "luds"
        ? missingCharacters === 0 && missingComplexity === 0 && !breachedPassword && !tooLong
        : result.score >= zxcvbnMinScore && [...password].length >= zxcvbnMinLength && !breachedPassword && !tooLong;
    return {
      score: result.score,
      feedback: {
        warning: result.warning,
        suggestions: result.suggestions,
        luds_requirements: {
          ...classes,
          missing_characters: config.policy === "luds" ? missingCharacters : 0,
          missing_complexity: config.policy === "luds" ? missingComplexity : 0,
        },
      },
      valid_password: valid,
      strength_policy: config.policy,
      breached_password: breachedPassword,
    };
  }

  /** The sentence shown when a password is refused where it is set. */
  function refusal(result: PasswordStrengthResult): { type: "breached_password" | "weak_password"; message: string } {
    if (result.breached_password) {
      return { type: "breached_password", message: signinWidgetMessages.breachedPassword };
    }
    if (result.strength_policy === "luds") {
      const { missing_characters: characters, missing_complexity: complexity } = result.feedback.luds_requirements;
      const parts = [
        characters > 0 ? `at least ${config.ludsMinLength} characters` : "",
        complexity > 0 ? `${config.ludsComplexity} of: uppercase letter, lowercase letter, number, symbol` : "",
      ].filter(Boolean);
      return {
        type: "weak_password",
        message: `This password is too weak: it needs ${parts.join(" and ") || "to be shorter"}.`,
      };
    }
    const hint = result.feedback.warning || result.feedback.suggestions[0] || "Add more words or characters.";
    return { type: "weak_password", message: identityErrors.weak_password.message(hint) };
  }

  return {
    check,
    refusal,
    isBreached,
    /** Bootstrap's passwordConfig: LUDS settings, or null under zxcvbn. */
    bootstrapConfig: () =>
      config.policy === "luds"
        ? { ludsComplexity: config.ludsComplexity, ludsMinimumCount: config.ludsMinLength }
        : null,
    /** Stops the strength worker; checks still waiting fail with PasswordCheckUnavailable. */
    close: () => estimator.close(),
  };
}

export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;
