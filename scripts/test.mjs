// `npm test`: the unit and API suites (Vitest), then the end-to-end suite (Playwright against the
// built app), then one closing line with the totals: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
// Not in test-results/: Playwright empties that folder when it starts.
mkdirSync("test-reports", { recursive: true });

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status ?? 1;
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
  } catch {
    return undefined;
  }
}

rmSync("test-reports/unit.json", { force: true });
rmSync("test-reports/e2e.json", { force: true });

const unitStatus = run(npx, [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-reports/unit.json",
]);
const buildStatus = run(npm, ["run", "build"]);
const e2eStatus = buildStatus === 0 ? run(npx, ["playwright", "test"]) : 1;

const unit = readJson("test-reports/unit.json");
const e2e = readJson("test-reports/e2e.json");
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
// A runner that crashed before reporting still fails the run.
if (failed === 0 && (unitStatus !== 0 || e2eStatus !== 0)) failed = 1;
if (buildStatus !== 0) console.error("The build failed: the end-to-end suite did not run.");

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus === 0 && e2eStatus === 0 ? 0 : 1);
