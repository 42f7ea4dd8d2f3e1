import type { BetterAuthOptions } from "better-auth";
import type { FastifyBaseLogger } from "fastify";
import { loggableValue, safeText } from "../../plugins/log-safety";

type BetterAuthLogger = NonNullable<BetterAuthOptions["logger"]>;

/**
 * Lines Better Auth logs at error, with the exception and its stack, about what a client sent: the passkey
 * plugin's answer to a WebAuthn response that does not verify (a stale or foreign challenge, another
 * origin, a bad signature; the caller gets 400). Anyone can send one, so at error they would page an
 * operator for nothing and bury real failures: they are noted at info, with the reason and no stack.
 */
const clientRefusals = new Set(["Failed to verify authentication", "Failed to verify registration"]);

const reasonOf = (value: unknown): string | undefined =>
  value instanceof Error ? safeText(value.message, 300) : undefined;

/**
 * Better Auth's own log lines, into the app's pino logger instead of the console. Its messages
 * embed what the request sent (`Invalid callbackURL: <url>`) and its errors carry the failed
 * query's parameters, so every message and value goes through log-safety.ts: no control
 * character (no forged line, no ANSI escape), no email, token or password. Better Auth's own
 * threshold stays at its default, warn.
 */
export function betterAuthLogger(log: FastifyBaseLogger): BetterAuthLogger {
  return {
    level: "warn",
    disableColors: true,
    log(level, message, ...args: unknown[]) {
      const text = String(message);
      if (clientRefusals.has(text)) {
        const reason = args.map(reasonOf).find(Boolean);
        log.info({ source: "better-auth", refusal: true, ...(reason ? { reason } : {}) }, safeText(text));
        return;
      }
      const details = args.map((arg) => loggableValue(arg));
      log[level]({ source: "better-auth", ...(details.length > 0 ? { details } : {}) }, safeText(text));
    },
  };
}
