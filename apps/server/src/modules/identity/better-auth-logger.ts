import type { BetterAuthOptions } from "better-auth";
import type { FastifyBaseLogger } from "fastify";
import { loggableValue, safeText } from "../../plugins/log-safety";

type BetterAuthLogger = NonNullable<BetterAuthOptions["logger"]>;

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
      const details = args.map((arg) => loggableValue(arg));
      log[level]({ source: "better-auth", ...(details.length > 0 ? { details } : {}) }, safeText(String(message)));
    },
  };
}
