import { defined } from "@dugout/contracts/defined";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./page-checks";

const route = "/starter_tools/business_name_generator";
const idea = "A neighborhood bike repair shop that also rents e-bikes to tourists";
const fileSafe = (text: string) =>
  text
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");

interface Candidate {
  uuid: string;
  name: string;
  status: string;
  research_data: { overall_score: number } | null;
}

/** Reads a PNG's size and, per stripe, its fill and the most contrasting pixel of its label, in the browser. */
async function inspectPalettePng(page: Page, png: Buffer) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("the canvas has no 2d context");
    // Runs in the browser, where this module's imports do not exist.
    const channel = (data: ArrayLike<number>, index: number): number => {
      const value = data[index];
      if (value === undefined) throw new Error(`no channel value at ${index}`);
      return value;
    };
    context.drawImage(image, 0, 0);
    const stripeHeight = canvas.height / 3;
    const stripes = [0, 1, 2].map((index) => {
      const middle = Math.round(index * stripeHeight + stripeHeight / 2);
      const fill = [...context.getImageData(canvas.width - 5, middle, 1, 1).data.slice(0, 3)];
      const band = context.getImageData(
        0,
        Math.round(index * stripeHeight + 4),
        300,
        Math.round(stripeHeight - 8),
      ).data;
      let label = fill;
      let farthest = 0;
      for (let offset = 0; offset < band.length; offset += 4) {
        const pixel = [channel(band, offset), channel(band, offset + 1), channel(band, offset + 2)];
        const distance = pixel.reduce((sum, value, index) => sum + Math.abs(value - channel(fill, index)), 0);
        if (distance > farthest) {
          farthest = distance;
          label = pixel;
        }
      }
      return { fill, label };
    });
    return { width: image.naturalWidth, height: image.naturalHeight, stripes };
  }, png.toString("base64"));
}

