import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";
import { repTurns, say } from "./practice-helpers";
import { expectNoSeriousAxeViolations, viewports } from "./page-checks";

// A rep's typed call against the offline simulator (REALTIME_SIM_CLOCK_SCALE=20, see batting-cage.spec.ts)
// is scored by the offline heuristic after hang-up; the score card, the history and a past call are read
// at desktop and phone sizes.

for (const viewport of viewports) {
  test(`a rep's typed call ends with a score card backed by the transcript, and the history reopens it (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport.size);
    await signInByMagicLink(page, "/batting_cage", "rep@example.com");
    await expect(page.getByRole("heading", { level: 1, name: "Batting Cage Practice" })).toBeVisible();
    const start = page.getByRole("button", { name: "Start Realtime Session" });
    await expect(start).toBeEnabled();

    // Start comes before the configuration panel, and on a phone it is above the fold.
    const startBox = await start.boundingBox();
    const panelBox = await page.getByRole("complementary", { name: "Voice Coach Configuration" }).boundingBox();
    if (viewport.name === "phone") {
      expect(startBox && panelBox && startBox.y < panelBox.y).toBe(true);
      expect(startBox && startBox.y + startBox.height <= viewport.size.height).toBe(true);
    }
    // The objection is shown whole in its read-only field.
    const objection = page.getByLabel("Objection");
    await expect(objection).not.toHaveValue("");
    expect(await objection.evaluate((field) => field.scrollHeight <= field.clientHeight + 1)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    const created = page.waitForResponse(
      (response) => response.url().endsWith("/create_session") && response.request().method() === "POST",
    );
    await start.click();
    const conversationId = ((await (await created).json()) as { conversation_id: string }).conversation_id;
    const hangUp = page.getByRole("button", { name: "Hang up (and save transcript)" });
    await expect(hangUp).toBeVisible({ timeout: 20_000 });
    // Nothing said yet: no empty-state invitation, no "saved (0 entries)".
    await expect(page.getByText(/The transcript appears here once the call starts/)).toBeHidden();
    await expect(page.getByText(/Transcript saved/)).toBeHidden();

    for (const turn of repTurns) {
      if (!(await hangUp.isVisible())) break; // the customer may close the call itself
      await say(page, turn);
    }
    if (await hangUp.isVisible()) await hangUp.click();

    // The spec's overlay, then the score card below it as soon as the job has scored the call.
    const overlay = page.getByRole("dialog");
    await expect(
      overlay.getByText(
        "Awesome work! You crushed your daily batting cage challenge! If you want to go again, click the button below to start a new session.",
      ),
    ).toBeVisible();
    await expect(overlay.getByRole("button", { name: "Start New Session" })).toBeFocused();
    await expect(overlay.getByText(/^Total score:/)).toContainText(/\d+ \/ 100/, { timeout: 30_000 });
    await expect(overlay.getByRole("table", { name: "Categories" }).getByRole("row")).toHaveCount(8);
    await expect(overlay.getByRole("region", { name: "Strongest" }).locator(":scope > ul > li")).toHaveCount(2);
    await expect(overlay.getByRole("region", { name: "Weakest" }).locator(":scope > ul > li")).toHaveCount(2);

    // Every quote of the card is a line of the transcript on screen.
    const quotes = await overlay.locator("q").allTextContents();
    expect(quotes.length).toBeGreaterThan(0);
    const spoken = (await page.getByRole("region", { name: "Transcript" }).locator("li").allTextContents()).join("\n");
    for (const quote of quotes) expect(spoken).toContain(quote);
    await expectNoSeriousAxeViolations(page);

    // Escape closes the overlay; the transcript and the card stay until a new session starts.
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(page.getByRole("region", { name: "Transcript" }).getByText(repTurns[0] ?? "")).toBeVisible();
    await expect(page.getByRole("button", { name: "Start New Session" })).toBeEnabled();

    // The history lists the call with its score; its link opens it at ?call=<id>, and Back closes it.
    const history = page.getByRole("region", { name: "Your practice history" });
    const row = history.getByRole("row").filter({ has: page.locator(`a[href*="${conversationId}"]`) });
    await expect(row).toContainText(/\d+$/);
    await row.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`\\?call=${conversationId}$`));
    const past = page.getByRole("dialog", { name: /Practice call/ });
    await expect(past.getByText(/^Total score:/)).toContainText(/\d+ \/ 100/);
    await expect(past.getByRole("region", { name: "Scenario" })).toBeVisible();
    await expect(past.getByText(repTurns[1] ?? "").first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goBack();
    await expect(past).toBeHidden();
    await expect(page).not.toHaveURL(/call=/);

    // The address alone reopens it (reload, a pasted link); Escape closes it.
    await page.goto(`/batting_cage?call=${conversationId}`);
    await expect(past.getByText(/^Total score:/)).toContainText(/\d+ \/ 100/);
    await page.keyboard.press("Escape");
    await expect(past).toBeHidden();
    await expect(page).not.toHaveURL(/call=/);
  });
}
