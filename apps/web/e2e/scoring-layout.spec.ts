import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, viewports } from "./page-checks";

// Issue 16 on /scoring_champ: the layout fits the window (point 1), the dashboard does not mislead by
// default and its CSV is usable (point 9), and the call modal keeps Escape and Back working (point 8).

/**
 * Every chart's texts (labels, values, axis ticks) are at least 11 px tall on screen, inside the chart and
 * clear of each other.
 */
async function expectReadableCharts(page: Page): Promise<void> {
  const charts = page.locator("svg[role=img]");
  await expect(charts.first()).toBeVisible();
  const problems = await charts.evaluateAll((svgs) => {
    const found: string[] = [];
    for (const svg of svgs) {
      const name = svg.querySelector("title")?.textContent ?? "a chart";
      const frame = svg.getBoundingClientRect();
      // How many screen pixels one SVG unit takes: what a 12 px text in the SVG becomes on screen.
      const drawnWidth = svg instanceof SVGSVGElement ? svg.viewBox.baseVal.width : 0;
      const scale = drawnWidth > 0 ? frame.width / drawnWidth : 1;
      const boxes = Array.from(svg.querySelectorAll("text")).map((text) => ({
        text: text.textContent ?? "",
        box: text.getBoundingClientRect(),
        size: parseFloat(getComputedStyle(text).fontSize) * scale,
      }));
      for (const [index, a] of boxes.entries()) {
        if (a.size < 11) found.push(`${name}: "${a.text}" is ${a.size.toFixed(1)} px`);
        if (a.box.left < frame.left - 0.5 || a.box.right > frame.right + 0.5)
          found.push(`${name}: "${a.text}" leaves the chart`);
        for (const b of boxes.slice(index + 1)) {
          const overlap =
            a.box.left < b.box.right - 0.5 &&
            b.box.left < a.box.right - 0.5 &&
            a.box.top < b.box.bottom - 0.5 &&
            b.box.top < a.box.bottom - 0.5;
          if (overlap) found.push(`${name}: "${a.text}" overlaps "${b.text}"`);
        }
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/**
 * Nothing in the page's main area is wider than the window: at 320 px the app's shared top bar is not
 * this page's to fix, the scoring page is.
 */
async function expectMainFits(page: Page): Promise<void> {
  const beyond = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("main *"))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(beyond).toEqual([]);
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Scoring pages" });
const callsTable = (page: Page): Locator => page.getByRole("table").first();

for (const viewport of viewports) {
  test(`Scoring Champ fits the window: the Calls table scrolls in its card, the pager and the modal stay on screen, views open at the top (${viewport.name})`, async ({
    page,
  }) => {
    test.slow(); // sign-in, several views and an axe run in each
    await page.setViewportSize(viewport.size);
    // A year of calls: a full table and charts with many points.
    await signInByMagicLink(page, "/scoring_champ?timeframe=custom", "admin@example.com");
    await expect(page.getByRole("heading", { level: 2, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Score Trend/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectReadableCharts(page);
    await expectNoSeriousAxeViolations(page);

    // Switching views starts at the top of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await sidebar(page).getByRole("button", { name: "Calls" }).click();
    await expect(page.getByRole("heading", { name: "Call Records" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await expect(page.getByText(/^Showing 1-25 of \d+ calls$/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expect(page.getByRole("button", { name: "Next" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Previous" })).toBeInViewport({ ratio: 1 });
    const exportBox = await page.getByRole("link", { name: "Export CSV" }).boundingBox();
    expect((exportBox?.x ?? Infinity) + (exportBox?.width ?? 0)).toBeLessThanOrEqual(viewport.size.width);

    // The table scrolls inside its card, both ways, with its header row and first column in place.
    const scroller = page.getByTestId("calls-table-scroller");
    const size = await scroller.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(size.scrollWidth).toBeGreaterThan(size.clientWidth);
    expect(size.scrollHeight).toBeGreaterThan(size.clientHeight);
    await scroller.evaluate((element) => element.scrollTo(400, 300));
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const frame = await scroller.boundingBox();
    const header = await callsTable(page)
      .getByRole("columnheader", { name: /^Total Score/ })
      .boundingBox();
    const firstCell = await callsTable(page).locator("tbody tr").nth(8).locator("td").first().boundingBox();
    expect(frame && header && firstCell).toBeTruthy();
    if (frame && header && firstCell) {
      expect(Math.abs(header.y - frame.y)).toBeLessThanOrEqual(2);
      expect(Math.abs(firstCell.x - frame.x)).toBeLessThanOrEqual(2);
    }
    // The pager is still there after scrolling the table.
    await expect(page.getByRole("button", { name: "Next" })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousAxeViolations(page);

    // The call modal fits the window.
    await scroller.evaluate((element) => element.scrollTo(0, 0));
    await callsTable(page).locator("tbody tr").first().getByRole("button").first().click();
    const dialog = page.getByRole("dialog", { name: "Call Details" });
    await expect(dialog.getByRole("heading", { name: "Score Breakdown" })).toBeVisible();
    const panel = await dialog.boundingBox();
    expect(panel).toBeTruthy();
    if (panel) {
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.y).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.size.width);
      expect(panel.y + panel.height).toBeLessThanOrEqual(viewport.size.height);
    }
    await expect(dialog.getByRole("button", { name: "Close" })).toBeInViewport({ ratio: 1 });
    const dialogWidths = await dialog.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(dialogWidths.scrollWidth).toBeLessThanOrEqual(dialogWidths.clientWidth);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await sidebar(page).getByRole("button", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "Analytics Overview" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("img", { name: /Score Distribution/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectReadableCharts(page);
    await expectNoSeriousAxeViolations(page);
  });

  test(`Scoring Champ does not mislead: too few calls for a trend offers the month, focus areas lead to their calls, the CSV is named after the filter (${viewport.name})`, async ({
    page,
  }) => {
    test.slow(); // sign-in, several views and an axe run in each
    await page.setViewportSize(viewport.size);
    await signInByMagicLink(page, "/scoring_champ", "admin@example.com");
    // The spec's default timeframe stays.
    await expect(page.getByRole("combobox", { name: /^Timeframe/ })).toHaveValue("this_week");

    // One day holds too few calls for a trend: the dashboard says so and offers the month.
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    });
    await page.goto(`/scoring_champ?timeframe=custom&from=${today}&to=${today}`);
    await expect(page.getByText("Too few calls in this timeframe to show a trend.")).toBeVisible();
    await expect(page.getByRole("img", { name: /Score Trend/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Show This Month" }).click();
    await expect(page.getByRole("combobox", { name: /^Timeframe/ })).toHaveValue("this_month");
    await expect(page).toHaveURL(/[?&]timeframe=this_month(&|$)/);

    // A year: a trend, and focus areas from the lowest categories, each linked to its calls.
    await page.getByRole("combobox", { name: /^Timeframe/ }).selectOption("custom");
    await expect(page.getByRole("img", { name: /Score Trend/ })).toBeVisible();
    await expect(page.getByText("Too few calls in this timeframe to show a trend.")).toHaveCount(0);
    const focus = page.getByRole("region", { name: "Coaching Focus Areas" });
    const links = focus.getByRole("link", { name: /^See the calls lowest in / });
    await expect(links).toHaveCount(3);
    const means = (await focus.getByText(/^mean \d+$/).allTextContents()).map((text) => Number(text.slice(5)));
    expect(means).toHaveLength(3);
    expect(means.every((mean) => mean < 100)).toBe(true);
    expect([...means].sort((a, b) => a - b)).toEqual(means);
    const name = (await links.first().textContent()) ?? "";
    await links.first().click();
    await expect(page.getByRole("heading", { name: "Call Records" })).toBeVisible();
    await expect(page).toHaveURL(/[?&]view=calls(&|$)/);
    // The calls behind the weakest category, lowest first, with the same filters.
    await expect(page).toHaveURL(/[?&]sort=\w+_score&dir=asc(&|$)/);
    await expect(page).toHaveURL(/[?&]timeframe=custom(&|$)/);
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveCount(1);
    expect(name).toMatch(/^See the calls lowest in \S/);
    await expect(page.getByText(/^Showing 1-25 of \d+ calls$/)).toBeVisible();

    // The export is named after the filter, one call a line, durations as m:ss.
    await page.getByRole("combobox", { name: "Rep", exact: true }).selectOption("Maya Patel");
    await expect(page.getByText(/^Showing 1-\d+ of \d+ calls$/)).toBeVisible();
    const total = Number(
      /of (\d+) calls/.exec((await page.getByText(/^Showing 1-\d+ of \d+ calls$/).textContent()) ?? "")?.[1],
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^scoring-calls-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-maya-patel\.csv$/,
    );
    const lines = readFileSync(await download.path(), "utf8")
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength(total + 1);
    const header = (lines[0] ?? "").split(",");
    const duration = header.indexOf("duration");
    expect(duration).toBeGreaterThan(0);
    expect(header).not.toContain("duration_ms");
    for (const line of lines.slice(1)) expect(line).toMatch(/,\d+:[0-5]\d,/);

    // Performance by Category appears once on Analytics.
    await sidebar(page).getByRole("button", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "Analytics Overview" })).toBeVisible();
    await expect(page.getByText("Performance by Category", { exact: true })).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });

  test(`Scoring Champ's call modal closes with Escape and keeps Back working, the open call in the address (${viewport.name})`, async ({
    page,
  }) => {
    test.slow(); // sign-in, several views and an axe run in each
    await page.setViewportSize(viewport.size);
    await signInByMagicLink(page, "/scoring_champ?timeframe=custom", "admin@example.com");
    await sidebar(page).getByRole("button", { name: "Calls" }).click();
    await expect(page.getByText(/^Showing 1-25 of \d+ calls$/)).toBeVisible();
    const listUrl = page.url();
    const row = callsTable(page).locator("tbody tr").nth(2).getByRole("button").first();
    await row.click();
    const dialog = page.getByRole("dialog", { name: "Call Details" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]call=[^&]+/);
    const callUrl = page.url();
    const gongId =
      (await dialog
        .getByText(/^Gong ID/)
        .locator("..")
        .locator("dd")
        .textContent()) ?? "";
    expect(gongId).not.toBe("");

    // Escape closes it: the address is the list's again and the focus is back on the row.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(listUrl);
    await expect(row).toBeFocused();

    // Back closes an open call; Forward opens it again.
    await row.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(listUrl);
    await expect(page.getByRole("heading", { name: "Call Records" })).toBeVisible();
    await page.goForward();
    await expect(dialog).toBeVisible();

    // A reload or a pasted link opens the same call, even when it is not on the page shown.
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(gongId, { exact: true })).toBeVisible();
    await page.goto(callUrl.replace(/([?&])page=\d+&?/, "$1").replace(/view=calls/, "view=calls&page=3"));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(gongId, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]call=/);
    await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
  });
}

/** Sums the page's layout shifts not caused by input (its CLS while nothing is scrolled), from the page's start. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0),
    );
}

// Lighthouse measured CLS 0.3 on a phone: the Practice vs Real Calls section, painted under the dashboard's
// "Loading data...", was pushed off the screen when the cards arrived. The dashboard's figures are held back
// here so that the loading state is always painted first, as on a slow phone.
for (const viewport of viewports) {
  test(`Scoring Champ's dashboard does not move when its data arrives, and its logo's name contains its text (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    await signInByMagicLink(page, "/scoring_champ", "admin@example.com");
    await page.route("**/api/scoring_champ/aggregates*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const layoutShift = await recordLayoutShifts(page);
    await page.reload();
    await expect(page.getByText("Loading data...")).toBeVisible();
    await expect(page.getByRole("region", { name: "Average Call Score" })).toBeVisible();
    const practice = page.getByRole("region", { name: "Practice vs Real Calls" });
    await expect(practice).toBeVisible();
    await expect(practice.getByText("Loading the practice comparison…")).toHaveCount(0);
    expect(await layoutShift()).toBeLessThan(0.01);

    // WCAG 2.5.3, an axe rule off by default: the sidebar's logo button is named starting with the word it shows.
    const labelInName = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    expect(labelInName.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
    await expect(sidebar(page).getByRole("button", { name: "Dugout: Back to the Dashboard" })).toBeVisible();
  });
}

test("Scoring Champ's charts stay readable in a 320 px window", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signInByMagicLink(page, "/scoring_champ?timeframe=this_month", "admin@example.com");
  await expect(page.getByRole("img", { name: /Score Trend/ })).toBeVisible();
  await expectMainFits(page);
  await expectReadableCharts(page);
  await sidebar(page).getByRole("button", { name: "Analytics" }).click();
  await expect(page.getByRole("img", { name: /Score Distribution/ })).toBeVisible();
  await expectMainFits(page);
  await expectReadableCharts(page);
  await page.goto("/scoring_champ?timeframe=custom&view=analytics");
  await expect(page.getByRole("img", { name: /Score Trend/ })).toBeVisible();
  await expectReadableCharts(page);
});
