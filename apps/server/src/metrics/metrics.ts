import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { observeRuntime } from "./runtime";

/** The outside services whose calls are timed (docs/observability.md lists them). */
export type OutsideService = "openai" | "twilio" | "gong" | "smtp";
/** ok: answered 2xx/3xx; refused: answered 4xx/5xx; failed: no answer (network, timeout). */
type OutsideOutcome = "ok" | "refused" | "failed";

/** Seconds: a request, a job or an outside call; the long end covers image generation and Gong pages. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** A value read from somewhere else (the database, the job queue) each time Prometheus scrapes. */
type Reading<Label extends string> = () => Promise<{ labels: Partial<Record<Label, string>>; value: number }[]>;

/**
 * Every instrument the app records, created per app with a registry of its own (two apps in one test
 * process never share a counter). Call sites use the named instruments: `metrics.sends.inc({...})`.
 * Label values are always from fixed lists or route patterns, never raw URLs, addresses or ids.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const readings = new Map<string, Reading<string>>();

  /** A gauge whose value is read at scrape time; a failed reading keeps the last value (the scrape still answers). */
  const readGauge = <Label extends string>(name: string, help: string, labelNames: Label[]) => {
    const gauge: Gauge<Label> = new Gauge<Label>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const read = readings.get(name);
        if (!read) return;
        const values = await read().catch(() => undefined);
        if (!values) return;
        gauge.reset();
        for (const { labels, value } of values) gauge.set(labels, value);
      },
    });
    return (read: Reading<Label>) => void readings.set(name, read);
  };

  const outsideCalls = new Histogram<"service" | "outcome">({
    name: "dugout_outside_call_duration_seconds",
    help: "Calls to outside services (OpenAI, Twilio, Gong, SMTP) by outcome: ok, refused (4xx/5xx) or failed (no answer).",
    labelNames: ["service", "outcome"],
    buckets: durationBuckets,
    registers,
  });

  const metrics = {
    registry,
    httpRequests: new Histogram<"method" | "route" | "status">({
      name: "dugout_http_request_duration_seconds",
      help: "HTTP requests by method, route pattern (unmatched: no route) and status code.",
      labelNames: ["method", "route", "status"],
      buckets: durationBuckets,
      registers,
    }),
    signInAttempts: new Counter<"method" | "outcome">({
      name: "dugout_sign_in_attempts_total",
      help: "Sign-in attempts by method and outcome: success, failure, or limited (refused by a limit or lock).",
      labelNames: ["method", "outcome"],
      registers,
    }),
    sends: new Counter<"channel" | "outcome">({
      name: "dugout_messages_sent_total",
      help: "Messages handed to a transport by channel (email, sms, whatsapp) and outcome (sent, failed).",
      labelNames: ["channel", "outcome"],
      registers,
    }),
    rateLimitRefusals: new Counter<"limit">({
      name: "dugout_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by limit (route:<METHOD> <pattern>, or the identity limit's name).",
      labelNames: ["limit"],
      registers,
    }),
    jobRuns: new Histogram<"queue" | "outcome">({
      name: "dugout_job_run_duration_seconds",
      help: "Job attempts by queue and outcome (completed, failed), how long the handler ran.",
      labelNames: ["queue", "outcome"],
      buckets: durationBuckets,
      registers,
    }),
    jobWaits: new Histogram<"queue">({
      name: "dugout_job_wait_seconds",
      help: "How long a job attempt waited from when it was due until a worker started it, by queue.",
      labelNames: ["queue"],
      buckets: durationBuckets,
      registers,
    }),
    jobsFailed: new Counter<"queue">({
      name: "dugout_jobs_failed_total",
      help: "Jobs that failed for good (retries exhausted), by queue.",
      labelNames: ["queue"],
      registers,
    }),
    practiceCallsEnded: new Counter<"reason">({
      name: "dugout_practice_calls_ended_total",
      help: "Practice calls ended, by reason: ended (by the rep) or abandoned (closed by the server).",
      labelNames: ["reason"],
      registers,
    }),
    outsideCalls,
    simulatorAudioLateness: new Histogram({
      name: "dugout_realtime_sim_audio_lateness_seconds",
      help: "How late each 20 ms frame of the voice simulator's customer left this instance, against its slot.",
      buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.04, 0.08, 0.16, 0.5, 1, 2.5],
      registers,
    }),
    /** The voice simulator's calls whose media this instance carries (REALTIME_SIM_MAX_CALLS caps them). */
    readSimulatorCallsHosted: readGauge(
      "dugout_realtime_sim_calls_hosted",
      "Voice simulator calls whose media this instance carries.",
      [],
    ),
    /** Job queue depth per queue and state (ready, deferred, active), read from the queue at each scrape. */
    readJobQueueDepth: readGauge(
      "dugout_job_queue_depth",
      "Jobs per queue and state: ready (due, waiting for a worker), deferred (due later), active.",
      ["queue", "state"],
    ),
    /** Practice calls in progress (all instances: read from the database at each scrape). */
    readPracticeCallsActive: readGauge("dugout_practice_calls_active", "Practice calls in progress.", []),
    /** Times a call to an outside service and counts its outcome; the call's own result or error passes through. */
    async timeOutsideCall<T>(service: OutsideService, call: () => Promise<T>): Promise<T> {
      const end = outsideCalls.startTimer({ service });
      try {
        const result = await call();
        end({ outcome: "ok" });
        return result;
      } catch (error) {
        end({ outcome: "failed" satisfies OutsideOutcome });
        throw error;
      }
    },
    /** A fetch that times each call to `service` (its answer's status decides ok or refused). */
    outsideFetch(service: OutsideService, base: typeof fetch = fetch): typeof fetch {
      return async (input, init) => {
        const end = outsideCalls.startTimer({ service });
        let response: Response;
        try {
          response = await base(input, init);
        } catch (error) {
          end({ outcome: "failed" });
          throw error;
        }
        const outcome: OutsideOutcome = response.status < 400 ? "ok" : "refused";
        end({ outcome });
        return response;
      };
    },
    /** Stops what samples in the background (the event-loop monitor). */
    close: () => runtime.stop(),
  };
  const runtime = observeRuntime(registry);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
