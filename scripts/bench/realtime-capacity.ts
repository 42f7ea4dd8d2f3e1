// Voice simulator capacity (issue 27 item 2; ADR 0038): how many simulated practice calls one instance
// holds before a call degrades, and what two instances behind a round-robin proxy hold, in the same run.
// Browser-free: each call's "browser" is a werift peer in this process that does what the batting cage's
// page does: POST /create_session, the SDP offer, the microphone (an Opus frame every 20 ms), a typed turn
// every 8 s (the customer answers aloud: speech synthesis and 20 ms frames), an autosave PATCH every 5 s.
// The calls are added in steps; each step holds its calls for `holdMs` and prints: calls held, server CPU
// per call (the server processes' own CPU time, /proc), the customer's audio frame lateness p99 (the
// servers' dugout_realtime_sim_audio_lateness_seconds histogram, so a bucket's upper bound), the autosave
// p99, and the setup time of the step's new calls. A step degrades when a call fails to connect or drops,
// an autosave fails, or the lateness p99 passes 20 ms; the previous step is the figure.
// Needs PostgreSQL (TEST_DATABASE_URL or the local default). The load generator shares the machine.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { RtpHeader, RtpPacket, serializeAudioLevelIndication } from "werift";
import { createDb } from "@dugout/db";
import { startRoundRobinProxy } from "../../apps/server/src/test/round-robin-proxy";
import { benchRepHeaders, fmt, freePort, percentile, startServer, stop, waitFor } from "./_lib";
import { openCall, roomNoiseFrame, type Call } from "./_realtime-calls";
import { cpuSeconds, idleTimerLateness, latenessBuckets, latenessP99, metricsToken } from "./_realtime-measures";

const steps = (process.env.BENCH_CAPACITY_STEPS ?? "10,25,50,75,100,130,160,200,250,300").split(",").map(Number);
const holdMs = Number(process.env.BENCH_CAPACITY_HOLD_MS ?? 15_000);
const latenessLimitMs = 20;
const turnEveryMs = 8000;
const autosaveEveryMs = 5000;
/** BENCH_CAPACITY_TALK=off: no typed turns, so the customers stay silent (the cost of a call's microphone alone). */
const talking = process.env.BENCH_CAPACITY_TALK !== "off";

interface Instance {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Runs the ramp against `front` (one instance, or the proxy before two) and answers the most calls held. */
async function ramp(
  label: string,
  front: string,
  instances: Instance[],
  headers: Record<string, string>,
): Promise<number> {
  const calls: Call[] = [];
  const noise = roomNoiseFrame();
  const autosaveTimes: number[] = [];
  let autosaveFailures = 0;
  let finished = false;
  const noteAutosaveFailure = (why: string) => {
    if (finished) return; // in flight when the servers stopped
    autosaveFailures += 1;
    if (autosaveFailures === 1) console.log(`  ${label}: an autosave failed: ${why}`);
  };
  // The microphones: one timer for every call, a frame each 20 ms, its loudness in the audio-level header
  // extension as Chromium sends it (when the call offered it).
  const levelPayload = Buffer.from(serializeAudioLevelIndication(Math.min(127, Math.round(-noise.levelDbfs))));
  const microphones = setInterval(() => {
    for (const call of calls) {
      if (call.dropped) continue;
      const header = new RtpHeader({
        payloadType: 111,
        sequenceNumber: call.sequenceNumber,
        timestamp: call.timestamp,
        marker: false,
      });
      if (call.audioLevelId !== null) {
        header.extension = true;
        header.extensions = [{ id: call.audioLevelId, payload: levelPayload }];
      }
      call.mic.writeRtp(new RtpPacket(header, noise.frame));
      call.sequenceNumber = (call.sequenceNumber + 1) & 0xffff;
      call.timestamp = (call.timestamp + 960) >>> 0;
    }
  }, 20);

  // Typed turns, spread over the interval so the customers do not all speak at once.
  let turnCursor = 0;
  const talkers = setInterval(() => {
    if (!talking) return;
    const live = calls.filter((call) => !call.dropped);
    const per = Math.ceil(live.length / (turnEveryMs / 250));
    for (let n = 0; n < per && live.length > 0; n += 1) {
      const call = live[turnCursor++ % live.length] as Call & {
        channel?: { send(text: string): void; readyState: string };
      };
      if (call.channel?.readyState !== "open") continue;
      call.turns += 1;
      call.channel.send(
        JSON.stringify({
          type: "conversation.item.create",
          item: {
            type: "message",
            role: "user",
            content: [{ type: "input_text", text: `How many employees do you have? Turn ${call.turns}.` }],
          },
        }),
      );
      call.channel.send(JSON.stringify({ type: "response.create" }));
    }
  }, 250);
  // Autosave, spread the same way: each call PATCHes one new line about every 5 s.
  let saveCursor = 0;
  const savers = setInterval(() => {
    const live = calls.filter((call) => !call.dropped);
    const per = Math.ceil(live.length / (autosaveEveryMs / 250));
    for (let n = 0; n < per && live.length > 0; n += 1) {
      const call = live[saveCursor++ % live.length] as Call & { saving?: boolean };
      // As the page does: the next save only once the previous one answered.
      if (call.saving) continue;
      call.saving = true;
      const started = performance.now();
      const body = {
        append: { from_index: call.saved, entries: [{ role: "user", text: `Line ${call.saved + 1} of the call.` }] },
      };
      call.saved += 1;
      fetch(`${front}/batting_cage_conversations/${call.conversationId}`, {
        method: "PATCH",
        headers: { ...headers, "x-forwarded-for": "10.250.0.1" },
        body: JSON.stringify(body),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) autosaveTimes.push(performance.now() - started);
          else noteAutosaveFailure(`HTTP ${response.status}`);
        })
        .catch((error: unknown) => noteAutosaveFailure((error as Error).message))
        .finally(() => {
          call.saving = false;
        });
    }
  }, 250);

