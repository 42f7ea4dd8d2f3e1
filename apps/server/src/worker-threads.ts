import { createRequire } from "node:module";
import { extname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * The worker module `name` beside the calling module, with the caller's own extension: `.ts` when the
 * server runs from source, `.js`/`.mjs` once compiled (the compiled server puts every worker entry next
 * to the bundle that starts it).
 */
export function workerEntry(name: string, callerUrl: string): URL {
  return new URL(`./${name}${extname(fileURLToPath(callerUrl))}`, callerUrl);
}

/**
 * Starts a worker thread on `entry`. A compiled entry runs as is. A TypeScript one needs tsx's loader,
 * which a worker does not inherit on Node 20, so a bootstrap registers it before importing the entry.
 */
export function startWorker(entry: URL, options: Omit<WorkerOptions, "eval"> = {}): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry, options);
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve("tsx/esm/api")
      .replace(/\.cjs$/, ".mjs"),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
