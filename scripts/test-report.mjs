// What `npm test` says at its end, read from the two runners' JSON reports (Vitest's and Playwright's). The
// failed tests are named there, one line each, because a CI log is often read from its tail only.

/** Passed (flaky ones included: they passed on a retry), failed and skipped tests of both suites. */
export function totals(unit, e2e) {
  return {
    passed: (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0),
    failed: (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0),
    skipped: (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0),
  };
}

/** One line per failed test: its file, its name and the first line of its error. */
export function failedTests(unit, e2e, root = process.cwd()) {
  return [...unitFailures(unit, root), ...e2eFailures(e2e)];
}

/** Vitest: a failed file without a failed test is one that could not load, or whose hooks failed. */
function unitFailures(report, root) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const path = relativeTo(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) lines.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === "failed") lines.push(`${path}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** Playwright: suites nest (file, describe); a spec that is not ok failed on its last retry. */
function e2eFailures(report) {
  const lines = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const results = (spec.tests ?? []).flatMap((test) => test.results ?? []);
      const error = results.findLast((result) => result.error)?.error;
      lines.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return lines;
}

function relativeTo(root, path) {
  return String(path).startsWith(`${root}/`) ? String(path).slice(root.length + 1) : String(path);
}

/** The first non-empty line of a message, without terminal colours, cut to fit one log line. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex -- the escape character starts a terminal colour code
  const plain = String(message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  const line = plain.split("\n").find((text) => text.trim()) ?? "(no message)";
  return line.trim().slice(0, 200);
}
