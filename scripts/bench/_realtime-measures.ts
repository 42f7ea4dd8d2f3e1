// The capacity bench's measurements (realtime-capacity.ts): server CPU from /proc, the servers' own frame
// lateness histogram, and the machine's share of lateness (an idle process keeping the same 20 ms clock).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export const metricsToken = "bench-metrics-token-0123456789";

/** CPU seconds (utime + stime) a process has used, its threads included, or its main thread's alone. */
export function cpuSeconds(pid: number, mainThreadOnly = false): number {
  const stat = readFileSync(mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The lateness histogram's buckets (cumulative counts by upper bound in seconds) scraped from an instance. */
export async function latenessBuckets(instance: { url: string }): Promise<Map<number, number>> {
  const text = await (
    await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  const buckets = new Map<number, number>();
  for (const line of text.split("\n")) {
    const match = /^dugout_realtime_sim_audio_lateness_seconds_bucket\{le="([^"]+)"\} (\d+)/.exec(line);
    if (match) buckets.set(match[1] === "+Inf" ? Number.POSITIVE_INFINITY : Number(match[1]), Number(match[2]));
  }
  return buckets;
}

/** p99 of the frames between two scrapes, as the upper bound of its bucket (ms), and how many frames. */
export function latenessP99(
  before: Map<number, number>[],
  after: Map<number, number>[],
): { p99Ms: number; frames: number } {
  const totals = new Map<number, number>();
  after.forEach((buckets, index) => {
    for (const [bound, count] of buckets) {
      totals.set(bound, (totals.get(bound) ?? 0) + count - (before[index]?.get(bound) ?? 0));
    }
  });
  const bounds = [...totals.keys()].sort((a, b) => a - b);
  const frames = totals.get(Number.POSITIVE_INFINITY) ?? 0;
  const bound = bounds.find((each) => (totals.get(each) ?? 0) >= frames * 0.99) ?? Number.POSITIVE_INFINITY;
  return { p99Ms: bound * 1000, frames };
}

/**
 * The machine's own share of the lateness: an otherwise idle process keeping the simulator's 20 ms frame clock
 * (each timer set for the next slot, as audio-pump.ts does), over the same window as a step: p99 of how late
 * each slot was met, ms. (An interval timer measured against fixed slots would report its own drift instead:
 * Node re-arms an interval from the end of its callback, so over 15 s it falls hundreds of ms behind.)
 */
export function idleTimerLateness(ms: number): Promise<number> {
  const script = `const { performance } = require("node:perf_hooks"); const late = []; const start = performance.now(); let slot = 1;
const tick = () => { const now = performance.now(); late.push(Math.max(0, now - (start + slot * 20))); slot = Math.max(slot + 1, Math.floor((now - start) / 20) + 1);
  if (now - start < ${ms}) setTimeout(tick, Math.max(0, Math.ceil(start + slot * 20 - performance.now()))); else { late.sort((a, b) => a - b); console.log(late[Math.floor(late.length * 0.99)] ?? 0); } };
setTimeout(tick, 20);`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", () => resolve(Number(out.trim())));
  });
}
