import { expect, test } from "@playwright/test";
import { codeIn, linkIn, nextMail, servePlayground, signInByMagicLink, uniqueEmail } from "./auth-helpers";
import { expectNoSeriousAxeViolations } from "./page-checks";

// Sign-in end to end (issue 3), on the built app with a fresh data folder. Mail is read from the
// dev outbox (GET /dev/mailbox.json). Email OTP is not in the app's configuration (docs/requirements/sign-in-widget.md#app-configuration),
// so its test mounts the widget's playground with the "otp" preset on the app's origin.

const strongPassword = "Dugout-batting-cage-42!";

test("magic link: request, open from the mailbox, land signed in on the same page", async ({ page }) => {
  const email = uniqueEmail("magic");
  await page.goto("/starter_tools");
  // The widget's telemetry (email_sent) reaches the server in a batch, CSRF header included.
  const telemetry = page.waitForResponse((response) => response.url().endsWith("/api/events"));
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByRole("button", { name: "Email me a login link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
  expect((await telemetry).status()).toBe(202);
  await page.goto(linkIn(await nextMail(page.request, email)));
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  expect(new URL(page.url()).searchParams.has("token")).toBe(false);
  await expect(page).toHaveURL(/\/starter_tools$/);
  await expect(page.getByRole("heading", { level: 1, name: "Starter Tools" })).toBeVisible();
  await expect(page.getByText("Sign in to continue")).toBeHidden();
});

test("email OTP: a wrong code, expiry, resend and the right code", async ({ page }) => {
  await page.clock.install();
  await servePlayground(page);
  const email = uniqueEmail("otp");
  const seen = new Set<string>();
  await page.goto("/__widget-playground/index.html?preset=otp");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Invalid email, please try again.")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
  const first = codeIn(await nextMail(page.request, email, seen));

  // Letters are refused; a wrong code is submitted at the sixth digit and refused.
  const boxes = page.getByRole("group", { name: "Enter passcode" }).getByRole("textbox");
  await boxes.first().pressSequentially("ab");
  await expect(boxes.first()).toHaveValue("");
  const wrong = first.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
  await boxes.first().pressSequentially(wrong);
  await expect(page.getByText("Invalid passcode, please try again.")).toBeVisible();

  await expect(page.getByText(/Your code expires in \d+:\d\d\. Didn't get it\?/)).toBeVisible();
  await page.clock.fastForward("10:05");
  await expect(page.getByText("Your code has expired.")).toBeVisible();

  await page.getByRole("button", { name: "Resend code" }).click();
  await expect(page.getByText("Code resent")).toBeVisible();
  await expect(page.getByText(/Your code expires in (9:5\d|10:00)\. Didn't get it\?/)).toBeVisible();
  const second = codeIn(await nextMail(page.request, email, seen));
  await boxes.first().pressSequentially(second);
  await expect(page.getByRole("heading", { name: "Success" })).toBeVisible();
  await expect(page.getByText("Your passcode has been successfully verified.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "authenticate flow complete" })).toHaveCount(1);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { email: string } | null };
  expect(me.user?.email).toBe(email);
});

test("password: a breached password is refused, then create, log in, forgot and reset", async ({ page }) => {
  const email = uniqueEmail("password");
  await page.goto("/starter_tools");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByRole("heading", { name: "Choose how you would like to create your account." })).toBeVisible();
  await page.getByRole("button", { name: "Create a password instead" }).click();
  await expect(
    page.getByRole("heading", { name: "Finish creating your account by setting a password." }),
  ).toBeVisible();

  const password = page.getByLabel("Password", { exact: true });
  const continueButton = page.getByRole("button", { name: "Continue", exact: true });
  await password.fill("password123");
  await expect(
    page.getByText(
      "This password may have been used on a different site that experienced a security issue. Please choose another password.",
    ),
  ).toBeVisible();
  await expect(continueButton).toBeDisabled();

  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await password.fill(strongPassword);
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  // No session until the address is confirmed: the link in the email signs in.
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
  const seen = new Set<string>();
  const confirmation = await nextMail(page.request, email, seen);
  expect(confirmation.subject).toBe("Confirm your Dugout account");
  const confirmLink = linkIn(confirmation);
  expect(confirmLink).toContain("dugout_token_type=verify_email");
  await page.goto(confirmLink);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Log in with it.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(strongPassword);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Forgot it: the reset link opens the reset form; the new password works.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  const link = linkIn(await nextMail(page.request, email, seen));
  expect(link).toContain("dugout_token_type=reset_password");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  // The reset form is the widget's first screen; the token leaves the address bar just after it is painted.
  await expect(page).toHaveURL((url) => !url.searchParams.has("token"));
  const newPassword = `${strongPassword}-again`;
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  const signOut = page.getByRole("button", { name: "Sign out" });
  const emailField = page.getByLabel("Email", { exact: true });
  await expect(signOut.or(emailField)).toBeVisible();
  if (await emailField.isVisible()) {
    await emailField.fill(email);
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
  }
  await expect(signOut).toBeVisible();
});

test("invitation only outside the allowed domains: a stranger is told who to ask, and nothing is sent", async ({
  page,
}) => {
  const email = `stranger-${Date.now().toString(36)}@elsewhere.example`;
  await page.goto("/dream_team");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByRole("button", { name: "Email me a login link" }).click();
  await expect(
    page.getByText("There is no Dugout account for this email address. Ask a Dugout admin to invite you (Users page)."),
  ).toBeVisible();
  const mailbox = (await (await page.request.get("/dev/mailbox.json")).json()) as { to: string }[];
  expect(mailbox.some((entry) => entry.to === email)).toBe(false);
});

test("lockout: repeated wrong passwords show a countdown", async ({ page, request }) => {
  const email = uniqueEmail("lockout");
  // The account is made through the API: this test is about the login screen.
  const created = await request.post("/api/auth/sign-up/email", {
    data: { email, password: strongPassword, name: "Lockout Test" },
    headers: { origin: process.env.DUGOUT_E2E_BASE_URL ?? "" },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/dream_team");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  const countdown = page.getByText(/Too many attempts\. Try again in \d+:\d\d\./);
  let status = 0;
  for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1) {
    await page.getByLabel("Password", { exact: true }).fill(`wrong-password-${attempt}`);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-in/email"));
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    status = (await answer).status();
  }
  expect(status).toBe(429);
  await expect(countdown).toBeVisible();
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "", { timeout: 5000 });
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeDisabled();
});

test("the seeded admin lands on the admin page, the rep on the practice page", async ({ browser }) => {
  for (const [email, heading] of [
    ["admin@example.com", "Batting Cage Admin"],
    ["rep@example.com", "Batting Cage Practice"],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByMagicLink(page, "/batting_cage", email);
    await expect(page).toHaveURL(/\/batting_cage$/);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await context.close();
  }
});

test("a non-admin is refused on /scoring_champ by the page and by the API", async ({ page }) => {
  await signInByMagicLink(page, "/scoring_champ", "rep@example.com");
  await expect(page.getByText("You are not authorized to access this page.")).toBeVisible();
  const api = await page.request.get("/api/scoring_champ/scores?page=1&per_page=25");
  expect(api.status()).toBe(403);
});

test("signing in and out in one tab reaches every open tab", async ({ context }) => {
  const second = await context.newPage();
  await second.goto("/dream_team");
  await expect(second.getByText("AI Agent Collection")).toBeVisible();
  const first = await context.newPage();
  await signInByMagicLink(first, "/starter_tools", uniqueEmail("tabs"));
  // The open tab follows the sign-in without a reload.
  await expect(second.getByRole("button", { name: "Sign out" })).toBeVisible();
  await first.getByRole("button", { name: "Sign out" }).click();
  await expect(second.getByRole("heading", { level: 1, name: "Dream Team" })).toBeVisible();
  await expect(second.getByText("AI Agent Collection")).toBeVisible();
  await expect(second.getByRole("button", { name: "Sign out" })).toBeHidden();
  await expect(first.getByText("Sign in to continue")).toBeVisible();
});

test("password: a weak password says why Continue is disabled, linked to the field, at both sizes", async ({
  page,
}) => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const email = uniqueEmail("weak-password");
    await page.goto("/starter_tools");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.getByRole("button", { name: "Create a password instead" }).click();
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("aaaaaaaaaa");
    const continueButton = page.getByRole("button", { name: "Continue", exact: true });
    await expect(continueButton).toBeDisabled();
    // The reason in words, not only a red bar: visible, and read out with the field.
    const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
    expect(describedBy).not.toBe("");
    const reason = page.locator(".dw-warn").first();
    await expect(reason).toBeVisible();
    const reasonText = ((await reason.textContent()) ?? "").trim();
    expect(reasonText.length).toBeGreaterThan(10);
    const described = await password.evaluate((field) =>
      (field.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .map((id) => field.ownerDocument.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
    expect(described).toContain(reasonText);
    await expectNoSeriousAxeViolations(page);
    await page.context().clearCookies();
  }
});
