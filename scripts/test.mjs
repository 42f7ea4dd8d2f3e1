// `npm test`: the unit and API suites (Vitest), then the end-to-end suite (Playwright against the
// built app), then the failed tests by name and one closing line with the totals: "N passed, N failed".
// The names come last because a CI log is often read from its tail only.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { failedTests, totals } from "./test-report.mjs";

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
const { passed, failed: reportedFailures, skipped } = totals(unit, e2e);
// A runner that crashed before reporting still fails the run.
const failed = reportedFailures === 0 && (unitStatus !== 0 || e2eStatus !== 0) ? 1 : reportedFailures;
if (buildStatus !== 0) console.error("The build failed: the end-to-end suite did not run.");

const failures = failedTests(unit, e2e);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus === 0 && e2eStatus === 0 ? 0 : 1);
