import { setTimeout as sleep } from "node:timers/promises";
import { loadConfig } from "./config";
import { installShutdown } from "./shutdown";
import { startApp } from "./start-app";

/**
 * The server as server.ts starts it (the whole app, its shutdown on SIGTERM), plus one route that holds its
 * answer for SLOW_REQUEST_MS: shutdown-in-flight.test.ts keeps a request in flight past the grace with it.
 */
const config = loadConfig();
const { app, database } = await startApp(config);
app.get("/slow", { config: { access: "public" } }, async () => {
  process.stdout.write("slow request started\n");
  await sleep(Number(process.env.SLOW_REQUEST_MS));
  return { finished: true };
});
installShutdown({
  app,
  database,
  graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
  drainSeconds: config.SHUTDOWN_DRAIN_SECONDS,
});
await app.listen({ host: config.HOST, port: config.PORT });