test("generate, unlock, sort, pick, and download a logo and a palette", async ({ page }) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(route);
  await expect(page.getByRole("heading", { level: 1, name: "Describe your business idea" })).toBeVisible();

  // Form: an example prompt fills the field; the answer gives the submission id.
  await page.getByRole("button", { name: idea }).click();
  await expect(page.getByLabel("Describe your business idea")).toHaveValue(idea);
  const submitted = page.waitForResponse(
    (response) => response.url().endsWith("/api/business_name_submissions") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Generate business names" }).click();
  const { submission_id: submissionId } = (await (await submitted).json()) as { submission_id: string };

  // Locked view: the top result, enlarged, and the rest blurred.
  await expect(page.getByRole("heading", { level: 1, name: `Perfect names for "${idea}"` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Result" })).toBeVisible();
  const locked = page.getByTestId("locked-names");
  await expect(locked).toHaveCSS("filter", /blur/);
  await expect(page.getByRole("region", { name: "AI Name Analysis" })).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByText(/^\d+\/100$/)).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);

  // The server withholds the others' research data.
  const lockedAnswer = (await (await page.request.get(`/api/business_names?submission_id=${submissionId}`)).json()) as {
    names: Candidate[];
  };
  expect(lockedAnswer.names).toHaveLength(9);
  expect(lockedAnswer.names[0]?.research_data).not.toBeNull();
  expect(lockedAnswer.names.slice(1).map((name) => name.research_data)).toEqual(Array.from({ length: 8 }, () => null));

  // Unlock through the modal; an invalid email keeps the button disabled.
  await page.getByRole("button", { name: "Unlock all results", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Unlock 9 Perfect Names" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect(dialog.getByLabel("Full Name")).toBeFocused();
  // The page behind the modal is inert: Tab past either end of the dialog may leave the page for the
  // browser's own controls, but never reaches an element of the page behind.
  for (const key of ["Shift+Tab", "Shift+Tab", "Shift+Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab"]) {
    await page.keyboard.press(key);
    const focusBehind = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !active.closest("dialog");
    });
    expect(focusBehind).toBe(false);
  }
  await expect(dialog.getByLabel("Full Name")).toBeVisible();
  await dialog.getByLabel("Full Name").fill("Pat Lee");
  await dialog.getByLabel("Email Address").fill("pat@example");
  await dialog.getByLabel("Business Opening Timeline").selectOption("0-3 months");
  const unlock = dialog.getByRole("button", { name: "Unlock Full Results" });
  await expect(unlock).toBeDisabled();
  await expect(dialog.getByText("Invalid email address")).toBeVisible();
  await dialog.getByLabel("Email Address").fill("pat@example.com");
  await expect(unlock).toBeEnabled();
  await unlock.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Average Quality Score: \d+\/100$/)).toBeVisible();
  await expect(page.getByRole("region", { name: "AI Name Analysis" })).toHaveCount(9, { timeout: 20_000 });

  // Sort by score: descending badges.
  await page.getByRole("button", { name: "Sort by Score" }).click();
  const badges = (await page.getByText(/^\d+\/100$/).allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(badges).toHaveLength(9);
  expect(badges).toEqual([...badges].sort((a, b) => b - a));

  // Pick the best name and watch every branding section fill in.
  const best = await page.getByRole("article").first().getAttribute("aria-label");
  expect(best).toBeTruthy();
  await page.getByRole("button", { name: "Pick this name" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Bring your name to life" })).toBeVisible();
  const taglines = page.getByRole("region", { name: "AI-Generated Taglines" });
  await expect(taglines.getByRole("listitem")).toHaveCount(5);
  const logos = page.getByRole("region", { name: "Logo Direction Ideas" });
  await expect(logos.getByRole("listitem")).toHaveCount(4);
  await expect(logos.getByRole("img")).toHaveCount(4, { timeout: 40_000 });
  await expect(page.getByRole("region", { name: "Brand Personality" }).getByRole("paragraph")).not.toBeEmpty();
  const palettes = page.getByRole("region", { name: "Color Palette Ideas" });
  await expect(palettes.getByRole("listitem")).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);

  // A tagline click toggles its selection.
  const firstTagline = taglines.getByRole("button").first();
  await firstTagline.click();
  await expect(firstTagline).toHaveAttribute("aria-pressed", "true");
  await firstTagline.click();
  await expect(firstTagline).toHaveAttribute("aria-pressed", "false");

  // Logo download: named from the business name and the direction title.
  const logoCard = logos.getByRole("button").first();
  const title =
    (await logoCard.locator("span").filter({ hasNotText: "Click to download" }).nth(-2).textContent()) ?? "";
  const logoDownload = page.waitForEvent("download");
  await logoCard.click();
  const logo = await logoDownload;
  expect(logo.suggestedFilename()).toBe(`${fileSafe(defined(best, "the best name"))}_${fileSafe(title)}.png`);
  const logoBytes = readFileSync(await logo.path());
  expect(logoBytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  await expect(logoCard).toHaveAttribute("aria-pressed", "true");

  // Palette download: 600x200, three labelled stripes, white labels on dark colours.
  const paletteCard = palettes.getByRole("button").first();
  const paletteDownload = page.waitForEvent("download");
  await paletteCard.click();
  const palette = await paletteDownload;
  expect(palette.suggestedFilename()).toMatch(
    new RegExp(`^${fileSafe(defined(best, "the best name"))}_.+_palette\\.png$`),
  );
  const inspected = await inspectPalettePng(page, readFileSync(await palette.path()));
  expect([inspected.width, inspected.height]).toEqual([600, 200]);
  for (const { fill, label } of inspected.stripes) {
    const [red, green, blue] = fill;
    const luminance =
      (0.299 * defined(red, "red") + 0.587 * defined(green, "green") + 0.114 * defined(blue, "blue")) / 255;
    const expected = luminance < 0.55 ? 255 : 0;
    for (const channel of label) expect(Math.abs(channel - expected)).toBeLessThan(90);
  }

  // Back to names keeps the unlocked results.
  await page.getByRole("button", { name: "Back to names" }).click();
  await expect(page.getByText(/^Average Quality Score: \d+\/100$/)).toBeVisible();
  expect(pageErrors).toEqual([]);
});