  let best = 0;
  try {
    for (const target of steps) {
      const setupStarted = performance.now();
      const setupTimes: number[] = [];
      let failedToConnect = 0;
      // Five at a time, as reps arriving over a few seconds.
      const wanted = target - calls.length;
      for (let index = 0; index < wanted; index += 5) {
        await Promise.all(
          Array.from({ length: Math.min(5, wanted - index) }, async () => {
            const started = performance.now();
            try {
              calls.push(await openCall(front, headers));
              setupTimes.push(performance.now() - started);
            } catch (error) {
              failedToConnect += 1;
              if (failedToConnect === 1)
                console.log(`  ${label}: a call failed to connect: ${(error as Error).message}`);
            }
          }),
        );
      }
      const setupSeconds = (performance.now() - setupStarted) / 1000;
      autosaveTimes.length = 0;
      autosaveFailures = 0;
      const droppedBefore = calls.filter((call) => call.dropped).length;
      const cpuBefore = instances.map((instance) => cpuSeconds(instance.pid));
      const mainBefore = instances.map((instance) => cpuSeconds(instance.pid, true));
      const benchCpuBefore = process.cpuUsage();
      const bucketsBefore = await Promise.all(instances.map(latenessBuckets));
      const heldFrom = performance.now();
      const baseline = idleTimerLateness(holdMs);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      const idleP99 = await baseline;
      const heldSeconds = (performance.now() - heldFrom) / 1000;
      const bucketsAfter = await Promise.all(instances.map(latenessBuckets));
      const serverCpu = instances.reduce(
        (sum, instance, index) => sum + cpuSeconds(instance.pid) - (cpuBefore[index] ?? 0),
        0,
      );
      const mainThreadCpu = instances.reduce(
        (sum, instance, index) => sum + cpuSeconds(instance.pid, true) - (mainBefore[index] ?? 0),
        0,
      );
      const benchCpu = process.cpuUsage(benchCpuBefore);
      const held = calls.filter((call) => !call.dropped).length;
      const dropped = calls.filter((call) => call.dropped).length - droppedBefore;
      const lateness = latenessP99(bucketsBefore, bucketsAfter);
      const sortedSaves = [...autosaveTimes].sort((a, b) => a - b);
      const cpuPerCall = held === 0 ? 0 : (serverCpu / heldSeconds / held) * 100;
      // Late beyond the target, and beyond what the machine alone makes an idle timer wait (its bucket's bound or more).
      const tooLate = lateness.p99Ms > latenessLimitMs && lateness.p99Ms > 2 * Math.max(idleP99, 1);
      const degraded = failedToConnect > 0 || dropped > 0 || autosaveFailures > 0 || tooLate || held < target;
      console.log(
        `  ${label}: ${held}/${target} calls held; server CPU ${fmt((serverCpu / heldSeconds) * 100)}% of a core ` +
          `(${fmt(cpuPerCall, 2)}% per call, ${fmt((mainThreadCpu / Math.max(serverCpu, 0.001)) * 100, 0)}% of it on the event loop); load generator CPU ${fmt(((benchCpu.user + benchCpu.system) / 1e6 / heldSeconds) * 100)}%; ` +
          (lateness.frames === 0
            ? "no customer audio; "
            : `frame lateness p99 ${lateness.p99Ms === Number.POSITIVE_INFINITY ? "> 2,500" : `<= ${fmt(lateness.p99Ms, 0)}`} ms over ${lateness.frames} frames ` +
              `(an idle process's 20 ms timer meanwhile: p99 ${fmt(idleP99, 0)} ms); `) +
          `autosave p99 ${fmt(percentile(sortedSaves, 99), 0)} ms (${sortedSaves.length} saves, ${autosaveFailures} failed); ` +
          `new calls set up in ${fmt(setupSeconds)} s (p50 ${fmt(
            percentile(
              [...setupTimes].sort((a, b) => a - b),
              50,
            ),
            0,
          )} ms)` +
          (failedToConnect || dropped ? `; ${failedToConnect} failed to connect, ${dropped} dropped` : "") +
          (degraded ? "  <- degraded" : ""),
      );
      if (degraded) break;
      best = held;
    }
  } finally {
    finished = true;
    clearInterval(microphones);
    clearInterval(talkers);
    clearInterval(savers);
    await Promise.all(calls.map((call) => call.pc.close().catch(() => undefined)));
  }
  return best;
}

