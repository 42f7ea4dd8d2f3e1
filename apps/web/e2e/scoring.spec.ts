import { defined } from "@dugout/contracts/defined";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";

const summaryTotal = async (page: Page): Promise<number> => {
  const text = await page.getByText(/^Showing \d+-\d+ of \d+ calls$/).textContent();
  return Number(/of (\d+) calls/.exec(text ?? "")?.[1]);
};
const columnTexts = (page: Page, index: number) =>
  page.locator(`table tbody tr td:nth-child(${index})`).allTextContents();

/** RFC 4180 enough for the export: quoted cells with "" escapes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = defined(text[i], "a CSV character");
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      row.push(cell.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  return rows;
}

test("an admin filters, searches, sorts, pages, opens a call, sees the charts and exports the filtered calls", async ({
  page,
}) => {
  await signInByMagicLink(page, "/scoring_champ", "admin@example.com");
  await expect(page.getByRole("heading", { level: 2, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Average Call Score" })).toBeVisible();
  await expect(page.getByText(/^\d+ Call\(s\) Analyzed$/)).toBeVisible();
  await expect(page.getByRole("img", { name: /Score Trend/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Score Category Performance/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coaching Focus Areas" })).toBeVisible();

  // Filter by timeframe and rep, then look at the calls.
  await page.getByRole("combobox", { name: /^Timeframe/ }).selectOption({ label: "This Month" });
  await page.getByRole("combobox", { name: /^Rep/ }).selectOption("Maya Patel");
  await page.getByRole("navigation", { name: "Scoring pages" }).getByRole("button", { name: "Calls" }).click();
  await expect(page.getByRole("heading", { name: "Call Records" })).toBeVisible();
  await expect(page.getByText(/^Showing 1-\d+ of \d+ calls$/)).toBeVisible();
  expect(new Set(await columnTexts(page, 1))).toEqual(new Set(["Maya Patel"]));

  // Search: one character only hints, two characters search after the pause.
  const search = page.getByPlaceholder("Search by company name...");
  await search.fill("b");
  await expect(page.getByText("Please enter at least 2 characters to search")).toBeVisible();
  await search.fill("by");
  await expect(page.getByText("Please enter at least 2 characters to search")).toBeHidden();
  await expect
    .poll(async () => {
      // Non-empty: while a page loads the table has no rows, and `every` of nothing is true.
      const companies = await columnTexts(page, 3);
      return companies.length > 0 && companies.every((company) => /b.*y/i.test(company));
    })
    .toBe(true);
  const total = await summaryTotal(page);
  expect(total).toBeGreaterThan(0);

  // Sort by total score: ascending first, then descending.
  const scores = async () => (await columnTexts(page, 6)).filter((text) => text !== "N/A").map(Number);
  await page.getByRole("button", { name: /^Total Score/ }).click();
  await expect(page.getByRole("columnheader", { name: /Total Score/ })).toHaveAttribute("aria-sort", "ascending");
  await expect
    .poll(async () => {
      const s = await scores();
      return s.every((v, i) => i === 0 || defined(s[i - 1], "the previous score") <= v);
    })
    .toBe(true);
  await page.getByRole("button", { name: /^Total Score/ }).click();
  await expect(page.getByRole("columnheader", { name: /Total Score/ })).toHaveAttribute("aria-sort", "descending");
  await expect
    .poll(async () => {
      const s = await scores();
      return s.every((v, i) => i === 0 || defined(s[i - 1], "the previous score") >= v);
    })
    .toBe(true);

  // Page through the unsearched month when it has more than one page.
  await search.fill("");
  // The cleared search settles into the address after its pause; a call opened before that would race it.
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(
    page.getByText(/^Showing 1-25 of \d+ calls$/).or(page.getByText(/^Showing 1-\d+ of \d+ calls$/)),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  const pages = Number(/of (\d+)$/.exec((await page.getByText(/^Page 1 of \d+$/).textContent()) ?? "")?.[1]);
  if (pages > 1) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  }

  // Open a call, close it with Escape, then with ×, then with the overlay.
  const firstRow = page.locator("table tbody tr").first();
  await firstRow.locator("td").nth(2).click();
  const dialog = page.getByRole("dialog", { name: "Call Details" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Score Breakdown" })).toBeVisible();
  await expect(
    dialog.getByRole("region", { name: "Score Breakdown" }).getByText("Discovery Depth/Breadth"),
  ).toBeVisible();
  // The evidence: each quoted line is in the call's transcript, and each category has a suggestion.
  const evidence = dialog.getByRole("region", { name: "Evidence" });
  await expect(evidence.getByRole("listitem", { name: "ACE" })).toBeVisible();
  const transcript = (await dialog.getByRole("region", { name: "Transcript" }).textContent()) ?? "";
  if (!transcript.includes("No transcript available.")) {
    await expect(evidence.getByText("Suggestion:")).toHaveCount(8);
    for (const quote of await evidence.locator("q").allTextContents()) expect(transcript).toContain(quote);
  }
  await expect(dialog.getByRole("link", { name: "View in Gong" })).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await firstRow.getByRole("button").first().click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // Focus returning to the row is asserted in ScoringDashboard.test.tsx (here it failed once in a full run).
  await firstRow.locator("td").nth(3).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5); // the overlay, outside the dialog
  await expect(dialog).toBeHidden();

  // Export: the CSV holds exactly the filtered calls.
  await search.fill("by");
  await expect
    .poll(async () => {
      // Non-empty: while a page loads the table has no rows, and `every` of nothing is true.
      const companies = await columnTexts(page, 3);
      return companies.length > 0 && companies.every((company) => /b.*y/i.test(company));
    })
    .toBe(true);
  const filteredTotal = await summaryTotal(page);
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", /[?&]q=by(&|$)/);
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(
    /^scoring-calls-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-maya-patel-search-by\.csv$/,
  );
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), "utf8"));
  expect(header?.slice(0, 4)).toEqual(["gong_call_id", "rep", "user_email", "company_name"]);
  expect(rows).toHaveLength(filteredTotal);
  for (const row of rows) {
    expect(row[1]).toBe("Maya Patel");
    expect(row[3]).toMatch(/b.*y/i);
  }

  // The view and its filters live in the URL: a reload and Back bring them back.
  await expect(page).toHaveURL(/[?&]view=calls(&|$)/);
  await expect(page).toHaveURL(/[?&]q=by(&|$)/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Call Records" })).toBeVisible();
  await expect(search).toHaveValue("by");
  await expect(page.getByRole("combobox", { name: /^Rep/ })).toHaveValue("Maya Patel");
  await expect(page.getByRole("combobox", { name: /^Timeframe/ })).toHaveValue("this_month");
  await expect(page.getByRole("columnheader", { name: /Total Score/ })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByText(new RegExp(`^Showing 1-\\d+ of ${filteredTotal} calls$`))).toBeVisible();

  // Analytics charts for the same filters.
  await page.getByRole("navigation", { name: "Scoring pages" }).getByRole("button", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { name: "Analytics Overview" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Score Distribution/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Mean score and scored calls per category" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Common Feedback Themes/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Call Records" })).toBeVisible();
  await expect(search).toHaveValue("by");
  await expect(page.getByRole("combobox", { name: /^Rep/ })).toHaveValue("Maya Patel");
});

test("a rep is refused the scoring dashboard and its data", async ({ page }) => {
  await signInByMagicLink(page, "/scoring_champ", "rep@example.com");
  await expect(page.getByText("You are not authorized to access this page.")).toBeVisible();
  const response = await page.request.get("/api/scoring_champ/scores");
  expect(response.status()).toBe(403);
});
