import { expect, test, type Page } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";
import { appRoutes } from "./app-routes";

/**
 * No page may trip the Content-Security-Policy (plugins/security-headers.ts): a violation is either
 * something blocked (a broken feature) or noise that hides a real attack in CSP reports. Every
 * route of the app (the list of smoke.spec.ts), signed out, as a rep and as an admin, with the
 * sign-in itself in between. Violations are caught both as `securitypolicyviolation` events and
 * as Chromium's console messages about the policy.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/** Starts recording CSP violations on every document the page loads from now on. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__dugoutCspViolation", (violation: Violation) => {
    seen.push(`${violation.directive} blocked ${violation.blocked} at ${violation.source} on ${violation.page}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __dugoutCspViolation: (violation: Violation) => void })
        .__dugoutCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || "(inline)",
        source: `${event.sourceFile}:${event.lineNumber}`,
        page: location.pathname,
      });
    });
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** Each route, fully loaded (its lazy chunk, its data, the widget when signed out). */
async function visitEveryRoute(page: Page): Promise<void> {
  // A rep is refused the admins' page: the refusal is that route's page for them.
  const refused = page.getByRole("alert").filter({ hasText: "You are not authorized to access this page." });
  for (const route of appRoutes) {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1, name: route.heading }).or(refused).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
}

test("no page raises a Content-Security-Policy violation, signed out", async ({ page }) => {
  const violations = await recordViolations(page);
  await visitEveryRoute(page);
  expect(violations).toEqual([]);
});

for (const email of ["rep@example.com", "admin@example.com"]) {
  test(`no page raises a Content-Security-Policy violation, signed in as ${email}`, async ({ page }) => {
    const violations = await recordViolations(page);
    await signInByMagicLink(page, "/batting_cage", email);
    await visitEveryRoute(page);
    expect(violations).toEqual([]);
  });
}
