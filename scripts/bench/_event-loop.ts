import { existsSync, readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Milliseconds of CPU this thread has used (Linux: first field of /proc/thread-self/schedstat, in ns;
 * elsewhere the event loop's busy time). On a shared machine a timer's lateness also counts the time the
 * thread waited for a free core; the CPU the loop spent between two ticks is what the server itself held.
 */
const schedstat = "/proc/thread-self/schedstat";
const threadCpuMs = existsSync(schedstat)
  ? () => Number(readFileSync(schedstat, "utf8").split(" ")[0]) / 1e6
  : () => performance.eventLoopUtilization().active;

export interface LoopStalls {
  /** Worst and p99 event-loop delay (monitorEventLoopDelay, resolution 10 ms): what a request waited. */
  maxMs: number;
  p99Ms: number;
  /** The most CPU the loop spent between two runs of a 5 ms timer: the longest it was held by work. */
  heldMs: number;
  elapsedMs: number;
}

/** The event loop's stalls while `during` runs. */
export async function measureStalls(during: () => Promise<unknown>): Promise<LoopStalls> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let last = threadCpuMs();
  let heldMs = 0;
  const tick = () => {
    const now = threadCpuMs();
    heldMs = Math.max(heldMs, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  histogram.enable();
  const started = performance.now();
  try {
    await during();
    // A loop blocked until the end is only recorded by the histogram once its timer runs again.
    await new Promise((resolve) => setTimeout(resolve, 25));
  } finally {
    histogram.disable();
    clearInterval(timer);
    tick();
  }
  return {
    maxMs: histogram.max / 1e6,
    p99Ms: histogram.percentile(99) / 1e6,
    heldMs,
    elapsedMs: performance.now() - started - 25,
  };
}

export const describeStalls = (stalls: LoopStalls) =>
  `worst ${stalls.maxMs.toFixed(1)} ms, p99 ${stalls.p99Ms.toFixed(1)} ms, longest CPU hold ${stalls.heldMs.toFixed(1)} ms (${stalls.elapsedMs.toFixed(0)} ms)`;
