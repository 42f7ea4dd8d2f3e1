import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConversationPatchAnswer, ConversationPatchBody, TranscriptEntry } from "@dugout/contracts/batting-cage";
import { settledPrefix, TranscriptAutosaver, type LiveLine } from "./TranscriptAutosaver";

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The server's append semantics in memory, with switchable failures. */
function fakeServer() {
  const stored: TranscriptEntry[] = [];
  const bodies: ConversationPatchBody[] = [];
  let failNext = 0;
  let ended = false;
  const patch = vi.fn(async (body: ConversationPatchBody): Promise<ConversationPatchAnswer> => {
    bodies.push(structuredClone(body));
    await Promise.resolve();
    if (failNext > 0) {
      failNext -= 1;
      throw new HttpError(503);
    }
    if (ended) throw new HttpError(409);
    if (body.append) {
      const { from_index: from, entries } = body.append;
      if (from > stored.length) throw new HttpError(409);
      const overlap = entries.slice(0, stored.length - from);
      if (overlap.some((entry, i) => entry.text !== stored[from + i]?.text)) throw new HttpError(409);
      stored.push(...entries.slice(overlap.length));
    }
    if (body.transcript) stored.splice(0, stored.length, ...body.transcript);
    if (body.ended_at) ended = true;
    return { id: "c", status: ended ? "ended" : "active", transcript_length: stored.length };
  });
  return {
    stored,
    bodies,
    patch,
    failTimes(count: number) {
      failNext = count;
    },
    end() {
      ended = true;
    },
  };
}

