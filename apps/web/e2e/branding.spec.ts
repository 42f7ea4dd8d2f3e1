import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./page-checks";

const route = "/starter_tools/business_name_generator";
const idea = "A mobile dog grooming van that comes to busy pet owners' driveways";

/** Generates names for the idea, unlocks them through the lead form and picks the first one. */
async function openBranding(page: Page): Promise<string> {
  await page.goto(route);
  await page.getByRole("button", { name: idea }).click();
  await page.getByRole("button", { name: "Generate business names" }).click();
  await expect(page.getByRole("heading", { name: "Top Result" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Unlock all results", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Unlock 9 Perfect Names" });
  await dialog.getByLabel("Full Name").fill("Pat Lee");
  await dialog.getByLabel("Email Address").fill("pat@example.com");
  await dialog.getByLabel("Business Opening Timeline").selectOption("0-3 months");
  await dialog.getByRole("button", { name: "Unlock Full Results" }).click();
  await expect(dialog).toBeHidden();
  const pick = page.getByRole("button", { name: "Pick this name" }).first();
  await expect(pick).toBeVisible({ timeout: 30_000 });
  const name = (await page.getByRole("article").first().getAttribute("aria-label")) ?? "";
  await pick.click();
  await expect(page.getByRole("heading", { level: 1, name: "Bring your name to life" })).toBeVisible();
  return name;
}

/** What the browser makes of a downloaded image: its size, and the alpha of its top-left pixel. */
async function decodeImage(page: Page, bytes: Buffer, type: string) {
  return page.evaluate(
    async ({ base64, mime }) => {
      const image = new Image();
      image.src = `data:${mime};base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(image, 0, 0);
      return {
        width: image.naturalWidth,
        height: image.naturalHeight,
        cornerAlpha: context.getImageData(0, 0, 1, 1).data[3],
      };
    },
    { base64: bytes.toString("base64"), mime: type },
  );
}

/** The SVG as the browser parses it: root size, errors, and every text it holds. */
async function parseSvg(page: Page, text: string) {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "image/svg+xml");
    const root = document.documentElement;
    return {
      root: root.tagName,
      width: root.getAttribute("width"),
      errors: document.getElementsByTagName("parsererror").length,
      texts: [...document.querySelectorAll("text, title")].map((node) => node.textContent ?? ""),
    };
  }, text);
}

/**
 * Chromium driven by Playwright on Node 24 stops reporting downloads after the tenth in one page (on Node 20
 * it reports all 14 of this test). So the first eight are real downloads, and the rest are taken where the
 * page hands them to the browser: the `<a download>` it clicks, whose blob (or data) is read back in the page.
 */
const realDownloadsPerPage = 8;
const realDownloads = new WeakMap<Page, number>();

async function download(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const done = realDownloads.get(page) ?? 0;
  if (done < realDownloadsPerPage) {
    realDownloads.set(page, done + 1);
    const started = page.waitForEvent("download");
    await trigger.click();
    const file = await started;
    return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
  }
  await page.evaluate(() => {
    const held = window as unknown as {
      heldDownloads?: { href: string; name: string }[];
      heldBlobs?: Map<string, Blob>;
    };
    if (held.heldDownloads) return;
    const downloads: { href: string; name: string }[] = [];
    const blobs = new Map<string, Blob>();
    held.heldDownloads = downloads;
    held.heldBlobs = blobs;
    // The page's CSP does not let it fetch blob: addresses, so each blob is kept as it gets its address.
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) downloads.push({ href: this.href, name: this.download });
      else click.call(this);
    };
  });
  await trigger.click();
  const held = await page.evaluate(async () => {
    const { heldDownloads: downloads, heldBlobs: blobs } = window as unknown as {
      heldDownloads: { href: string; name: string }[];
      heldBlobs: Map<string, Blob>;
    };
    for (let wait = 0; wait < 200 && downloads.length === 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const file = downloads.shift();
    if (!file) throw new Error("the page started no download");
    // A data: address (the palette's canvas) already holds its bytes, in base64.
    if (file.href.startsWith("data:")) return { name: file.name, base64: file.href.slice(file.href.indexOf(",") + 1) };
    const blob = blobs.get(file.href);
    if (!blob) throw new Error(`no blob behind ${file.href}`);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { name: file.name, base64: btoa(binary) };
  });
  return { name: held.name, bytes: Buffer.from(held.base64, "base64") };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`branding at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, permissions: ["clipboard-read", "clipboard-write"] });

    test("honest labels, logos in three formats, palettes with hex codes, taglines copied in one click", async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      const name = await openBranding(page);

      // Labels: no model is configured, so every section says the offline engine made it and none claims AI.
      const sections = ["AI-Generated Taglines", "Logo Direction Ideas", "Brand Personality", "Color Palette Ideas"];
      for (const title of sections) {
        await expect(page.getByRole("region", { name: title }).getByTestId("engine")).toHaveText(
          "Made by Offline engine",
        );
      }
      await expect(page.getByText("Powered by ChatGPT")).toHaveCount(0);
      await expect(page.getByText("AI Enhanced", { exact: true })).toHaveCount(0);
      await expect(page.getByText("AI Generated", { exact: true })).toHaveCount(0);

      const logos = page.getByRole("region", { name: "Logo Direction Ideas" });
      await expect(logos.getByRole("img")).toHaveCount(4, { timeout: 40_000 });
      // Nothing runs off the side of the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousAxeViolations(page);

      // A tagline, copied with one click: the button says so, and the clipboard holds it.
      const taglines = page.getByRole("region", { name: "AI-Generated Taglines" });
      const first = taglines.getByRole("listitem").first();
      const firstText = (await first.getByRole("button").first().textContent()) ?? "";
      await first.getByRole("button", { name: /^Copy / }).click();
      await expect(first.getByRole("button", { name: /^Copied / })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstText);
      // And from the keyboard.
      const second = taglines.getByRole("listitem").nth(1);
      const secondText = (await second.getByRole("button").first().textContent()) ?? "";
      await second.getByRole("button", { name: /^Copy / }).focus();
      await page.keyboard.press("Enter");
      await expect(second.getByRole("button", { name: /^Copied / })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secondText);
      await expectNoSeriousAxeViolations(page);

      // Every logo in every format: a 512 px PNG, a transparent PNG and an SVG that parses.
      const titles = await logos.locator("li").evaluateAll((items) =>
        items.map(
          (item) =>
            item
              .querySelector("img")
              ?.getAttribute("alt")
              ?.replace(/ logo for .*$/, "") ?? "",
        ),
      );
      expect(titles).toHaveLength(4);
      for (const title of titles) {
        const formats = logos.getByRole("group", { name: `Download ${title}` });
        const png = await download(page, formats.getByRole("button", { name: "PNG 512 px" }));
        expect(png.name).toMatch(/\.png$/);
        expect(png.bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
        expect(await decodeImage(page, png.bytes, "image/png")).toEqual({ width: 512, height: 512, cornerAlpha: 255 });

        const transparent = await download(page, formats.getByRole("button", { name: "Transparent PNG" }));
        expect(transparent.name).toMatch(/_transparent\.png$/);
        expect(await decodeImage(page, transparent.bytes, "image/png")).toEqual({
          width: 512,
          height: 512,
          cornerAlpha: 0,
        });

        const svg = await download(page, formats.getByRole("button", { name: "SVG" }));
        expect(svg.name).toMatch(/\.svg$/);
        const parsed = await parseSvg(page, svg.bytes.toString("utf8"));
        expect(parsed).toMatchObject({ root: "svg", width: "512", errors: 0 });
        expect(parsed.texts).toContain(name);
        expect(await decodeImage(page, svg.bytes, "image/svg+xml")).toMatchObject({ width: 512, height: 512 });
      }

      // Palettes: the card shows each colour's hex code; the PNG is 600x200; the SVG sheet writes every code.
      const palettes = page.getByRole("region", { name: "Color Palette Ideas" });
      const firstPalette = palettes.getByRole("listitem").first();
      const shown = (await firstPalette.getByRole("button").first().textContent()) ?? "";
      const codes = shown.match(/#[0-9A-F]{6}/g) ?? [];
      expect(codes).toHaveLength(3);
      const palettePng = await download(page, firstPalette.getByRole("button").first());
      expect(palettePng.name).toMatch(/_palette\.png$/);
      expect(await decodeImage(page, palettePng.bytes, "image/png")).toMatchObject({ width: 600, height: 200 });
      const sheet = await download(page, firstPalette.getByRole("button", { name: "SVG swatch sheet" }));
      expect(sheet.name).toMatch(/_palette\.svg$/);
      const sheetParsed = await parseSvg(page, sheet.bytes.toString("utf8"));
      expect(sheetParsed.errors).toBe(0);
      for (const code of codes) expect(sheetParsed.texts).toContain(code);
      await expectNoSeriousAxeViolations(page);
      expect(pageErrors).toEqual([]);
    });
  });
}
