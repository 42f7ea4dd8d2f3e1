import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { appRoutes, frameMessages } from "@dugout/contracts/pages";
import { activityPagePath } from "@dugout/contracts/pages";
import { signInByMagicLink, uniqueEmail } from "./auth-helpers";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, viewports } from "./page-checks";

// The admin's browser runs in Tokyo: the trail's times must be shown in that zone, not the server's.
test.use({ timezoneId: "Asia/Tokyo" });

const tools = (page: Page) => page.getByRole("navigation", { name: "Tools" });

test("a rep is not offered the Activity page, and opening it by address is refused", async ({ page }) => {
  await signInByMagicLink(page, appRoutes.dreamTeam, "rep@example.com");
  await page.goto("/");
  await expect(tools(page).getByRole("link", { name: "Dream Team" })).toBeAttached();
  await expect(tools(page).getByRole("link", { name: "Activity" })).toHaveCount(0);
  await page.goto(activityPagePath);
  await expect(page.getByRole("alert")).toHaveText("You are not authorized to access this page.");
  await expect(page.getByText(frameMessages.adminsOnly)).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

for (const viewport of viewports) {
  test(`an admin filters the activity by person and action and downloads it as CSV (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setViewportSize(viewport.size);
    await signInByMagicLink(page, appRoutes.dreamTeam, "admin@example.com");
    await page.goto("/users");

    // Something to find: an invitation made on the Users page.
    const email = uniqueEmail(`activity-${viewport.name}`);
    const invite = page.getByRole("form", { name: "Invite someone" });
    await invite.getByLabel("Email").fill(email);
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

    // The admin navigation leads there (on a phone, through the Menu).
    if (viewport.name === "phone")
      await page.getByRole("banner").getByRole("button", { name: frameMessages.menu }).click();
    await tools(page).getByRole("link", { name: "Activity" }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    // Newest first: the admin's own sign-in by link is on the first page.
    const table = page.getByRole("table", { name: "Audit events, newest first" });
    await expect(table.getByRole("rowheader", { name: "Signed in" }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, `/activity (${viewport.name})`);
    await expectNoSeriousAxeViolations(page, `/activity (${viewport.name})`);

    // Filter by keyboard: type a part of the address, choose the action, Enter applies.
    await page.getByLabel("Person", { exact: true }).fill(email.split("@")[0] ?? email);
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Invited" });
    await page.getByLabel("Person", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/activity\?person=.+&action=user\.invited$/);
    const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(email);
    await expect(rows.first()).toContainText("admin@example.com");
    // In the viewer's zone, with its name.
    await expect(rows.first().locator("time")).toContainText("GMT+9");
    await expect(page.getByText("1-1 of 1")).toBeVisible();
    await expectNoSeriousAxeViolations(page, `/activity filtered (${viewport.name})`);

    // A period before anything happened: the empty state.
    await page.getByLabel("From", { exact: true }).fill("2001-01-01");
    await page.getByLabel("To", { exact: true }).fill("2001-01-31");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("No activity matches these filters.")).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(1);

    // The same filters as a CSV download.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("dugout-activity.csv");
    const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
    expect(lines[0]).toBe("at,action,actor,actor_user_id,subject,subject_user_id,ip,user_agent_family,details");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`user.invited,admin@example.com,`);
    expect(lines[1]).toContain(email);
    expect(errors).toEqual([]);
  });
}
