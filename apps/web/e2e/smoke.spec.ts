import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const routes = [
  { path: "/", heading: "Dugout" },
  { path: "/batting_cage", heading: /Batting Cage/ },
  { path: "/scoring_champ", heading: /Scoring Champ/ },
  { path: "/eugene_data", heading: /Eugene/ },
  { path: "/dream_team", heading: /Dream Team/ },
  { path: "/starter_tools", heading: /Starter Tools/ },
  { path: "/starter_tools/business_name_generator", heading: /Describe your business idea|Business Name Generator/ },
];

for (const route of routes) {
  test(`${route.path} renders and has no serious accessibility violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("img", { name: "Dugout" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
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
