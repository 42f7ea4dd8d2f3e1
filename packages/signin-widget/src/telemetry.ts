import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import type { TelemetryEvent } from "@dugout/contracts/signin-widget";

export interface Telemetry {
  log(name: string, details?: TelemetryEvent["details"]): void;
  flush(): Promise<void>;
}

export interface TelemetryOptions {
  send(events: TelemetryEvent[]): Promise<void>;
  batchSize?: number;
  intervalMs?: number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

/**
 * Batches events: a full batch (15) goes at once, anything less after 800 ms. Telemetry must never
 * break sign-in, so a failed send is dropped.
 */
export function createTelemetry(options: TelemetryOptions): Telemetry {
  const batchSize = options.batchSize ?? signinWidgetConstants.telemetryBatchSize;
  const intervalMs = options.intervalMs ?? signinWidgetConstants.telemetryFlushIntervalMs;
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let queue: TelemetryEvent[] = [];
  let timer: unknown;

  const flush = async () => {
    if (timer !== undefined) cancel(timer);
    timer = undefined;
    const pending: Promise<void>[] = [];
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batchSize);
      pending.push(options.send(batch).catch(() => undefined));
    }
    await Promise.all(pending);
  };

  return {
    log(name, details) {
      queue.push({ name, details, timestamp: new Date().toISOString() });
      if (queue.length >= batchSize) void flush();
      else timer ??= schedule(() => void flush(), intervalMs);
    },
    flush,
  };
}
