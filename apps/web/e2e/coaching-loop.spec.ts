import { expect, test, type Page } from "@playwright/test";
import { appRoutes } from "@dugout/contracts/pages";
import { callsProgress } from "@dugout/contracts/practice-scenarios";
import { signInByMagicLink } from "./auth-helpers";
import { repTurns, say } from "./practice-helpers";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, viewports } from "./page-checks";

// The coaching loop as the demo data shows it (docs/requirements/batting-cage.md#demo-data): rep@example.com has
// an assignment in progress, Jordan Brooks a met one. The draft panel and the carry-over chart are part B's.

// An action that cannot find its element fails in 20 s rather than at the loop's 5-minute limit.
test.use({ actionTimeout: 20_000 });

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

/**
 * One typed practice call, through to its score on the card. After a call the rep goes again through the ended
 * call's "Start New Session", which brings the page back.
 */
async function typedCall(page: Page): Promise<void> {
  const again = page.getByRole("dialog").getByRole("button", { name: "Start New Session" });
  if (await again.isVisible()) await again.click();
  await page.getByRole("button", { name: "Start Realtime Session" }).click();
  const hangUp = page.getByRole("button", { name: "Hang up (and save transcript)" });
  await expect(hangUp).toBeVisible({ timeout: 20_000 });
  for (const turn of repTurns) {
    if (!(await hangUp.isVisible())) break; // the customer may close the call itself
    await say(page, turn);
  }
  if (await hangUp.isVisible()) await hangUp.click();
  await expect(page.getByRole("dialog").getByText(/^Total score:/)).toContainText(/\d+ \/ 100/, { timeout: 30_000 });
}

// The whole loop at both sizes; the goal's three calls once, at the desktop size: on the phone one call meets a
// one-call goal, as each further call there would only repeat the first (about a minute of the suite each).
const goalCalls: Record<(typeof viewports)[number]["name"], number> = { desktop: 3, phone: 1 };

for (const viewport of viewports) {
  const calls = goalCalls[viewport.name];
  test(`the whole loop: an admin drafts a scenario from a rep's real calls, edits and assigns it; the rep meets a ${calls}-call goal; the admin sees it met and the chart (${viewport.name})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const name = `Jordan's loop ${viewport.name} ${Date.now().toString(36)}`;
    const rep = "Jordan Brooks";

    // The admin: a draft from Jordan's real calls, edited, then assigned.
    const admin = await (await browser.newContext({ viewport: viewport.size })).newPage();
    await signInByMagicLink(admin, `${appRoutes.battingCage}?section=scenarios`, "admin@example.com");
    await admin.getByRole("button", { name: "New scenario" }).click();
    await admin.getByRole("button", { name: "Draft from a rep's real calls" }).click();
    const repSelect = admin.getByRole("combobox", { name: "Rep", exact: true });
    // Its option reads "Jordan Brooks (email) · N calls": chosen by the name.
    const repOption = await repSelect.evaluate(
      (select: HTMLSelectElement, repName) =>
        [...select.options].find((option) => option.text.startsWith(repName))?.value ?? "",
      rep,
    );
    await repSelect.selectOption(repOption);
    await admin.getByRole("radio", { name: "Last 90 days" }).check();
    await admin.getByRole("button", { name: "Draft a scenario" }).click();
    await expect(admin.getByRole("heading", { name: "Weakest categories" })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(admin, `draft panel (${viewport.name})`);
    await admin.getByRole("button", { name: "Use this draft" }).click();
    const editor = admin.getByRole("group", { name: "New scenario" });
    await expect(editor.getByLabel("Name", { exact: true })).toHaveValue(/^Jordan: /);
    // The manager's edits: a name of their own, and the opening and discovery as the categories to train.
    await editor.getByLabel("Name", { exact: true }).fill(name);
    const categories = editor.getByRole("group", { name: "Rubric categories it exercises" });
    const chosen = categories.getByRole("checkbox", { checked: true });
    while ((await chosen.count()) > 0) await chosen.first().uncheck();
    await categories.getByRole("checkbox", { name: "ACE" }).check();
    await categories.getByRole("checkbox", { name: "Discovery Effectiveness" }).check();
    await editor.getByRole("button", { name: "Create scenario" }).click();
    await expect(admin.getByText("Scenario created.")).toBeVisible();

    await admin.getByRole("button", { name: "Assignments" }).click();
    const form = admin.getByRole("form", { name: "New assignment" });
    await form.getByLabel("Scenario", { exact: true }).selectOption({ label: name });
    await form.getByRole("checkbox", { name: new RegExp(rep) }).check();
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel("Due date").fill(due);
    await form.getByLabel("Calls on goal").fill(String(calls));
    await form.getByLabel("Minimum score in the aimed-at categories").fill("0");
    await form.getByRole("button", { name: "Assign" }).click();
    await expect(admin.getByText("Assignment created.")).toBeVisible();
    const assignment = admin.getByRole("article", { name });
    await expect(assignment.getByRole("row", { name: new RegExp(rep) }).getByText("Not started")).toBeVisible();
    await expectNoSeriousAxeViolations(admin, `assignments (${viewport.name})`);

    // The rep: the assignment first, the goal's typed calls, the goal met.
    const repPage = await (await browser.newContext({ viewport: viewport.size })).newPage();
    await signInByMagicLink(repPage, appRoutes.battingCage, "jordan.brooks@dugout.example");
    const assigned = repPage.getByRole("region", { name: "Assigned to you" });
    await expect(repPage.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText("Assigned to you");
    const mine = assigned.getByRole("listitem").filter({ hasText: name });
    await expect(mine.getByText(callsProgress(0, calls))).toBeVisible();
    // Chosen already when it is the rep's only open assignment; otherwise the rep chooses it.
    const practise = mine.getByRole("button", { name: "Practise this" });
    if (await practise.isVisible()) await practise.click();
    await expect(mine.getByRole("button", { name: "Chosen for the next call" })).toBeVisible();
    await expectNoSeriousAxeViolations(repPage, `practice page (${viewport.name})`);
    for (let call = 1; call <= calls; call++) await typedCall(repPage);
    await repPage.keyboard.press("Escape");
    await expect(mine.getByText("Goal met")).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalOverflow(repPage, `practice page after the goal (${viewport.name})`);

    // The admin again: met, and the carry-over chart for Jordan since the assignment.
    await admin.reload();
    const row = assignment.getByRole("row", { name: new RegExp(rep) });
    await expect(row.getByText("Goal met")).toBeVisible();
    await expect(row.getByText(callsProgress(calls, calls))).toBeVisible();
    await assignment.getByLabel("Practice vs real for this rep").selectOption({ label: rep });
    const charts = assignment.getByRole("img", { name: /Practice and real calls by week/ });
    await expect(charts).toHaveCount(2); // one per aimed-at category
    await expect(charts.first()).toBeVisible();
    await expectNoSeriousAxeViolations(admin, `assignment met, with its chart (${viewport.name})`);
    await admin.context().close();
    await repPage.context().close();
  });
}
