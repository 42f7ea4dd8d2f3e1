import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * An operator command (`npm run user -- …`, `npm run calls:import -- …`) against this worker's e2e server's
 * database: on PostgreSQL directly; on the embedded database the server owns the data folder, so the command is
 * handed to it. Returns what the command printed; throws with its errors.
 */
export function operatorCommand(...args: string[]): string {
  const result = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/main.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: process.env.DUGOUT_E2E_DATABASE_URL ?? "",
      DATA_DIR: process.env.DUGOUT_E2E_DATA_DIR ?? "",
      APP_BASE_URL: process.env.DUGOUT_E2E_BASE_URL ?? "",
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
    },
  });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
}
