import { expect, test } from "@playwright/test";
import { oauthProviders } from "@dugout/contracts/signin-widget";

/**
 * Social sign-in in Chromium with every provider: global-setup.ts configures all 19 against a local
 * stand-in of their endpoints (apps/server/src/modules/identity/methods/social/oauth-stand-in.ts), which signs in
 * `<provider> Person` at once (Apple posts its answer back, as Apple does).
 */
for (const { id, name } of oauthProviders) {
  test(`Continue with ${name} signs in and lands back on the page`, async ({ page }) => {
    await page.goto("/starter_tools");
    await page.getByRole("button", { name: `Continue with ${name}`, exact: true }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    // The top bar may show the session (the server set its cookie) a moment before the page's module has run
    // and taken the token out of the address.
    await expect(page).toHaveURL((url) => url.pathname === "/starter_tools" && !url.searchParams.has("token"));
    const me = await page.request.get("/api/me");
    const { user } = (await me.json()) as { user: { name: string; providers: string[] } | null };
    expect(user?.name).toBe(`${name} Person`);
    expect(user?.providers).toContain(id);
  });
}

test("the sign-in shows a button for each of the 19 configured providers", async ({ page }) => {
  await page.goto("/starter_tools");
  for (const { name } of oauthProviders) {
    await expect(page.getByRole("button", { name: `Continue with ${name}`, exact: true })).toBeVisible();
  }
});
