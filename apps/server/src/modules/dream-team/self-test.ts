import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import type { RaviTestCheck, RaviTestResponse } from "@dugout/contracts/dream-team";

/** Something that answers a short prompt: the configured LLM, or the offline engine. */
export interface TextResponder {
  provider: string;
  answer(prompt: string, timeoutMs: number): Promise<string>;
}

/** The offline engine: answers RAVI's arithmetic prompt by working it out, so the check is real without a network. */
export const offlineResponder: TextResponder = {
  provider: "offline engine",
  async answer(prompt) {
    const match = /(\d+)\s*([+*-])\s*(\d+)/.exec(prompt);
    if (!match) return "I can only answer small sums offline.";
    const [a, op, b] = [Number(match[1]), match[2], Number(match[3])];
    return String(op === "+" ? a + b : op === "-" ? a - b : a * b);
  },
};

async function timed(name: string, run: () => Promise<string>): Promise<RaviTestCheck> {
  const started = performance.now();
  try {
    const detail = await run();
    return { name, ok: true, duration_ms: Math.round((performance.now() - started) * 10) / 10, detail };
  } catch (error) {
    return {
      name,
      ok: false,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/** RAVI's self-test: a database round trip and a small prompt to the text provider, each timed. */
export async function runRaviSelfTest(db: Db, responder: TextResponder, timeoutMs = 10_000): Promise<RaviTestResponse> {
  const started = performance.now();
  const ranAt = new Date().toISOString();
  const checks = [
    await timed("database", async () => {
      const [row] = await rawRows<{ now: unknown; version: string }>(
        db,
        sql`select now() as now, current_setting('server_version') as version`,
      );
      if (!row) throw new Error("The database returned no row.");
      return `Round trip ok: PostgreSQL ${row.version}, server time ${new Date(row.now as string).toISOString()}.`;
    }),
    await timed("text_generation", async () => {
      const a = 17 + Math.floor(Math.random() * 50);
      const b = 3 + Math.floor(Math.random() * 20);
      const reply = (await responder.answer(`What is ${a} + ${b}? Reply with the number only.`, timeoutMs)).trim();
      if (!reply.includes(String(a + b)))
        throw new Error(`${responder.provider} answered "${reply.slice(0, 100)}" to ${a} + ${b}.`);
      return `${responder.provider} answered ${reply.slice(0, 100)} to ${a} + ${b}.`;
    }),
  ];
  return {
    data: {
      agent: "RAVI",
      ok: checks.every((check) => check.ok),
      ran_at: ranAt,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      checks,
    },
  };
}
