import { describe, expect, it, vi } from "vitest";
import { ConfigError } from "./config";
import { logBanner, logCrash, startupLogger } from "./startup-log";
import { logCapture } from "./test/log-capture";

/** The banner and a crash: one JSON line each (ISO time, pino's fields), text as well only on a terminal. */
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("the start banner", () => {
  it("is one JSON line with the version, the address, the time to ready, the database and how to sign in", () => {
    const log = logCapture();
    const text = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      logBanner(
        startupLogger(log.stream),
        {
          version: "1.2.3",
          url: "http://localhost:3000",
          readySeconds: 1.23456,
          database: "pglite",
          signInHelp: "Try it.\nMore users: ...",
        },
        false,
      );
      expect(text).not.toHaveBeenCalled();
    } finally {
      text.mockRestore();
    }
    const [line, ...more] = log.records();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: "Dugout 1.2.3 is running at http://localhost:3000 (ready in 1.23 s, database: pglite).",
      version: "1.2.3",
      url: "http://localhost:3000",
      readySeconds: 1.23,
      database: "pglite",
      signInHelp: ["Try it.", "More users: ..."],
    });
    expect(String(line?.time)).toMatch(isoTime);
  });

  it("is also said as text on a terminal", () => {
    const log = logCapture();
    const text = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      logBanner(
        startupLogger(log.stream),
        { version: "1.2.3", url: "http://x", readySeconds: 1, database: "postgres", signInHelp: "Hi" },
        true,
      );
      expect(text).toHaveBeenCalledWith(
        "\nDugout 1.2.3 is running at http://x (ready in 1.00 s, database: postgres).\nHi",
      );
    } finally {
      text.mockRestore();
    }
    expect(log.records()).toHaveLength(1);
  });
});

describe("a crash", () => {
  it("of a refused configuration is one fatal line listing every problem", () => {
    const log = logCapture();
    logCrash(startupLogger(log.stream), new ConfigError(["SMTP_URL: must be set", "APP_BASE_URL: must be set"]), false);
    const [line, ...more] = log.records();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 60,
      msg: "Invalid configuration",
      problems: ["SMTP_URL: must be set", "APP_BASE_URL: must be set"],
    });
    expect(String(line?.time)).toMatch(isoTime);
  });

  it("of anything else is one fatal line with the error (loggableError's: no control characters)", () => {
    const log = logCapture();
    const error = new Error("boom\u001b[31m on startup");
    logCrash(startupLogger(log.stream), error, false);
    const [line] = log.records();
    expect(line).toMatchObject({
      level: 60,
      msg: "The server stopped on an error",
      error: { type: "Error", message: "boom\ufffd[31m on startup" },
    });
    expect(JSON.stringify(line)).not.toContain("\\u001b");
  });
});