/** A production server on the bench database; `origin` is what browsers open (its own address, or the proxy's). */
async function startInstance(url: string, dataDir: string, origin: string | null, udpPorts: string): Promise<Instance> {
  const port = await freePort();
  origin ??= `http://localhost:${port}`;
  const child = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    APP_BASE_URL: origin,
    TRUST_PROXY: "true",
    METRICS_TOKEN: metricsToken,
    REALTIME_SIM_MAX_CALLS: "10000",
    REALTIME_SIM_UDP_PORTS: udpPorts,
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => stop(child) };
}

export async function run(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `dugout_bench_rtc_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "dugout-bench-rtc-"));
  const instances: Instance[] = [];
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(
    `${cpus().length} cores, load average ${load()} at the start; each step holds its calls ${holdMs / 1000} s`,
  );
  try {
    const migrated = await createDb({ url: url.toString(), poolSize: 1 });
    await migrated.migrate();
    await migrated.close();

    // One instance, the calls sent straight to it.
    const one = await startInstance(url.toString(), dataDir, null, "21000-21999");
    instances.push(one);
    const oneHeaders = (await benchRepHeaders(url.toString(), one.url.replace("127.0.0.1", "localhost"))).headers;
    const single = await ramp("one instance", one.url, [one], oneHeaders);
    await one.stop();
    instances.length = 0;
    console.log(`load average ${load()}`);

    // Two instances on the same database, behind a round-robin proxy.
    const upstreams: string[] = [];
    const proxy = await startRoundRobinProxy(upstreams);
    try {
      const a = await startInstance(url.toString(), dataDir, proxy.url, "23000-23999");
      const b = await startInstance(url.toString(), dataDir, proxy.url, "25000-25999");
      instances.push(a, b);
      upstreams.push(a.url, b.url);
      const twoHeaders = (await benchRepHeaders(url.toString(), proxy.url)).headers;
      const double = await ramp("two instances", proxy.url, [a, b], twoHeaders);
      console.log(
        `calls held without degrading: one instance ${single}, two instances ${double}: ${fmt(single === 0 ? 0 : double / single, 2)}x ` +
          `(${cpus().length} cores shared by the instances, PostgreSQL and the load generator; load average ${load()})`,
      );
    } finally {
      await proxy.close();
    }
  } finally {
    for (const instance of instances) await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}
