import type { E2eServer } from "./global-setup";

/**
 * Points this Playwright worker at its own app server: global-setup.ts starts one per worker and lists them
 * in DUGOUT_E2E_SERVERS; the worker's TEST_PARALLEL_INDEX (0 to workers - 1, kept by a retry's new worker)
 * picks one. The specs and the config read DUGOUT_E2E_BASE_URL, DUGOUT_E2E_DATA_DIR and DUGOUT_E2E_DATABASE_URL.
 * Playwright loads the config again in each worker after the global setup, which is when this runs with the list set.
 */
export function useWorkerServer(): void {
  const servers = JSON.parse(process.env.DUGOUT_E2E_SERVERS ?? "[]") as E2eServer[];
  const server = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
  if (!server) return;
  process.env.DUGOUT_E2E_BASE_URL = server.baseUrl;
  process.env.DUGOUT_E2E_DATA_DIR = server.dataDir;
  process.env.DUGOUT_E2E_DATABASE_URL = server.databaseUrl;
}
