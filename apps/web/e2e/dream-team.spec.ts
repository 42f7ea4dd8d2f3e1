import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";

test("Dream Team shows its debug data and RAVI's test prints real JSON", async ({ page }) => {
  await signInByMagicLink(page, "/dream_team", "rep@example.com");
  await expect(
    page.getByRole("heading", { level: 1, name: "Dream Team - AI Agent Collection - Coming Soon" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Under Construction" })).toBeVisible();
  await expect(page.getByTestId("dream-team-debug")).toContainText('"name": "RAVI"');

  await page.getByRole("button", { name: "Test RAVI" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "RAVI" })).toBeVisible();
  await expect(page.getByText("Data loaded: true")).toBeVisible();
  await page.getByRole("button", { name: "Run RAVI test" }).click();
  const result = page.getByTestId("ravi-result");
  await expect(result).toBeVisible();
  const body = JSON.parse((await result.textContent()) ?? "") as {
    data: { ok: boolean; checks: { name: string; ok: boolean; duration_ms: number }[] };
  };
  expect(body.data.ok).toBe(true);
  expect(body.data.checks.map((check) => check.name)).toEqual(["database", "text_generation"]);
  for (const check of body.data.checks) expect(check.duration_ms).toBeGreaterThanOrEqual(0);

  await page.getByRole("button", { name: /Back/ }).click();
  await expect(page.getByRole("heading", { name: "Under Construction" })).toBeVisible();
});

test("the Starter Tools hub links to the name generator and has eight inert tiles", async ({ page }) => {
  await signInByMagicLink(page, "/starter_tools", "rep@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "Starter Tools" })).toBeVisible();
  await expect(page.getByText("Coming Soon", { exact: true })).toHaveCount(8);
  await page.getByRole("link", { name: /Business Name Generator/ }).click();
  await expect(page).toHaveURL(/\/starter_tools\/business_name_generator$/);
});
