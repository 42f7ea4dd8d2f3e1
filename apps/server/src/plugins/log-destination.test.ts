import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { asyncLogDestination } from "./log-destination";

describe("the asynchronous log destination", () => {
  const dir = mkdtempSync(join(tmpdir(), "dugout-log-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has written every line logged before flush() resolves", async () => {
    const file = join(dir, "burst.log");
    const fd = openSync(file, "w");
    const destination = asyncLogDestination(fd);
    const logger = pino({ base: null }, destination.stream);
    const count = 20_000;
    for (let i = 0; i < count; i++) logger.info({ i }, "line");
    await destination.flush();
    const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
    closeSync(fd);
    expect(lines).toHaveLength(count);
    // In order: each async write carries the lines that queued up behind the previous one.
    expect(lines.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual(
      Array.from({ length: count }, (_, i) => i),
    );
  });

  it("resolves at once when nothing waits to be written", async () => {
    const destination = asyncLogDestination(openSync(join(dir, "idle.log"), "w"));
    await expect(destination.flush()).resolves.toBeUndefined();
  });
});
