import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./page-checks";
import { appRoutes } from "./app-routes";

for (const route of appRoutes) {
  test(`${route.path} renders and has no serious accessibility violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("img", { name: "Dugout" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test("an unknown page shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("the API documentation is browsable", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.locator("#swagger-ui")).toBeVisible();
});
