import { ConfigError, loadConfig } from "./config";
import { productionWarnings } from "./production-config";
import { installShutdown } from "./shutdown";
import { newCommandToken, removeRuntimeInfo, writeRuntimeInfo } from "./runtime-file";
import { appVersion } from "./version";

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // Only now the app's modules: a refused configuration is said at once, not after seconds of loading them.
  const [{ default: pino }, { runSeeds }, { buildApp }, { openDatabase }, { moduleSeedSteps }, { signInHelp }] =
    await Promise.all([
      import("pino"),
      import("@dugout/db"),
      import("./app"),
      import("./boot"),
      import("./modules"),
      import("./sign-in-help"),
    ]);
  const embedded = !config.DATABASE_URL;
  if (embedded) config.commandToken = newCommandToken();

  // The app's logger does not exist yet: the database's background errors get one of the same level.
  const database = await openDatabase(config, pino({ level: config.LOG_LEVEL }));
  const seed = await runSeeds(database, moduleSeedSteps(config));
  const app = await buildApp({ config, database });
  if (seed.ran.length > 0) app.log.info({ steps: seed.ran }, "seeded demo data");
  for (const warning of productionWarnings(config)) app.log.warn(warning);

  installShutdown({
    app,
    database,
    graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
    drainSeconds: config.SHUTDOWN_DRAIN_SECONDS,
    ...(embedded ? { afterClose: () => removeRuntimeInfo(config.dataDir) } : {}),
  });

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
  // By name: the database package is loaded only once the configuration is accepted.
  else if (error instanceof Error && error.name === "DataDirLockedError") {
    console.error(`${error.message} Stop that server first, or set DATA_DIR to another folder.`);
  } else console.error(error);
  process.exit(1);
});
