import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions } from "pino";

const logMethods = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * A request's logger (`request.log`, `reply.log`), made the first time the request logs. Fastify makes a
 * pino child logger for every request, which serialises its bindings (the request id) on the spot: about 1 µs
 * of a /healthz answer's 16-17 µs of CPU (`npm run bench -- server`, ADR 0027). Most requests never log
 * (probes, static files), so the child is made only when one does; what it writes is the same.
 */
export class RequestLogger implements FastifyBaseLogger {
  declare fatal: FastifyBaseLogger["fatal"];
  declare error: FastifyBaseLogger["error"];
  declare warn: FastifyBaseLogger["warn"];
  declare info: FastifyBaseLogger["info"];
  declare debug: FastifyBaseLogger["debug"];
  declare trace: FastifyBaseLogger["trace"];
  declare silent: FastifyBaseLogger["silent"];
  #logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child logger, made once. */
  logger(): FastifyBaseLogger {
    return (this.#logger ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#logger?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

for (const method of logMethods) {
  Object.defineProperty(RequestLogger.prototype, method, {
    value: function (this: RequestLogger, ...args: unknown[]) {
      this.logger()[method](...(args as Parameters<FastifyBaseLogger["info"]>));
    },
  });
}

/** Fastify's `childLoggerFactory`: a request logger that makes its pino child on first use. */
export function requestLoggerFactory(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}
