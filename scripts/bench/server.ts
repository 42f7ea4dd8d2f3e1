import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defined } from "@dugout/contracts/defined";
import autocannon from "autocannon";
import { nonDocumentSecurityHeaders, securityHeaders } from "../../apps/server/src/plugins/security-headers";
import { fmt, freePort, percentile, startServer, stop, waitFor, type ServerBuild } from "./_lib";

/**
 * Server start-up on an existing data folder, and /healthz throughput through the whole Fastify
 * stack (security headers, CSRF hook, request ids, logging) against a bare Fastify route (also with the
 * app's headers) and a bare node:http server measured in the same run: the framework overhead ratios.
 */
/** A one-line server on a free port (PORT in the code is replaced), started in its own process. */
async function startBaseline(code: string): Promise<{ url: string; process: ChildProcess }> {
  const basePort = await freePort();
  const child = spawn(process.execPath, ["-e", code.replace("PORT", String(basePort))], {
    stdio: "ignore",
    cwd: fileURLToPath(new URL("../../apps/server/", import.meta.url)),
  });
  const url = `http://127.0.0.1:${basePort}/`;
  await waitFor(url);
  return { url, process: child };
}

/**
 * The CPU time (user + system, all threads) the process has used, in ms (Linux; NaN elsewhere). On 2 cores
 * shared with other work the wall clock stretches with the load; the CPU a start-up needs does not.
 */
