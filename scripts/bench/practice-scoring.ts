import type { ConversationDetail, TranscriptEntry } from "@dugout/contracts/batting-cage";
import { scoreTranscriptHeuristically } from "../../apps/server/src/scoring-engine/heuristic-scorer";
import { linesOfPracticeTranscript } from "../../apps/server/src/scoring-engine/transcript-lines";
import { createTestApp } from "../../apps/server/src/test/harness";
import { fmt, percentile } from "./_lib";

/**
 * Hang-up to score card (docs/decisions/0026-scored-practice-calls.md), offline scorer, embedded PGlite: the real
 * app ends a 60-entry practice call with the final PATCH, and the page's poll of the conversation every 10 ms sees
 * the score card leave `pending` (the durable job: queue, pick-up, scoring, conditional write). The baseline,
 * measured in the same run on the same transcripts: the heuristic scoring them directly in the process, which is
 * what the job adds its durability to. Before this change there was no score card at all.
 */

const calls = 30;
const repLines = [
  "Thanks for taking the time today. Here's what I was thinking we'd cover in twenty minutes.",
  "What prompted you to look at payroll now, and what's your biggest headache with it?",
  "How many employees do you pay, and are they on a bi-weekly schedule?",
  "How do you handle taxes and filings today? Most businesses your size pay a penalty at least once.",
  "You mentioned the filings take a whole afternoon. For a business like yours that adds up.",
  "What makes you say it's too expensive? Compared to what you pay now?",
  "That's fair. Other owners told us the savings covered the fee in two months. Does that address it?",
  "Let's schedule a demo for Friday; I'll send a calendar invite now.",
];
const customerLines = [
  "Sure, go ahead.",
  "Honestly it's too expensive to switch right now.",
  "About fifteen people, paid every other Friday.",
  "Our bookkeeper does the filings, it takes forever.",
];

function transcript(call: number): TranscriptEntry[] {
  return Array.from({ length: 60 }, (_, index) => ({
    role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
    text:
      index % 2 === 0
        ? `${repLines[(index / 2 + call) % repLines.length] ?? ""} (${call}.${index})`
        : (customerLines[(index + call) % customerLines.length] ?? ""),
  }));
}

export async function run(): Promise<void> {
  const t = await createTestApp({ env: { NODE_ENV: "test" } });
  try {
    const rep = await t.signIn({ role: "rep" });
    const direct: number[] = [];
    const hangUpToCard: number[] = [];
    for (let call = 0; call < calls; call++) {
      const entries = transcript(call);
      const started = performance.now();
      scoreTranscriptHeuristically({ lines: linesOfPracticeTranscript(entries) });
      direct.push(performance.now() - started);

      const session = await t.app.inject({ method: "POST", url: "/create_session", headers: rep.headers, payload: {} });
      const id = session.json<{ conversation_id: string }>().conversation_id;
      const url = `/batting_cage_conversations/${id}`;
      await t.app.inject({ method: "PATCH", url, headers: rep.headers, payload: { transcript: entries } });
      const hungUp = performance.now();
      await t.app.inject({ method: "PATCH", url, headers: rep.headers, payload: { status: "ended" } });
      for (;;) {
        const detail = (await t.app.inject({ method: "GET", url, headers: rep.headers })).json<ConversationDetail>();
        if (detail.score_card && detail.score_card.status !== "pending") break;
        if (performance.now() - hungUp > 60_000) throw new Error("no score card after 60 s");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      hangUpToCard.push(performance.now() - hungUp);
    }
    const row = (label: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(`${label.padEnd(58)} p50 ${fmt(percentile(sorted, 50))} ms  p95 ${fmt(percentile(sorted, 95))} ms`);
    };
    console.log(`${calls} practice calls of 60 entries, offline scorer, PGlite:`);
    row("baseline: the heuristic scoring the transcript in-process", direct);
    row("hang-up (final PATCH) to score card (durable job, polled)", hangUpToCard);
  } finally {
    await t.close();
  }
}
