import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { fmt, freePort, startServer, stop, waitFor } from "./_lib";

/**
 * Server start-up on an existing data folder, and /healthz throughput through the whole Fastify
 * stack (helmet, CSRF hook, request ids, logging) against a bare node:http server measured in the
 * same run: the framework overhead ratio.
 */
async function throughput(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 50, pipelining: 1, duration: seconds });
  return result.requests.average;
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "dugout-bench-"));
  try {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, APP_BASE_URL: `http://localhost:${port}` };
    // First boot initialises the folder (PGlite initdb, migrations, seed); it is not what we measure.
    let server = startServer(env);
    await waitFor(`http://127.0.0.1:${port}/readyz`);
    await stop(server);

    const startups: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      server = startServer(env);
      await waitFor(`http://127.0.0.1:${port}/readyz`);
      startups.push(performance.now() - started);
      if (i < 2) await stop(server);
    }
    console.log(
      `start-up on an existing data folder (spawn to /readyz green): ${startups.map((ms) => fmt(ms, 0)).join(", ")} ms`,
    );

    const barePort = await freePort();
    const bare = spawn(
      process.execPath,
      [
        "-e",
        `require("node:http").createServer((q,s)=>{s.writeHead(200,{"content-type":"application/json"});s.end('{"status":"ok"}')}).listen(${barePort},"127.0.0.1")`,
      ],
      { stdio: "ignore" },
    );
    await waitFor(`http://127.0.0.1:${barePort}/`);
    const seconds = 5;
    await throughput(`http://127.0.0.1:${port}/healthz`, 1); // warm-up
    const app = await throughput(`http://127.0.0.1:${port}/healthz`, seconds);
    const baseline = await throughput(`http://127.0.0.1:${barePort}/`, seconds);
    await stop(bare);
    await stop(server);
    console.log(`/healthz through the app: ${fmt(app, 0)} req/s; bare node:http: ${fmt(baseline, 0)} req/s`);
    console.log(
      `framework overhead ratio (app / bare): ${fmt(app / baseline, 2)} (50 connections, ${seconds} s each, same machine)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