function cpuMs(child: ChildProcess): number {
  try {
    // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

/** The process's resident memory (Linux; NaN elsewhere). */
function residentMiB(child: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Pins a process, all its threads, to one CPU (Linux `taskset`). The load generator and the server each get a
 * core of their own: left to the scheduler on two cores they trade places and share one, the server idles
 * while the generator parses, and req/s measures the generator (about 30% of the server's time was idle in a
 * profile) rather than the server. Returns false where pinning is not possible.
 */
function pin(pid: number | undefined, cpus: string): boolean {
  if (pid === undefined || availableParallelism() < 2) return false;
  try {
    execFileSync("taskset", ["--all-tasks", "--pid", "--cpu-list", cpus, String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function throughput(url: string, seconds: number): Promise<{ perSecond: number; total: number }> {
  const result = await autocannon({ url, connections: 50, pipelining: 1, duration: seconds });
  return { perSecond: result.requests.average, total: result.requests.total };
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "dugout-bench-"));
  try {
    const port = await freePort();
    // The server's default log level unless LOG_LEVEL says otherwise: production logs at info.
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_BASE_URL: `http://localhost:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    };
    // First boot initialises the folder (PGlite initdb, migrations, seed); it is not what we measure.
    let server = startServer(env);
    await waitFor(`http://127.0.0.1:${port}/readyz`);
    await stop(server);

    // Compiled (as `npm start` runs it) against the same server from source through tsx, alternating.
    const startups: Record<ServerBuild, { ms: number[]; cpuMs: number[]; rssMiB: number[] }> = {
      compiled: { ms: [], cpuMs: [], rssMiB: [] },
      source: { ms: [], cpuMs: [], rssMiB: [] },
    };
    const startupRounds = 3;
    for (let i = 0; i < startupRounds * 2; i++) {
      const build: ServerBuild = i % 2 === 0 ? "source" : "compiled";
      const started = performance.now();
      server = startServer(env, build);
      await waitFor(`http://127.0.0.1:${port}/readyz`);
      startups[build].ms.push(performance.now() - started);
      startups[build].cpuMs.push(cpuMs(server));
      startups[build].rssMiB.push(residentMiB(server));
      if (i < startupRounds * 2 - 1) await stop(server);
    }
    // The last one started, compiled, answers the throughput part below.
    for (const build of ["compiled", "source"] as const) {
      console.log(
        `start-up on an existing data folder (spawn to /readyz green), ${build === "compiled" ? "compiled (npm start)" : "from source through tsx (baseline)"}: ${startups[build].ms.map((ms) => fmt(ms, 0)).join(", ")} ms; CPU used by then ${startups[build].cpuMs.map((ms) => fmt(ms, 0)).join(", ")} ms; memory at ready ${startups[build].rssMiB.map((mib) => fmt(mib, 0)).join(", ")} MiB`,
      );
    }

    // Baselines in the same run: a bare node:http server and a bare Fastify route answering the same
    // body. Throughput on a shared machine drifts by 2x between consecutive runs, so the three are
    // measured in alternating 1-second slices, the order rotated every round, and each ratio is the
    // median of the per-round ratios.
    const bareHttp = await startBaseline(
      `require("node:http").createServer((q,s)=>{s.writeHead(200,{"content-type":"application/json"});s.end('{"status":"ok"}')}).listen(PORT,"127.0.0.1")`,
    );
    const bareFastify = await startBaseline(
      `const f=require("fastify")({logger:false});f.get("/",async()=>({status:"ok"}));f.listen({port:PORT,host:"127.0.0.1"})`,
    );
    // The same bare route sending the headers the app sends on /healthz (the set for answers that are not
    // pages) and Cache-Control: what those bytes cost (the server writes them, the client parses them) apart
    // from the framework.
    const headers = JSON.stringify({
      ...nonDocumentSecurityHeaders(securityHeaders().http),
      "cache-control": "no-store",
    });
    const headedFastify = await startBaseline(
      `const h=${headers};const f=require("fastify")({logger:false});f.addHook("onRequest",(q,r,d)=>{r.headers(h);d()});f.get("/",async()=>({status:"ok"}));f.listen({port:PORT,host:"127.0.0.1"})`,
    );
    // The servers on CPU 1, this process (autocannon runs in it) on CPU 0.
    const pinned =
      [server, bareHttp.process, bareFastify.process, headedFastify.process].every((child) => pin(child.pid, "1")) &&
      pin(process.pid, "0");
    const targets = {
      app: `http://127.0.0.1:${port}/healthz`,
      fastify: bareFastify.url,
      headed: headedFastify.url,
      http: bareHttp.url,
    };
    // CPU time per request (cpuMs) is steadier than req/s on the shared machine.
    const processes = {
      app: server,
      fastify: bareFastify.process,
      headed: headedFastify.process,
      http: bareHttp.process,
    };
    for (const url of Object.values(targets)) await throughput(url, 1); // warm-up
    const rounds = 6;
    const perRound: Record<keyof typeof targets, number>[] = [];
    const cpu = Object.fromEntries(Object.keys(targets).map((name) => [name, { ms: 0, requests: 0 }])) as Record<
      keyof typeof targets,
      { ms: number; requests: number }
    >;
    const names = Object.keys(targets) as (keyof typeof targets)[];
    for (let round = 0; round < rounds; round++) {
      const measured = { app: 0, fastify: 0, headed: 0, http: 0 };
      for (let i = 0; i < names.length; i++) {
        const name = defined(names[(i + round) % names.length], "a target");
        const cpuBefore = cpuMs(processes[name]);
        const slice = await throughput(targets[name], 1);
        cpu[name].ms += cpuMs(processes[name]) - cpuBefore;
        cpu[name].requests += slice.total;
        measured[name] = slice.perSecond;
      }
      perRound.push(measured);
    }
    await stop(bareHttp.process);
    await stop(bareFastify.process);
    await stop(headedFastify.process);
    await stop(server);
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    const mean = (name: keyof typeof targets) => median(perRound.map((round) => round[name]));
    console.log(
      `/healthz through the app: ${fmt(mean("app"), 0)} req/s; bare Fastify: ${fmt(mean("fastify"), 0)} req/s; bare Fastify with the app's headers: ${fmt(mean("headed"), 0)} req/s; bare node:http: ${fmt(mean("http"), 0)} req/s (medians)`,
    );
    console.log(
      `framework overhead, app / bare Fastify: ${fmt(median(perRound.map((r) => r.app / r.fastify)), 2)} (target >= 0.90); app / bare Fastify with the same headers: ${fmt(median(perRound.map((r) => r.app / r.headed)), 2)}; headers alone (bare Fastify with them / without): ${fmt(median(perRound.map((r) => r.headed / r.fastify)), 2)}; app / node:http: ${fmt(median(perRound.map((r) => r.app / r.http)), 2)}; bare Fastify / node:http: ${fmt(median(perRound.map((r) => r.fastify / r.http)), 2)} (${rounds} rounds of 1-second slices, 50 connections, app at LOG_LEVEL=${env.LOG_LEVEL}, ${pinned ? "servers on CPU 1, load generator on CPU 0" : "not pinned to CPUs: taskset or a second CPU is missing"})`,
    );
    const perRequest = (name: keyof typeof targets) => (cpu[name].ms * 1000) / Math.max(1, cpu[name].requests);
    console.log(
      `server CPU per /healthz request (user + system): app ${fmt(perRequest("app"), 1)} µs; bare Fastify ${fmt(perRequest("fastify"), 1)} µs, with the app's headers ${fmt(perRequest("headed"), 1)} µs; bare node:http ${fmt(perRequest("http"), 1)} µs; app / bare Fastify ${fmt(perRequest("fastify") / perRequest("app"), 2)}, / bare Fastify with the headers ${fmt(perRequest("headed") / perRequest("app"), 2)} (as throughput ratios)`,
    );
  } finally {
    pin(process.pid, `0-${availableParallelism() - 1}`); // the benches that follow get every CPU back
    rmSync(dataDir, { recursive: true, force: true });
  }
}
