import { expect, test, type Page } from "@playwright/test";
import { signInByMagicLink, uniqueEmail } from "./auth-helpers";

// Passkeys end to end on the built app, with Chromium's virtual authenticator (CDP). The relying party is
// the host of APP_BASE_URL (localhost), so every page is opened on that one host name.

const texts = {
  alreadyRegistered:
    "The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.",
  deleteWarning: "Once deleted, the passkey cannot be restored.",
};

/**
 * A platform authenticator that holds discoverable credentials and approves every request on its own.
 * Returns the switch of that approval: while it is off, a request waits as it would for a user's touch.
 */
async function addVirtualAuthenticator(page: Page): Promise<(approves: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async (approves) => {
    await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: approves });
  };
}

async function openPasskeys(page: Page, email: string) {
  await page.getByRole("button", { name: email }).click();
  await page.getByRole("menuitem", { name: "Passkeys" }).click();
  const dialog = page.getByRole("dialog", { name: "Passkeys" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
}

test("register a passkey, sign in with it by button and by autofill, rename and delete it", async ({ page }) => {
  const setApproval = await addVirtualAuthenticator(page);
  const email = uniqueEmail("passkey");
  await signInByMagicLink(page, "/starter_tools", email);

  // Register from the account menu.
  let dialog = await openPasskeys(page, email);
  await expect(dialog.getByText("You have no passkeys yet.")).toBeVisible();
  await dialog.getByRole("button", { name: "Create a Passkey" }).click();
  await expect(dialog.getByRole("group", { name: "Passkey" })).toBeVisible();

  // The same authenticator again: the browser refuses (the options exclude its credential).
  await dialog.getByRole("button", { name: "Create a Passkey" }).click();
  await expect(dialog.getByText(texts.alreadyRegistered)).toBeVisible();
  await expect(dialog.getByRole("group")).toHaveCount(1);

  // Rename it.
  await dialog.getByRole("button", { name: "Rename" }).click();
  await dialog.getByLabel("Passkey name").fill("Work laptop");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("group", { name: "Work laptop" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // Autofill: the email field offers the passkey (conditional mediation); the virtual authenticator picks it.
  // Approval is held while signing out, or the sign-in screen's autofill request could sign in again before
  // the screen is checked; then a reload makes a new request, which the authenticator answers.
  await setApproval(false);
  await signOut(page);
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("autocomplete", "username webauthn");
  await expect(page.getByRole("button", { name: "Login with a Passkey" })).toBeHidden();
  await setApproval(true);
  await page.reload();
  // Focusing the field offers the passkey. Chromium's virtual authenticator may answer the request before
  // that (it needs no pick), so the field can already be gone: focus it only if it is still there.
  await page.evaluate(() =>
    document.querySelector<HTMLInputElement>('input[autocomplete="username webauthn"]')?.focus(),
  );
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // The button: shown first when the browser cannot autofill passkeys. Approval is held while signing out,
  // or the autofill request of the sign-in screen would sign in again before the reload.
  await setApproval(false);
  await signOut(page);
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.reload();
  await setApproval(true);
  const button = page.getByRole("button", { name: "Login with a Passkey" });
  await expect(button).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("autocomplete", "email");
  await button.click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Delete it, after the warning; Cancel first keeps it.
  dialog = await openPasskeys(page, email);
  const row = dialog.getByRole("group", { name: "Work laptop" });
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(row.getByText(texts.deleteWarning)).toBeVisible();
  await row.getByRole("button", { name: "Cancel" }).click();
  await expect(row.getByText(texts.deleteWarning)).toBeHidden();
  await row.getByRole("button", { name: "Delete" }).click();
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByText("You have no passkeys yet.")).toBeVisible();
});

test("the account menu works from the keyboard", async ({ page }) => {
  const email = uniqueEmail("passkey-menu");
  await signInByMagicLink(page, "/starter_tools", email);
  const menuButton = page.getByRole("button", { name: email });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Passkeys" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Passkeys" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});
