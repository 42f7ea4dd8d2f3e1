import { readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

interface MailEntry {
  id: string;
  /** Texts and WhatsApp messages land in the same outbox, `to` being the E.164 number. */
  channel: "email" | "sms" | "whatsapp";
  to: string;
  subject: string | null;
  text: string;
  created_at: string;
}

let counter = 0;
/** A fresh address per test, so tests never see each other's mail or accounts. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Mail for `to` that is not in `seen` (ids), newest first, polled from the dev outbox. */
export function nextMail(request: APIRequestContext, to: string, seen: Set<string> = new Set()): Promise<MailEntry> {
  return nextMessage(request, to, seen, "email");
}

/** A message on `channel` for `to` (an address or an E.164 number) that is not in `seen`, newest first. */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  seen: Set<string> = new Set(),
  channel?: MailEntry["channel"],
): Promise<MailEntry> {
  let found: MailEntry | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get("/dev/mailbox.json");
        const entries = (await response.json()) as MailEntry[];
        found = entries.find(
          (entry) => entry.to === to && !seen.has(entry.id) && (!channel || entry.channel === channel),
        );
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no message for ${to}`);
  seen.add(found.id);
  return found;
}

const usedPhones = new Set<string>();
/**
 * A fresh number per test (E.164 and as typed), so tests never share codes, limits or accounts:
 * 201-555-xxxx, a New Jersey area code whose numbers all parse as valid (555 as an area code would not).
 */
export function uniquePhone(): { e164: string; national: string } {
  for (;;) {
    const national = `201555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
    if (!usedPhones.has(national)) {
      usedPhones.add(national);
      return { e164: `+1${national}`, national };
    }
  }
}

export function linkIn(mail: MailEntry): string {
  const link = /https?:\/\/\S*[?&]token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return link;
}

export function codeIn(mail: MailEntry): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no passcode in: ${mail.text}`);
  return code;
}

/**
 * The top bar's Sign out button, signed in. On a phone it sits in the closed Menu panel (present, not visible),
 * so "signed in" is its presence, whatever the screen's width.
 */
export const signOutButton = (page: Page) =>
  // Exact: the Users page lists a "Sign out everywhere <person>" button on each row.
  page.getByRole("button", { name: "Sign out", exact: true, includeHidden: true });

/**
 * In the sign-in widget on the page: asks for a login link for `email` and waits until the widget says it is
 * sent. A new person first chooses the link; a seeded passwordless one is sent it at once.
 */
export async function requestMagicLink(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  const choose = page.getByRole("button", { name: "Email me a login link" });
  const sent = page.getByRole("heading", { name: "Check your email" });
  await expect(choose.or(sent)).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await expect(sent).toBeVisible();
}

/**
 * Signs in by magic link from `path`: the widget's email form, then the link from the mailbox.
 * Works for new users (the "choose" screen) and for seeded passwordless users (sent at once).
 */
export async function signInByMagicLink(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await requestMagicLink(page, email);
  const link = linkIn(await nextMail(page.request, email));
  await page.goto(link);
  await expect(signOutButton(page)).toBeAttached();
  expect(new URL(page.url()).searchParams.has("token")).toBe(false);
}

const playgroundDir = fileURLToPath(new URL("../../../packages/signin-widget/dist/playground/", import.meta.url));
const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/**
 * The widget's playground (built by `npm run build`) served on the app's origin, so the widget
 * talks to the real server with its cookies: used for configurations the app does not ship.
 */
export async function servePlayground(page: Page): Promise<void> {
  await page.route("**/__widget-playground/**", async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/__widget-playground\//, "") || "index.html";
    const file = join(playgroundDir, path);
    try {
      statSync(file);
    } catch {
      await route.fulfill({ status: 404, body: "not found" });
      return;
    }
    await route.fulfill({
      status: 200,
      contentType: types[extname(file)] ?? "application/octet-stream",
      body: readFileSync(file),
    });
  });
}
