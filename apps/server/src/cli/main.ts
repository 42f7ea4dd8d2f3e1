import { chmodSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import pino from "pino";
import { DataDirLockedError } from "@dugout/db";
import { createAuth } from "../auth";
import { openDatabase } from "../boot";
import { CommandUsageError } from "../command";
import { commands, findCommand } from "../commands";
import { ConfigError, loadConfig, type AppConfig } from "../config";
import { createMessaging } from "../integrations/messaging/create-messaging";
import { createJobs } from "../jobs/create-jobs";
import { createReadiness } from "../readiness";
import { createMetrics } from "../metrics/metrics";
import { readRuntimeInfo } from "../runtime-file";
import { restore, restoreUsage } from "./restore";

/** `node --import tsx apps/server/src/cli/main.ts <command> [args]`: see commands.ts. */
async function runLocally(config: AppConfig, name: string, request: { args: string[]; input?: string }) {
  const command = findCommand(name);
  if (!command) throw new CommandUsageError(`Unknown command ${name}.`);
  const log = pino({ level: "warn" });
  const database = await openDatabase(config, log, { migrate: !command.opensAsIs });
  try {
    // Jobs a command sends are worked by the server when it next runs.
    const jobs = createJobs(
      database,
      {
        expireInSeconds: config.JOBS_EXPIRE_SECONDS,
        superviseIntervalSeconds: config.JOBS_SUPERVISE_SECONDS,
        pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
        runWorkers: false,
      },
      log,
    );
    // Counted but never scraped: a command is not a server (its sends still share the app's code).
    const metrics = createMetrics();
    const ctx = {
      config,
      database,
      messaging: createMessaging(config, database.db),
      auth: createAuth({ resolve: async () => null }),
      jobs,
      // A command serves no requests: nothing asks whether it is ready.
      readiness: createReadiness({ jobQueue: () => jobs.ping() }),
      metrics,
    };
    try {
      return await command.run(ctx, request);
    } finally {
      metrics.close();
      await jobs.stop();
    }
  } finally {
    await database.close();
  }
}

async function runInServer(config: AppConfig, name: string, request: { args: string[]; input?: string }) {
  const info = readRuntimeInfo(config.dataDir);
  if (!info) throw new Error(`The data folder ${config.dataDir} is in use, but the server's address is unknown.`);
  const response = await fetch(`http://127.0.0.1:${info.port}/internal/commands/${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${info.commandToken}`, "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as { output?: string; error?: { message: string } };
  if (!response.ok) throw new CommandUsageError(body.error?.message ?? `The server answered ${response.status}.`);
  return body.output ?? "";
}

/** Written aside and renamed, owner-only: a backup holds secrets, and a half-written one must not look whole. */
function writePrivateFile(path: string, bytes: Buffer): void {
  const partial = `${path}.partial`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, path);
}

async function main(argv: string[]): Promise<void> {
  const [name, ...args] = argv;
  if (name === "restore") {
    console.log(await restore(loadConfig(), args[0]));
    return;
  }
  const command = name ? findCommand(name) : undefined;
  if (!command) {
    const usages = [...commands.map((c) => c.usage), restoreUsage];
    console.error(`Usage: npm run <command> -- [args]\nCommands:\n${usages.map((usage) => `  ${usage}`).join("\n")}`);
    process.exit(2);
  }
  const config = loadConfig();
  const request: { args: string[]; input?: string } = { args };
  if (command.readsFile) {
    const path = args[0];
    if (!path) throw new CommandUsageError(`Usage: ${command.usage}`);
    request.input = readFileSync(path, "utf8");
  }
  let output: string;
  try {
    output = await runLocally(config, command.name, request);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    output = await runInServer(config, command.name, request); // the server owns the folder
  }
  if (command.writesFile && args[0]) {
    const path = resolve(args[0]);
    const bytes = Buffer.from(output, "base64");
    writePrivateFile(path, bytes);
    output = command.writesFile(path, bytes.length);
  }
  console.log(output);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CommandUsageError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
