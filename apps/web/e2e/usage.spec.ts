import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";
import { expectNoSeriousAxeViolations } from "./page-checks";

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

test("dates in the wrong order are said in words, at both sizes, and nothing is asked of the API", async ({ page }) => {
  await signInByMagicLink(page, "/eugene_data", "rep@example.com");
  await expect(page.getByRole("columnheader", { name: "Response Count" })).toBeVisible();
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/eugene_data/stats")) asked.push(request.url());
  });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.getByLabel("Start Date").fill("2025-03-10");
    await page.getByLabel("End Date").fill("2025-03-01");
    const message = page.getByRole("alert");
    await expect(message).toHaveText("The start date must be on or before the end date.");
    await expect(message).toBeInViewport();
    await expect(page.getByText(/Invalid querystring/)).toHaveCount(0);
    await expect(page.getByLabel("Start Date")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("End Date")).toHaveAccessibleDescription(
      "The start date must be on or before the end date.",
    );
    expect(asked.filter((url) => url.includes("end_date=2025-03-01"))).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    // Put right, the statistics load again.
    await page.getByLabel("End Date").fill("2025-03-31");
    await expect(message).toHaveCount(0);
    await page.getByLabel("End Date").fill("2025-03-01");
  }
  // The API itself still answers a JSON code and message.
  const api = await page.request.get("/api/eugene_data/stats?start_date=2025-03-10&end_date=2025-03-01");
  expect(api.status()).toBe(400);
  expect(((await api.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
});
