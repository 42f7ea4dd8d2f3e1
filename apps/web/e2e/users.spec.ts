import { expect, test, type Page } from "@playwright/test";
import { linkIn, nextMail, requestMagicLink, signInByMagicLink, uniqueEmail } from "./auth-helpers";
import { expectNoSeriousAxeViolations } from "./page-checks";

// The admin's browser runs in Tokyo, so the last sign-in must be shown in that zone, not the server's.
test.use({ timezoneId: "Asia/Tokyo" });

/** The invited person signs in by magic link; `seen` holds the invitation, so only the link mail counts. */
async function signInInvited(page: Page, email: string, seen: Set<string>): Promise<void> {
  await page.goto("/batting_cage");
  await requestMagicLink(page, email);
  await page.goto(linkIn(await nextMail(page.request, email, seen)));
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("an admin invites a rep from /users, sees them sign in, and deactivates them; the rep is refused the page", async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInByMagicLink(page, "/batting_cage", "admin@example.com");
  await page.getByRole("navigation", { name: "Tools" }).getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "admin@example.com (you)" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Invite a rep: the confirmation, the row "Invited", and the mail in the outbox.
  const email = uniqueEmail("invited");
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption({ label: "Rep" });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email, exact: true }) });
  await expect(row.getByText("Invited (never signed in)")).toBeVisible();
  await expect(row.getByText("Never", { exact: true })).toBeVisible();
  await expect(row.getByLabel(`Role of ${email}`)).toHaveValue("");
  const seen = new Set<string>();
  const invitation = await nextMail(page.request, email, seen);
  expect(invitation.subject).toBe("You are invited to Dugout");

  // Inviting them again is refused with the server's message, under the address.
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByRole("alert")).toHaveText("This person already has an account.");

  // The invited person signs in in a browser of their own; as a rep they get no Users link and no page.
  const theirContext = await browser.newContext();
  try {
    const theirs = await theirContext.newPage();
    await signInInvited(theirs, email, seen);
    const theirNav = theirs.getByRole("navigation", { name: "Tools" });
    await expect(theirNav.getByRole("link", { name: "Batting Cage" })).toBeVisible();
    await expect(theirNav.getByRole("link", { name: "Users" })).toHaveCount(0);
    await theirs.goto("/users");
    await expect(theirs.getByRole("alert")).toHaveText("You are not authorized to access this page.");

    // The admin reloads (the server serves the page itself): active, signed in just now, in Tokyo time.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    const lastSignIn = row.locator("time");
    await expect(lastSignIn).toHaveText(/GMT\+9$/);
    const signedInAt = Date.parse((await lastSignIn.getAttribute("datetime")) ?? "");
    expect(Date.now() - signedInAt).toBeLessThan(120_000);

    // Deactivate: asked first, then the row says so, the focus stays on the row's button, and their session ends.
    await row.getByRole("button", { name: `Deactivate ${email}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Deactivate ${email}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText("Deactivated", { exact: true })).toBeVisible();
    await expect(page.getByText(`${email} is deactivated.`)).toBeVisible();
    await expect(row.getByRole("button", { name: `Reactivate ${email}` })).toBeFocused();
    await theirs.reload();
    await expect(theirs.getByRole("button", { name: "Continue with email" })).toBeVisible();
  } finally {
    await theirContext.close();
  }

  // On a 390 px phone the page is no wider than the screen; the table scrolls inside its frame.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByText("Deactivated", { exact: true })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  // The list may be long (other specs' accounts: the social sign-ins add 19): what counts here is that
  // the form fits the screen's width once scrolled to, not how far down the focused row is.
  const send = page.getByRole("button", { name: "Send invitation" });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  expect(errors).toEqual([]);
});

test("an admin downloads a person's data as JSON, then erases them after confirming; the row goes", async ({
  page,
}) => {
  await signInByMagicLink(page, "/users", "admin@example.com");
  const email = uniqueEmail("erased");
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send invitation" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email, exact: true }) });
  await expect(row).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: `Export data ${email}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dugout-user-[0-9a-f-]{36}\.json$/);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const document = JSON.parse(await readFile(path, "utf8")) as { account: { email: string } };
  expect(document.account.email).toBe(email);

  await row.getByRole("button", { name: `Erase ${email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Erase ${email} and their data?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByText(`${email} is erased.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
