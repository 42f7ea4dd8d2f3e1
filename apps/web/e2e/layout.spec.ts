import { expect, test, type Page } from "@playwright/test";
import { appRoutes, frameMessages } from "@dugout/contracts/pages";
import { activityPagePath, usersPagePath } from "@dugout/contracts/pages";
import { signInByMagicLink } from "./auth-helpers";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, viewports } from "./page-checks";

/** Every page of the app: the start page, the contracts' routes, the admin pages, and a path that is none. */
const pages = ["/", ...Object.values(appRoutes), usersPagePath, activityPagePath, "/no-such-page"];

const people = [
  { role: "visitor", email: null },
  { role: "rep", email: "rep@example.com" },
  { role: "admin", email: "admin@example.com" },
] as const;

/** The page has drawn what it shows this person (a title, a sign-in screen or a refusal) and its data arrived. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator("main").locator("h1, [role=alert]").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main").getByText("Loading...", { exact: true })).toHaveCount(0);
}

const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: frameMessages.menu });
const tools = (page: Page) => page.getByRole("navigation", { name: "Tools" });

/** On a phone the bar is one row: the logo and the Menu button side by side, nothing below them. */
async function expectOneRowBar(page: Page): Promise<void> {
  const bar = await page.getByRole("banner").boundingBox();
  const home = await page.getByRole("link", { name: "Dugout home" }).boundingBox();
  const menu = await menuButton(page).boundingBox();
  if (!bar || !home || !menu) throw new Error("the top bar, its logo or its Menu button is not drawn");
  // Side by side: each starts above where the other ends.
  expect(menu.y).toBeLessThan(home.y + home.height);
  expect(home.y).toBeLessThan(menu.y + menu.height);
  // And the bar is no taller than its tallest item plus its padding.
  expect(bar.height).toBeLessThanOrEqual(Math.max(home.height, menu.height) + 24);
}

// The longest file of the suite (about 6 minutes), of tests that share nothing: both workers take them.
test.describe.configure({ mode: "parallel" });

for (const viewport of viewports) {
  for (const person of people) {
    test(`every page fits a ${viewport.name} screen and passes axe, for a ${person.role}`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.setViewportSize(viewport.size);
      if (person.email) await signInByMagicLink(page, appRoutes.dreamTeam, person.email);
      for (const path of pages) {
        await page.goto(path);
        await settle(page);
        const label = `${path} (${person.role}, ${viewport.name})`;
        await expectNoHorizontalOverflow(page, label);
        await expectNoSeriousAxeViolations(page, label);
        if (viewport.name === "phone") await expectOneRowBar(page);
        else await expect(menuButton(page)).toBeHidden();
      }
      if (viewport.name === "phone") {
        // The open menu (the admin's is the longest, with the address and Sign out) fits too.
        await page.goto("/");
        await settle(page);
        await menuButton(page).click();
        await expect(tools(page)).toBeVisible();
        await expectNoHorizontalOverflow(page, `the open menu (${person.role})`);
        await expectNoSeriousAxeViolations(page, `the open menu (${person.role})`);
      }
      expect(errors).toEqual([]);
    });
  }

  test(`the name generator's results fit a ${viewport.name} screen and pass axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport.size);
    await page.goto(appRoutes.businessNameGenerator);
    await page.getByLabel("Describe your business idea").fill("A mobile dog grooming van for busy pet owners");
    await page.getByRole("button", { name: "Generate business names" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Perfect names for/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "AI Name Analysis" }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    await expectNoHorizontalOverflow(page, `the name generator's results (${viewport.name})`);
    await expectNoSeriousAxeViolations(page, `the name generator's results (${viewport.name})`);
  });
}

test("on a phone the Menu button opens the tools by keyboard, Escape closes it, and a link followed closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByMagicLink(page, appRoutes.dreamTeam, "rep@example.com");
  await page.goto("/");
  await settle(page);
  const menu = menuButton(page);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(tools(page)).toBeHidden();
  const panel = page.locator(`[id="${await menu.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeHidden();

  // The skip link, the logo, then the Menu button.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Dugout home" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  // The rep's tools, in the tab order right after the button; no Scoring Champ, no Users.
  const links = tools(page).getByRole("link");
  await expect(links).toHaveText(["Batting Cage", "Eugene Data", "Dream Team", "Starter Tools"]);
  await page.keyboard.press("Tab");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(panel).toBeHidden();

  // Space opens it too; following a link by keyboard goes there and closes the menu.
  await page.keyboard.press("Space");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/eugene_data$/);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
  // The session control is in the panel: the address and Sign out, reachable once it is open.
  await menu.click();
  await expect(panel.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "rep@example.com" })).toBeVisible();
});

test("on a narrow tablet the admin's bar folds into the Menu too, rather than wrapping into rows", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1024 });
  await signInByMagicLink(page, appRoutes.dreamTeam, "admin@example.com");
  await page.goto(usersPagePath);
  await settle(page);
  await expectOneRowBar(page);
  await expectNoHorizontalOverflow(page, "/users (admin, 800 px)");
  await menuButton(page).click();
  await expect(tools(page).getByRole("link")).toHaveText([
    "Batting Cage",
    "Scoring Champ",
    "Eugene Data",
    "Dream Team",
    "Starter Tools",
    "Users",
    "Activity",
  ]);
});

/** The widest screen on which the bar folds into the Menu (TopBar.module.css's breakpoint). */
const foldWidth = 1272;

test("wider than the fold, the admin's whole bar (every page, the address, Sign out) fits one row", async ({
  page,
}) => {
  await signInByMagicLink(page, appRoutes.dreamTeam, "admin@example.com");
  for (const width of [1280, foldWidth + 1]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(usersPagePath);
    await settle(page);
    await expect(menuButton(page)).toBeHidden();
    const home = await page.getByRole("link", { name: "Dugout home" }).boundingBox();
    const signOut = await page.getByRole("banner").getByRole("button", { name: "Sign out" }).boundingBox();
    const links = await tools(page).getByRole("link").all();
    expect(links).toHaveLength(7);
    const last = await links.at(-1)?.boundingBox();
    if (!home || !signOut || !last) throw new Error("the bar's logo, last page or Sign out is not drawn");
    // Beside the logo, not wrapped below it.
    for (const box of [last, signOut]) expect(box.y, `at ${width} px`).toBeLessThan(home.y + home.height);
  }
  // At the fold itself, the Menu takes over.
  await page.setViewportSize({ width: foldWidth, height: 800 });
  await expect(menuButton(page)).toBeVisible();
});

test("a visitor's top bar offers the public name generator and a way to sign in", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  await expect(tools(page).getByRole("link")).toHaveText(["Business Name Generator"]);
  await page.getByRole("banner").getByRole("link", { name: frameMessages.signIn }).click();
  await expect(page).toHaveURL(/\/batting_cage$/);
  await expect(page.getByRole("button", { name: "Continue with email" })).toBeVisible();
});

test("a rep is not offered Scoring Champ, and opening it by address says who grants access", async ({ page }) => {
  await signInByMagicLink(page, appRoutes.dreamTeam, "rep@example.com");
  await page.goto("/");
  await settle(page);
  await expect(tools(page).getByRole("link", { name: "Scoring Champ" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Scoring Champ" })).toHaveCount(0);
  await page.goto(appRoutes.scoringChamp);
  await expect(page.getByRole("alert")).toHaveText("You are not authorized to access this page.");
  await expect(page.getByText(frameMessages.adminsOnly)).toBeVisible();
  await page.getByRole("link", { name: frameMessages.toStartPage }).click();
  await expect(page).toHaveURL(/\/$/);
});
