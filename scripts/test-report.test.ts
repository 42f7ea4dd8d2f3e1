import { describe, expect, it } from "vitest";
import { failedTests, totals } from "./test-report.mjs";

// The shapes of Vitest's JSON reporter (one entry per file) and Playwright's (suites nesting specs).
const unit = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 0,
  testResults: [
    {
      name: "/repo/apps/server/src/jobs/create-jobs.test.ts",
      status: "failed",
      message: "",
      assertionResults: [
        { fullName: "job queue runs a job", status: "passed", failureMessages: [] },
        {
          fullName: "job queue calls onFailed once",
          status: "failed",
          failureMessages: [
            "\n\u001b[31mError: timed out waiting for the failure\u001b[39m\n    at waitFor (x.ts:22:38)",
          ],
        },
      ],
    },
    {
      name: "/repo/apps/server/src/broken.test.ts",
      status: "failed",
      message: "Failed to load url ./missing (resolved id: ./missing)",
      assertionResults: [],
    },
    { name: "/repo/scripts/ok.test.ts", status: "passed", message: "", assertionResults: [] },
  ],
};

const e2e = {
  stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 1 },
  suites: [
    {
      title: "scoring.spec.ts",
      specs: [],
      suites: [
        {
          title: "Scoring Champ",
          specs: [
            {
              title: "opens a call from the list",
              ok: false,
              file: "scoring.spec.ts",
              line: 12,
              tests: [
                {
                  results: [
                    { status: "failed", error: { message: "Error: first try" } },
                    {
                      status: "failed",
                      error: { message: "Error: expect(locator).toBeFocused() failed\n\nLocator: x" },
                    },
                  ],
                },
              ],
            },
            {
              title: "filters",
              ok: true,
              file: "scoring.spec.ts",
              line: 40,
              tests: [{ results: [{ status: "passed" }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe("the closing lines of npm test", () => {
  it("count both suites: a flaky test passed, a skipped or todo one neither", () => {
    expect(totals(unit, e2e)).toEqual({ passed: 9, failed: 2, skipped: 3 });
    expect(totals(undefined, undefined)).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it("name each failed test with its file and the first line of its last error, without colours", () => {
    expect(failedTests(unit, e2e, "/repo")).toEqual([
      "apps/server/src/jobs/create-jobs.test.ts › job queue calls onFailed once: Error: timed out waiting for the failure",
      "apps/server/src/broken.test.ts: Failed to load url ./missing (resolved id: ./missing)",
      "scoring.spec.ts:12 › opens a call from the list: Error: expect(locator).toBeFocused() failed",
    ]);
  });

  it("name nothing when nothing failed or no report was written", () => {
    expect(failedTests({ testResults: [unit.testResults[2]] }, { suites: [] })).toEqual([]);
    expect(failedTests(undefined, undefined)).toEqual([]);
  });
});
