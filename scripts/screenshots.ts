// `npm run screenshots`: the README's pictures, taken from the app as it is. Starts the built app the way the
// end-to-end tests do (apps/web/e2e/global-setup.ts: a free port, a fresh data folder with the demo data), signs
// the demo users in through the dev mailbox, and saves each page at 1280x800 to docs/screenshots/<name>.png.
// Run `npm run build` first. A picture over the size budget fails the run (the README should stay light).
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import globalSetup from "../apps/web/e2e/global-setup";
import { useWorkerServer } from "../apps/web/e2e/worker-server";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "docs/screenshots");
const viewport = { width: 1280, height: 800 };
const maxBytes = 200 * 1024;

interface Shot {
  name: string;
  /** Who is looking: null for a visitor, or a demo account. */
  as: string | null;
  /** Opens the page and waits until it shows what the picture is of. */
  open: (page: Page, base: string) => Promise<void>;
}

const shots: Shot[] = [
  {
    name: "start-page",
    as: null,
    open: async (page, base) => {
      await page.goto(`${base}/`);
      await page.getByRole("link", { name: "Business Name Generator" }).first().waitFor();
    },
  },
  {
    name: "practice-page",
    as: "rep@example.com",
    open: async (page, base) => {
      await page.goto(`${base}/batting_cage`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
    },
  },
  {
    name: "scoring-champ",
    as: "admin@example.com",
    open: async (page, base) => {
      await page.goto(`${base}/scoring_champ`);
      await page.getByRole("heading", { level: 1, name: /Scoring Champ/ }).waitFor();
    },
  },
  {
    name: "name-generator-results",
    as: null,
    open: async (page, base) => {
      await page.goto(`${base}/starter_tools/business_name_generator`);
      await page.getByLabel("Describe your business idea").fill("A mobile dog grooming van for busy pet owners");
      await page.getByRole("button", { name: "Generate business names" }).click();
      await page.getByRole("heading", { level: 1, name: /Perfect names for/ }).waitFor();
      await page.getByRole("region", { name: "AI Name Analysis" }).first().waitFor({ timeout: 30_000 });
    },
  },
];

/** The newest sign-in link the dev mailbox holds for `email`, waiting for it to arrive. */
async function signInLink(base: string, email: string, after: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const entries = (await (await fetch(`${base}/dev/mailbox.json`)).json()) as {
      to: string;
      text: string;
      created_at: string;
    }[];
    const mail = entries.find((entry) => entry.to === email && Date.parse(entry.created_at) >= after);
    const link = mail && /https?:\/\/\S*[?&]token=\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-in link for ${email} in the dev mailbox`);
}

/** Signs a demo account in by magic link, as a person would: the widget's email form, then the mailed link. */
async function signIn(page: Page, base: string, email: string): Promise<void> {
  const asked = Date.now() - 1000;
  await page.goto(`${base}/dream_team`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
  await page.goto(await signInLink(base, email, asked));
  await page.getByRole("button", { name: "Sign out" }).waitFor();
}

async function take(browser: Browser, base: string, shot: Shot): Promise<void> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    if (shot.as) await signIn(page, base, shot.as);
    await shot.open(page, base);
    await page.waitForLoadState("networkidle");
    const file = join(outDir, `${shot.name}.png`);
    await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
    const bytes = statSync(file).size;
    console.log(`${file.slice(root.length)}: ${Math.round(bytes / 1024)} KB`);
    if (bytes > maxBytes) throw new Error(`${shot.name}.png is ${bytes} bytes, over the ${maxBytes} byte budget`);
  } finally {
    await context.close();
  }
}

mkdirSync(outDir, { recursive: true });
const stopApp = await globalSetup();
useWorkerServer(); // its one app, in DUGOUT_E2E_BASE_URL
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
});
try {
  const base = process.env.DUGOUT_E2E_BASE_URL ?? "";
  for (const shot of shots) await take(browser, base, shot);
} finally {
  await browser.close();
  await stopApp();
}
