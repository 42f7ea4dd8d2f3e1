import { lockDataDir } from "../data-dir-lock";

/**
 * Takes the data folder's lock as a server does at boot and says so on stdout. `hold` keeps it
 * until the process is killed; `release` gives it back and exits. data-dir-lock.test.ts runs this
 * as PID 1 of a fresh PID namespace, the usual container case.
 */
const [dataDir, mode] = process.argv.slice(2);
if (!dataDir || (mode !== "hold" && mode !== "release")) {
  console.error("Usage: hold-data-dir-lock.ts <data folder> hold|release");
  process.exit(2);
}
try {
  const lock = lockDataDir(dataDir);
  console.log(`locked as pid ${process.pid}`);
  if (mode === "release") lock.release();
  else setInterval(() => undefined, 60_000);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
