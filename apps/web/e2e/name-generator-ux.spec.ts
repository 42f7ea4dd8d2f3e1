import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./page-checks";

const route = "/starter_tools/business_name_generator";
const sizes = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** Fails the test if anything opens a native alert, confirm or prompt. */
function refuseNativeDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectAboveTheFold(page: Page, height: number): Promise<void> {
  const targets = [
    ...(await page.getByRole("list", { name: "Example ideas" }).getByRole("button").all()),
    page.getByRole("button", { name: "Generate business names" }),
  ];
  expect(targets).toHaveLength(7);
  for (const target of targets) {
    const box = await target.boundingBox();
    const label = (await target.textContent()) ?? "";
    expect(box, label).not.toBeNull();
    expect((box?.y ?? height) + (box?.height ?? 0), label).toBeLessThanOrEqual(height);
  }
}

async function generate(page: Page): Promise<string> {
  const submitted = page.waitForResponse(
    (response) => response.url().endsWith("/api/business_name_submissions") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Generate business names" }).click();
  const answer = await submitted;
  expect(answer.status()).toBe(201);
  const { submission_id: id } = (await answer.json()) as { submission_id: string };
  await expect(page).toHaveURL(new RegExp(`[?&]submission=${id}$`));
  return id;
}

for (const size of sizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`${size.name}: the form starts empty and fits; results survive reload, Back and a pasted link`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const dialogs = refuseNativeDialogs(page);
      await page.goto(route);
      const field = page.getByLabel("Describe your business idea");
      await expect(field).toHaveValue("");
      await expect(field).toHaveAttribute("placeholder", /^A cozy neighborhood bakery/);
      await expectAboveTheFold(page, size.height);
      await expectNoSeriousAxeViolations(page);

      const idea = `A late-night ramen counter for hospital night-shift workers (${size.name})`;
      await field.fill(idea);
      await generate(page);
      const heading = page.getByRole("heading", { level: 1, name: `Perfect names for "${idea}"` });
      await expect(heading).toBeVisible();
      await expect(page.getByRole("region", { name: "AI Name Analysis" })).toHaveCount(1, { timeout: 20_000 });
      const names = await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.ariaLabel));
      const resultsUrl = page.url();
      await expectNoSeriousAxeViolations(page);

      // Reload: the same names, still locked.
      await page.reload();
      await expect(heading).toBeVisible();
      await expect(page.getByRole("heading", { name: "Top Result" })).toBeVisible();
      expect(await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.ariaLabel))).toEqual(
        names,
      );

      // The browser's Back returns to the form with the idea, Forward to the results; still on this site.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(field).toHaveValue(idea);
      await page.goForward();
      await expect(heading).toBeVisible();

      // The page's own Back keeps the idea too.
      await page.getByRole("button", { name: "Back", exact: true }).click();
      await expect(field).toHaveValue(idea);

      // A pasted link in another tab of the same browser shows the results.
      const tab = await page.context().newPage();
      await tab.goto(resultsUrl);
      await expect(tab.getByRole("heading", { level: 1, name: `Perfect names for "${idea}"` })).toBeVisible();
      await tab.close();

      // Another browser gets no one else's results, and a way to start.
      const stranger = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(resultsUrl);
      await expect(strangerPage.getByRole("alert")).toHaveText(
        "These results are not available in this browser. Describe your idea to get new names.",
      );
      await expectNoSeriousAxeViolations(strangerPage);
      await strangerPage.getByRole("button", { name: "Describe a new idea" }).click();
      await expect(strangerPage.getByLabel("Describe your business idea")).toHaveValue("");
      await stranger.close();
      expect(dialogs).toEqual([]);
    });

    test(`${size.name}: once unlocked, the browser's next idea comes unlocked`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(route);
      const examples = page.getByRole("list", { name: "Example ideas" }).getByRole("button");
      await examples.nth(1).click();
      await generate(page);
      await page.getByRole("button", { name: "Unlock all results and analysis" }).click();
      const dialog = page.getByRole("dialog", { name: "Unlock 9 Perfect Names" });
      await dialog.getByLabel("Full Name").fill("Sam Rivera");
      await dialog.getByLabel("Email Address").fill(`sam-${size.name}@example.com`);
      await dialog.getByLabel("Business Opening Timeline").selectOption("3-6 months");
      await dialog.getByRole("button", { name: "Unlock Full Results" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/^Average Quality Score: \d+\/100$/)).toBeVisible();

      await page.getByRole("button", { name: "Back", exact: true }).click();
      await examples.nth(4).click();
      await generate(page);
      // No lead form: the server unlocked the new names from the lead it already has for this browser.
      await expect(page.getByText(/^Average Quality Score: \d+\/100$/)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Top Result" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Unlock all results/ })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Pick this name" })).toHaveCount(9, { timeout: 20_000 });
      await expectNoSeriousAxeViolations(page);
      await page.reload();
      await expect(page.getByRole("button", { name: "Pick this name" })).toHaveCount(9);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}

test("the 11th generation in a minute says the server's wait inline, counting down, at both sizes", async ({
  page,
}) => {
  // Runs the limit's whole minute out, so the generator works again for the tests after this one.
  test.setTimeout(180_000);
  const dialogs = refuseNativeDialogs(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(route);
  await page.getByLabel("Describe your business idea").fill("A bicycle courier service for downtown law firms");

  // Use up this minute's submissions (10 per IP) from the same browser.
  const { token } = (await (await page.request.get("/api/csrf")).json()) as { token: string };
  const origin = new URL(page.url()).origin;
  const exhaust = async (): Promise<number> => {
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await page.request.post("/api/business_name_submissions", {
        headers: { "x-csrf-token": token, origin },
        data: { businessDescription: "A bicycle courier service" },
      });
      if (response.status() === 429) return Number(response.headers()["retry-after"]);
    }
    throw new Error("the limit never refused");
  };
  // The window may be nearly over (earlier tests submitted in it): then wait for a fresh one, so the
  // countdown has seconds left to tick.
  let wait = await exhaust();
  if (wait < 15) {
    await page.waitForTimeout((wait + 1) * 1000);
    wait = await exhaust();
  }
  expect(wait).toBeGreaterThanOrEqual(15);

  await page.getByRole("button", { name: "Generate business names" }).click();
  const message = page.getByRole("alert");
  await expect(message).toHaveText(/^Too many requests\. Try again in \d+ s\.$/);
  const first = Number(/in (\d+) s/.exec((await message.textContent()) ?? "")?.[1]);
  expect(first).toBeGreaterThan(2);
  await expect(page.getByRole("timer")).toHaveText(`Try again in ${first - 2} s.`, { timeout: 4_000 });
  await expect(page.getByRole("button", { name: "Generate business names" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Generate business names" })).toHaveAccessibleDescription(
    /Too many requests\./,
  );
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(message).toBeInViewport();
  await expectNoSeriousAxeViolations(page);

  await expect(page.getByRole("timer")).toHaveText("You can try again now.", { timeout: (first + 5) * 1000 });
  await generate(page);
  expect(dialogs).toEqual([]);
});
