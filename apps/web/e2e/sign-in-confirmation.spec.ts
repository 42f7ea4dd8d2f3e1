import { expect, test, type APIRequestContext } from "@playwright/test";
import { linkIn, nextMail, signInByMagicLink, signOutButton, uniqueEmail } from "./auth-helpers";
import { expectNoSeriousAxeViolations } from "./page-checks";

// Login CSRF through the landing page (docs/decisions/0032-sign-in-token-binding.md): a token that this browser
// did not ask for signs in only after the person says yes to "Sign in as a…@example.com?".

/** Who the browser of `request` is signed in as (null: nobody). */
async function signedInAs(request: APIRequestContext): Promise<string | null> {
  const me = (await (await request.get("/api/me")).json()) as { user: { email: string } | null };
  return me.user?.email ?? null;
}

test("a signed-in rep opening a URL with an attacker's token is asked, cancels, and is still themselves", async ({
  page,
  browser,
}) => {
  // Two people sign in, in two browsers.
  test.slow();
  // The attacker signs in in their own browser (through the API, as their page would call it) and turns their
  // session into a one-time token, as the pen test did.
  const attacker = await browser.newContext();
  const attackerEmail = `attacker-${Date.now().toString(36)}@example.com`;
  const origin = new URL(process.env.DUGOUT_E2E_BASE_URL ?? "").origin;
  const sent = await attacker.request.post("/api/auth/sign-in/magic-link", {
    data: { email: attackerEmail, callbackURL: "/starter_tools" },
    headers: { origin },
  });
  expect(sent.ok()).toBe(true);
  const link = new URL(linkIn(await nextMail(attacker.request, attackerEmail)));
  const signedIn = await attacker.request.post("/api/auth/dugout/tokens/authenticate", {
    data: { token: link.searchParams.get("token"), token_type: "magic_links" },
    headers: { origin },
  });
  expect(signedIn.ok()).toBe(true);
  const minted = await attacker.request.get("/api/auth/dugout/oauth/complete?redirect=%2Fbatting_cage", {
    maxRedirects: 0,
  });
  expect(minted.status()).toBe(302);
  const trap = minted.headers().location ?? "";
  expect(trap).toContain("dugout_token_type=oauth");
  await attacker.close();

  await signInByMagicLink(page, "/batting_cage", "rep@example.com");
  await page.goto(trap);
  const question = page.getByRole("alertdialog", { name: "Sign in as a…@example.com?" });
  await expect(question).toBeVisible();
  await expect(question.getByRole("heading")).toHaveText("Sign in as a…@example.com?");
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  expect(new URL(page.url()).searchParams.has("token")).toBe(false);
  await expectNoSeriousAxeViolations(page, "the sign-in question");

  await page.keyboard.press("Enter");
  await expect(question).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Batting Cage Practice" })).toBeVisible();
  expect(await signedInAs(page.request)).toBe("rep@example.com");
});

test("a magic link opened in a fresh browser asks, and signs in once confirmed", async ({ page, browser }) => {
  const email = uniqueEmail("other-device");
  await page.goto("/starter_tools");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByRole("button", { name: "Email me a login link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const link = linkIn(await nextMail(page.request, email));

  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto(link);
  const question = phonePage.getByRole("alertdialog", { name: "Sign in as e…@example.com?" });
  await expect(question).toBeVisible();
  expect(await signedInAs(phonePage.request)).toBeNull();
  await question.getByRole("button", { name: "Sign in" }).click();
  await expect(signOutButton(phonePage)).toBeAttached();
  await expect(phonePage).toHaveURL(/\/starter_tools$/);
  expect(await signedInAs(phonePage.request)).toBe(email);
  // The browser that asked for the link is not signed in by it.
  expect(await signedInAs(page.request)).toBeNull();
  await phone.close();
});
