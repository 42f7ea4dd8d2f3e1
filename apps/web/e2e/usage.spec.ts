import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";

const pad = (n: number) => String(n).padStart(2, "0");
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test("usage statistics default to the last 30 days and change when the dates change", async ({ page }) => {
  await signInByMagicLink(page, "/eugene_data", "rep@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "Eugene Usage Statistics" })).toBeVisible();
  const today = new Date();
  await expect(page.getByLabel("End Date")).toHaveValue(day(today));
  await expect(page.getByLabel("Start Date")).toHaveValue(
    day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30)),
  );
  const counts = async () => (await page.locator("table tbody tr td:nth-child(2)").allTextContents()).map(Number);
  await expect(page.getByRole("columnheader", { name: "Response Count" })).toBeVisible();
  const before = await counts();
  expect(before.length).toBeGreaterThan(0);
  expect([...before].sort((a, b) => b - a)).toEqual(before);

  const recent = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 3);
  await page.getByLabel("Start Date").fill(day(recent));
  await expect
    .poll(async () => (await counts()).reduce((a, b) => a + b, 0))
    .toBeLessThan(before.reduce((a, b) => a + b, 0));

  await page.getByLabel("Start Date").fill("2000-01-01");
  await page.getByLabel("End Date").fill("2000-01-31");
  await expect(page.getByText("No data available for the selected period.")).toBeVisible();
});
