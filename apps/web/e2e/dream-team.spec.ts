import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";
import { expectNoSeriousAxeViolations, viewports } from "./page-checks";

for (const viewport of viewports) {
  test(`Dream Team folds its debug data away and RAVI's test says in one line that every check passed (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    await signInByMagicLink(page, "/dream_team", "rep@example.com");
    await expect(
      page.getByRole("heading", { level: 1, name: "Dream Team - AI Agent Collection - Coming Soon" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Under Construction" })).toBeVisible();
    // The raw data is kept, folded away: hidden until the disclosure opens.
    const debug = page.getByTestId("dream-team-debug");
    await expect(debug).toBeHidden();
    await page.getByText("Debug data", { exact: true }).click();
    await expect(debug).toContainText('"name": "RAVI"');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("button", { name: "Test RAVI" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "RAVI" })).toBeVisible();
    await expect(page).toHaveURL(/\/dream_team\?view=ravi$/);
    await page.getByRole("button", { name: "Run RAVI test" }).click();
    await expect(page.getByTestId("ravi-summary")).toHaveText(/^All 2 checks passed in \d+ ms\.$/);
    await page.getByText("Debug data", { exact: true }).click();
    const body = JSON.parse((await page.getByTestId("ravi-result").textContent()) ?? "") as {
      data: { ok: boolean; checks: { name: string; ok: boolean; duration_ms: number }[] };
    };
    expect(body.data.ok).toBe(true);
    expect(body.data.checks.map((check) => check.name)).toEqual(["database", "text_generation"]);
    await expect(page.getByText("Data loaded: true")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The view is in the address: reload keeps RAVI, the browser's Back returns to the index.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "RAVI" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Under Construction" })).toBeVisible();
    await page.goForward();
    await page.getByRole("button", { name: /Back/ }).click();
    await expect(page.getByRole("heading", { name: "Under Construction" })).toBeVisible();
    await expect(page).toHaveURL(/\/dream_team$/);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.size.width);
  });
}

test("the Starter Tools hub links to the name generator and has eight inert tiles", async ({ page }) => {
  await signInByMagicLink(page, "/starter_tools", "rep@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "Starter Tools" })).toBeVisible();
  await expect(page.getByText("Coming Soon", { exact: true })).toHaveCount(8);
  await page.getByRole("link", { name: /Business Name Generator/ }).click();
  await expect(page).toHaveURL(/\/starter_tools\/business_name_generator$/);
});
