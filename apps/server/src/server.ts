import { loadConfig } from "./config";
import { productionWarnings } from "./production-config";
import { installShutdown } from "./shutdown";
import { newCommandToken, removeRuntimeInfo, writeRuntimeInfo } from "./runtime-file";
import { appVersion } from "./version";

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // Only now the app's modules: a refused configuration is said at once, not after seconds of loading them.
  const [{ startApp }, { signInHelp }] = await Promise.all([import("./start-app"), import("./sign-in-help")]);
  const embedded = !config.DATABASE_URL;
  if (embedded) config.commandToken = newCommandToken();

  const { app, database } = await startApp(config);
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
  const readySeconds = (performance.now() - started) / 1000;
  // A JSON line whatever LOG_LEVEL says, and text too on a terminal (startup-log.ts).
  const { logBanner, startupLogger } = await import("./startup-log");
  const help = signInHelp(config, { adminExists: await app.identity.users.adminExists() });
  logBanner(startupLogger(), {
    version: appVersion,
    url: config.baseUrl,
    readySeconds,
    database: database.kind,
    signInHelp: help,
  });
}

main().catch(async (error: unknown) => {
  // One JSON line (startup-log.ts), loaded only now: a refused configuration is said without loading the app.
  const { logCrash, startupLogger } = await import("./startup-log");
  logCrash(startupLogger(), error);
  process.exit(1);
});
