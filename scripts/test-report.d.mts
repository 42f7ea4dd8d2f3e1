/** Passed (flaky ones included), failed and skipped tests of Vitest's and Playwright's JSON reports. */
export function totals(unit: unknown, e2e: unknown): { passed: number; failed: number; skipped: number };
/** One line per failed test: its file, its name and the first line of its error. */
export function failedTests(unit: unknown, e2e: unknown, root?: string): string[];