const line = (role: "user" | "assistant", text: string, pending = false): LiveLine => ({ role, text, pending });
const end = { ended_at: "2026-03-02T10:12:00.000Z", duration_ms: 720_000 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("settledPrefix", () => {
  it("stops at the first placeholder and leaves out empty lines", () => {
    expect(
      settledPrefix([
        line("user", "Hi"),
        line("assistant", ""),
        line("assistant", "Hello"),
        line("user", "", true),
        line("assistant", "Later"),
      ]),
    ).toEqual([
      { role: "user", text: "Hi" },
      { role: "assistant", text: "Hello" },
    ]);
  });
});

describe("TranscriptAutosaver", () => {
  it("sends nothing while the transcript is empty, then every 5 s only what the server lacks", async () => {
    const server = fakeServer();
    const saver = new TranscriptAutosaver({ patch: server.patch });
    saver.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.patch).not.toHaveBeenCalled();

    saver.update([line("user", "Hi"), line("assistant", "Hello")]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(server.patch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.bodies).toEqual([
      {
        append: {
          from_index: 0,
          entries: [
            { role: "user", text: "Hi" },
            { role: "assistant", text: "Hello" },
          ],
        },
      },
    ]);

    await vi.advanceTimersByTimeAsync(5000); // nothing new: no request
    expect(server.patch).toHaveBeenCalledTimes(1);

    saver.update([line("user", "Hi"), line("assistant", "Hello"), line("user", "Price?")]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.bodies[1]).toEqual({ append: { from_index: 2, entries: [{ role: "user", text: "Price?" }] } });
    expect(saver.savedCount).toBe(3);
    saver.stop();
  });

  it("tells the server it is still there with an empty append after a minute with nothing new", async () => {
    const server = fakeServer();
    const saver = new TranscriptAutosaver({ patch: server.patch });
    saver.start();
    await vi.advanceTimersByTimeAsync(55_000);
    expect(server.patch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.bodies).toEqual([{ append: { from_index: 0, entries: [] } }]);
    saver.update([line("user", "Hi")]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.bodies).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(55_000); // a minute from the last save, not from the keep-alive
    expect(server.bodies).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.bodies[2]).toEqual({ append: { from_index: 1, entries: [] } });
    saver.stop();
  });

  it("holds lines after a placeholder until its text arrives", async () => {
    const server = fakeServer();
    const saver = new TranscriptAutosaver({ patch: server.patch });
    saver.start();
    saver.update([line("user", "Hi"), line("user", "", true), line("assistant", "Sure")]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.stored.map((entry) => entry.text)).toEqual(["Hi"]);
    saver.update([line("user", "Hi"), line("user", "What does it cost?"), line("assistant", "Sure")]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.stored.map((entry) => entry.text)).toEqual(["Hi", "What does it cost?", "Sure"]);
    saver.stop();
  });

  it("retries with backoff after failures and never drops an entry", async () => {
    const server = fakeServer();
    const onRetry = vi.fn();
    const saver = new TranscriptAutosaver({ patch: server.patch, onRetry });
    saver.start();
    saver.update([line("user", "one")]);
    server.failTimes(3);
    await vi.advanceTimersByTimeAsync(5000); // attempt 1 fails
    saver.update([line("user", "one"), line("assistant", "two")]);
    await vi.advanceTimersByTimeAsync(1000); // retry after 1 s fails
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.patch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // retry after 2 s fails
    expect(server.patch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000); // retry after 4 s succeeds
    expect(onRetry.mock.calls.map((call) => call[1] as number)).toEqual([1, 2, 3]);
    expect(server.stored.map((entry) => entry.text)).toEqual(["one", "two"]);
    expect(server.bodies.at(-1)).toEqual({
      append: {
        from_index: 0,
        entries: [
          { role: "user", text: "one" },
          { role: "assistant", text: "two" },
        ],
      },
    });
    await vi.advanceTimersByTimeAsync(4999); // back to the normal interval
    expect(server.patch).toHaveBeenCalledTimes(4);
    saver.stop();
  });

  it("tells the page the saved count as soon as each save succeeds, and never after a failed one", async () => {
    const server = fakeServer();
    const onSaved = vi.fn();
    const saver = new TranscriptAutosaver({ patch: server.patch, onSaved });
    saver.start();
    saver.update([line("user", "one")]);
    server.failTimes(1);
    await vi.advanceTimersByTimeAsync(5000); // fails
    expect(onSaved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000); // the retry succeeds
    expect(onSaved.mock.calls).toEqual([[1]]);
    saver.update([line("user", "one"), line("assistant", "two")]);
    await saver.finish([line("user", "one"), line("assistant", "two"), line("user", "three")], {
      ended_at: "2026-11-27T00:00:00.000Z",
      duration_ms: 1000,
    });
    expect(onSaved.mock.calls).toEqual([[1], [3]]);
  });

  it("sends the whole transcript after a conflict (lines re-ordered by a late item)", async () => {
    const server = fakeServer();
    const saver = new TranscriptAutosaver({ patch: server.patch });
    saver.start();
    saver.update([line("user", "A"), line("assistant", "C")]);
    await vi.advanceTimersByTimeAsync(5000);
    saver.update([line("user", "A"), line("user", "B"), line("assistant", "C"), line("user", "D")]);
    await vi.advanceTimersByTimeAsync(5000); // B landed between stored lines: the whole transcript goes
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.stored.map((entry) => entry.text)).toEqual(["A", "B", "C", "D"]);
    expect(server.bodies.some((body) => body.transcript !== undefined)).toBe(true);
    saver.stop();
  });

  it("the final save sends the rest with ended_at and duration_ms, including placeholders that got text", async () => {
    const server = fakeServer();
    const saver = new TranscriptAutosaver({ patch: server.patch });
    saver.start();
    saver.update([line("user", "Hi"), line("assistant", "Hello")]);
    await vi.advanceTimersByTimeAsync(5000);
    await saver.finish(
      [line("user", "Hi"), line("assistant", "Hello"), line("user", "Bye"), line("assistant", "", true)],
      end,
    );
    expect(server.bodies.at(-1)).toEqual({
      append: { from_index: 2, entries: [{ role: "user", text: "Bye" }] },
      ...end,
    });
    expect(server.stored).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(20_000); // the timer is gone
    expect(server.patch).toHaveBeenCalledTimes(2);
  });

  it("the final save retries, then reports the last error", async () => {
    const server = fakeServer();
    const saver = new TranscriptAutosaver({ patch: server.patch, finalAttempts: 3 });
    server.failTimes(2);
    const done = saver.finish([line("user", "Hi")], end);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(server.patch).toHaveBeenCalledTimes(3);
    expect(server.stored).toEqual([{ role: "user", text: "Hi" }]);

    const failing = fakeServer();
    failing.failTimes(10);
    const saver2 = new TranscriptAutosaver({ patch: failing.patch, finalAttempts: 3 });
    const outcome = saver2.finish([line("user", "Hi")], end).then(
      () => "saved",
      (error: unknown) => (error as Error).message,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toBe("HTTP 503");
  });

  it("stops when the server refuses even the whole transcript (the call ended elsewhere)", async () => {
    const server = fakeServer();
    const onStopped = vi.fn();
    const saver = new TranscriptAutosaver({ patch: server.patch, onStopped });
    saver.start();
    server.end();
    saver.update([line("user", "Hi")]);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onStopped).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.patch).toHaveBeenCalledTimes(2);
  });
});
