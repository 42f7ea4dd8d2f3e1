import { expect, test } from "@playwright/test";
import { appRoutes } from "@dugout/contracts/pages";
import { signInByMagicLink } from "./auth-helpers";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, viewports } from "./page-checks";

// The coaching loop as the demo data shows it (docs/requirements/batting-cage.md#demo-data): rep@example.com has
// an assignment in progress, Jordan Brooks a met one. The draft panel and the carry-over chart are part B's.

for (const viewport of viewports) {
  test(`the rep sees "Assigned to you" first, with progress, and its scenario chosen (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    await signInByMagicLink(page, appRoutes.battingCage, "rep@example.com");
    const assigned = page.getByRole("region", { name: "Assigned to you" });
    await expect(assigned.getByText("Discovery deep dive")).toBeVisible();
    await expect(assigned.getByText("1 of 3 calls")).toBeVisible();
    await expect(assigned.getByRole("button", { name: "Chosen for the next call" })).toBeVisible();
    // First on the page: the first h2 of the main content.
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText("Assigned to you");
    const panel = page.getByRole("complementary", { name: "Voice Coach Configuration" });
    await expect(panel.getByLabel("Business Name")).toHaveValue("Harbor Dental");
    await expect(page.getByLabel("Scenario", { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page, `practice page (${viewport.name})`);
    await expectNoSeriousAxeViolations(page, `practice page (${viewport.name})`);
  });

  test(`the admin's Scenarios and Assignments show the loop (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    await signInByMagicLink(page, `${appRoutes.battingCage}?section=scenarios`, "admin@example.com");
    await expect(page.getByText("Discovery deep dive")).toBeVisible();
    await expect(page.getByText("Price objection, hard")).toBeVisible();
    await expectNoHorizontalOverflow(page, `Scenarios (${viewport.name})`);
    await expectNoSeriousAxeViolations(page, `Scenarios (${viewport.name})`);

    await page.getByRole("button", { name: "Assignments" }).click();
    const met = page.getByRole("article", { name: "Price objection, hard" });
    await expect(met.getByRole("row", { name: /Jordan Brooks/ }).getByText("Goal met")).toBeVisible();
    const started = page.getByRole("article", { name: "Discovery deep dive" });
    await expect(started.getByRole("row", { name: /Riley Rep/ }).getByText("1 of 3 calls")).toBeVisible();
    await expectNoHorizontalOverflow(page, `Assignments (${viewport.name})`);
    await expectNoSeriousAxeViolations(page, `Assignments (${viewport.name})`);
  });
}
