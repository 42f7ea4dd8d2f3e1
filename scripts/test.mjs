// `npm test`: the build, then the unit and API suites (Vitest) and the end-to-end suite (Playwright against the
// built app) side by side, then one closing line with the totals: "N passed, N failed".
// Side by side because neither keeps two cores busy alone (the API tests mostly wait on databases and child
// processes, the browser tests on one page at a time): one after the other, a 2-core machine was half idle.
// Vitest prints as it goes; Playwright's list is kept in test-reports/e2e.log and printed once it is done.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
// Not in test-results/: Playwright empties that folder when it starts.
mkdirSync("test-reports", { recursive: true });

/** Runs a command; its output goes to this terminal, or to `logFile` when given. Resolves to its exit status. */
function run(command, args, logFile) {
  return new Promise((resolve) => {
    const log = logFile ? createWriteStream(logFile) : null;
    const child = spawn(command, args, { stdio: log ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.on("error", () => resolve(1));
    child.on("close", (status) => {
      if (log) log.end(() => resolve(status ?? 1));
      else resolve(status ?? 1);
    });
  });
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
  } catch {
    return undefined;
  }
}

for (const report of ["unit.json", "e2e.json", "e2e.log"]) rmSync(`test-reports/${report}`, { force: true });

const buildStatus = await run(npm, ["run", "build"]);
if (buildStatus !== 0) console.error("The build failed: the end-to-end suite does not run.");
const [unitStatus, e2eStatus] = await Promise.all([
  run(npx, ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-reports/unit.json"]),
  buildStatus === 0 ? run(npx, ["playwright", "test"], "test-reports/e2e.log") : Promise.resolve(1),
]);
if (existsSync("test-reports/e2e.log")) {
  console.log("\nEnd-to-end suite (test-reports/e2e.log):");
  process.stdout.write(readFileSync("test-reports/e2e.log"));
}

const unit = readJson("test-reports/unit.json");
const e2e = readJson("test-reports/e2e.json");
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
// A runner that crashed before reporting still fails the run.
if (failed === 0 && (unitStatus !== 0 || e2eStatus !== 0)) failed = 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus === 0 && e2eStatus === 0 ? 0 : 1);
