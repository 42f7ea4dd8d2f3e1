import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { RequestLogger, requestLoggerFactory } from "./request-logger";

/** A pino logger writing its lines into an array, as the server's does into stdout. */
function capturedLogger(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level, base: null, timestamp: false }, stream), lines };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe("a request's logger", () => {
  it("makes no pino child logger until the request logs, and one at most", () => {
    const { logger } = capturedLogger();
    const child = vi.spyOn(logger, "child");
    const requestLog = requestLoggerFactory(logger, { reqId: "r-1" }, {});
    expect(requestLog.level).toBe("info");
    expect(child).not.toHaveBeenCalled();
    requestLog.info("first");
    requestLog.warn({ detail: 1 }, "second");
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: "r-1" }, {});
  });

  it("writes what the child logger would have written: the request's bindings, objects, messages and levels", async () => {
    const { logger, lines } = capturedLogger("debug");
    const requestLog = requestLoggerFactory(logger, { reqId: "r-2" }, {});
    requestLog.info({ res: { statusCode: 200 } }, "request completed");
    requestLog.error(new Error("boom"), "failed");
    requestLog.debug("details %s", "here");
    requestLog.trace("below the level");
    await flushed();
    expect(lines).toMatchObject([
      { level: 30, reqId: "r-2", res: { statusCode: 200 }, msg: "request completed" },
      { level: 50, reqId: "r-2", err: { message: "boom" }, msg: "failed" },
      { level: 20, reqId: "r-2", msg: "details here" },
    ]);
    expect(lines).toHaveLength(3);
  });

  it("keeps a route's own level (Fastify's logLevel), a level set on it, and its children's bindings", async () => {
    const { logger, lines } = capturedLogger();
    const quiet = requestLoggerFactory(logger, { reqId: "r-3" }, { level: "error" });
    expect(quiet.level).toBe("error");
    quiet.info("not written");
    const loud = requestLoggerFactory(logger, { reqId: "r-4" }, {});
    loud.level = "debug";
    expect(loud.level).toBe("debug");
    expect(logger.level).toBe("info");
    loud.debug("written");
    loud.child({ step: "upload" }).info("from a child");
    await flushed();
    expect(lines).toMatchObject([
      { level: 20, reqId: "r-4", msg: "written" },
      { level: 30, reqId: "r-4", step: "upload", msg: "from a child" },
    ]);
    expect(lines).toHaveLength(2);
  });

  it("has every method Fastify checks a request logger for", () => {
    const { logger } = capturedLogger();
    const requestLog = new RequestLogger(logger, { reqId: "r-5" }, {});
    for (const method of ["info", "error", "debug", "fatal", "warn", "trace", "child", "silent"] as const) {
      expect(typeof requestLog[method], method).toBe("function");
    }
  });
});
