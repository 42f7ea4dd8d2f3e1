import { monitorEventLoopDelay } from "node:perf_hooks";
import { Counter, Gauge, type Registry } from "prom-client";

/**
 * The process's own health: event-loop lag, heap and memory, CPU. Not prom-client's default set: that
 * one starts observers it never stops (a garbage-collection observer and an event-loop monitor per
 * registry), and every test app has a registry. The names are the default set's, so dashboards built
 * for Node.js processes read them.
 */
export function observeRuntime(registry: Registry): { stop(): void } {
  const registers = [registry];
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const lag = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read() / 1e9);
      },
    });
  lag("nodejs_eventloop_lag_p50_seconds", "Event-loop delay, median since the previous scrape.", () =>
    delay.percentile(50),
  );
  lag("nodejs_eventloop_lag_p99_seconds", "Event-loop delay, 99th percentile since the previous scrape.", () =>
    delay.percentile(99),
  );
  new Gauge({
    name: "nodejs_eventloop_lag_max_seconds",
    help: "Event-loop delay, the longest since the previous scrape (the window starts again at each scrape).",
    registers,
    collect() {
      this.set(delay.max / 1e9);
      delay.reset();
    },
  });
  const memory = (name: string, help: string, read: (usage: NodeJS.MemoryUsage) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(process.memoryUsage()));
      },
    });
  memory("nodejs_heap_size_used_bytes", "V8 heap in use.", (usage) => usage.heapUsed);
  memory("nodejs_heap_size_total_bytes", "V8 heap reserved.", (usage) => usage.heapTotal);
  memory("nodejs_external_memory_bytes", "Memory of C++ objects bound to JavaScript ones.", (usage) => usage.external);
  memory("process_resident_memory_bytes", "Resident memory of the process.", (usage) => usage.rss);
  new Counter({
    name: "process_cpu_seconds_total",
    help: "CPU time of the process, user and system.",
    registers,
    collect() {
      const { user, system } = process.cpuUsage();
      this.reset();
      this.inc((user + system) / 1e6);
    },
  });
  return { stop: () => delay.disable() };
}
