import pino from "pino";
import { DataDirLockedError, runSeeds } from "@dugout/db";
import { buildApp } from "./app";
import { openDatabase } from "./boot";
import { ConfigError, loadConfig } from "./config";
import { moduleSeedSteps } from "./modules";
import { productionWarnings } from "./production-config";
import { newCommandToken, removeRuntimeInfo, writeRuntimeInfo } from "./runtime-file";
import { signInHelp } from "./sign-in-help";
import { appVersion } from "./version";

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  if (embedded) config.commandToken = newCommandToken();

  // The app's logger does not exist yet: the database's background errors get one of the same level.
  const database = await openDatabase(config, pino({ level: config.LOG_LEVEL }));
  const seed = await runSeeds(database, moduleSeedSteps(config));
  const app = await buildApp({ config, database });
  if (seed.ran.length > 0) app.log.info({ steps: seed.ran }, "seeded demo data");
  for (const warning of productionWarnings(config)) app.log.warn(warning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close();
      if (embedded) removeRuntimeInfo(config.dataDir);
    } finally {
      process.exit(0);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  if (embedded && config.commandToken) {
    writeRuntimeInfo(config.dataDir, { pid: process.pid, port, commandToken: config.commandToken });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `\nDugout ${appVersion} is running at ${config.baseUrl} (ready in ${seconds} s, database: ${database.kind}).`,
  );
  console.log(signInHelp(config, { adminExists: await app.identity.users.adminExists() }));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof DataDirLockedError) {
    console.error(`${error.message} Stop that server first, or set DATA_DIR to another folder.`);
  } else console.error(error);
  process.exit(1);
});
