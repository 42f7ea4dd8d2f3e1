import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { codeIn, nextMessage, servePlayground, uniquePhone } from "./auth-helpers";

// Text and WhatsApp passcodes end to end: the widget's playground (presets sms, whatsapp and
// phoneAndEmail) on the app's origin, against the real server, with the messages read from the dev
// outbox, where texts and WhatsApp messages land beside emails while Twilio is not configured.

/** "2015550123" as the passcode screen names it: "+1 201 555 0123". */
const international = (national: string) => `+1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;

async function openPreset(page: Page, preset: string): Promise<void> {
  await servePlayground(page);
  await page.goto(`/__widget-playground/index.html?preset=${preset}`);
}

const passcodeBoxes = (page: Page) => page.getByRole("group", { name: "Enter passcode" }).getByRole("textbox");

async function expectSignedInAs(page: Page, e164: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Success" })).toBeVisible();
  await expect(page.getByText("Your passcode has been successfully verified.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "success: otp" })).toHaveCount(1);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { phone_number?: string | null } | null };
  expect(me.user?.phone_number).toBe(e164);
}

test("text: a wrong code, a resend on the same channel, and the new code signs in", async ({ page }) => {
  const phone = uniquePhone();
  const seen = new Set<string>();
  await openPreset(page, "sms");
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await expect(page.getByLabel("Country")).toHaveValue("US");
  await expect(page.getByRole("option", { name: "+44 United Kingdom" })).toBeAttached();
  const field = page.getByLabel("Phone number");
  await expect(field).toHaveAttribute("placeholder", "(123) 456-7890");
  await field.pressSequentially(phone.national);
  await expect(field).toHaveValue(
    `(${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)}-${phone.national.slice(6)}`,
  );
  await page.getByRole("button", { name: "Continue with Text" }).click();
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${international(phone.national)}.`)).toBeVisible();
  const first = await nextMessage(page.request, phone.e164, seen, "sms");
  const firstCode = codeIn(first);

  const wrong = firstCode.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
  await passcodeBoxes(page).first().pressSequentially(wrong);
  await expect(page.getByText("Invalid passcode, please try again.")).toBeVisible();

  await page.getByRole("button", { name: "Resend code" }).click();
  await expect(page.getByText("Code resent")).toBeVisible();
  const second = await nextMessage(page.request, phone.e164, seen);
  expect(second.channel).toBe("sms");
  await passcodeBoxes(page).first().pressSequentially(codeIn(second));
  await expectSignedInAs(page, phone.e164);
});

test("text: the passcode screen takes the code typed at once (focus in the first box, the screen announced)", async ({
  page,
}) => {
  const phone = uniquePhone();
  await openPreset(page, "sms");
  await page.getByLabel("Phone number").fill(phone.national);
  await page.getByRole("button", { name: "Continue with Text" }).click();
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
  const first = passcodeBoxes(page).first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("autocomplete", "one-time-code");
  await expect(page.locator("#widget").getByRole("status").filter({ hasText: "Enter passcode" })).toHaveCount(1);
  const message = await nextMessage(page.request, phone.e164);
  // No click: the person types the code as soon as it arrives.
  await page.keyboard.type(codeIn(message));
  await expectSignedInAs(page, phone.e164);
});

test("WhatsApp: the code goes out on WhatsApp and signs in", async ({ page }) => {
  const phone = uniquePhone();
  await openPreset(page, "whatsapp");
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await page.getByLabel("Phone number").fill(phone.national);
  await page.getByRole("button", { name: "Continue with WhatsApp" }).click();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${international(phone.national)}.`)).toBeVisible();
  const message = await nextMessage(page.request, phone.e164);
  expect(message.channel).toBe("whatsapp");
  await passcodeBoxes(page).first().pressSequentially(codeIn(message));
  await expectSignedInAs(page, phone.e164);
});

test("several methods: tabs, the first selected; an invalid number is refused before anything is sent", async ({
  page,
}) => {
  await openPreset(page, "phoneAndEmail");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Text", "WhatsApp", "Email"]);
  await expect(page.getByRole("tab", { name: "Text" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Continue with Text" })).toBeVisible();
  await expect(page.getByRole("option", { name: "+44 United Kingdom" })).toBeAttached();
  const axe = await new AxeBuilder({ page }).include("#widget").analyze();
  const serious = axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await page.getByRole("tab", { name: "WhatsApp" }).click();
  await expect(page.getByRole("button", { name: "Continue with WhatsApp" })).toBeVisible();
  await page.getByLabel("Country").selectOption({ label: "+44 United Kingdom" });
  await page.getByLabel("Phone number").fill("12345");
  await page.getByRole("button", { name: "Continue with WhatsApp" }).click();
  await expect(page.getByText("Invalid phone number, please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign up or log in" })).toBeVisible();

  await page.getByRole("tab", { name: "Email" }).click();
  await expect(page.getByRole("button", { name: "Continue with Email" })).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveCount(0);
});

test("the numbering plan is downloaded only where a phone form is shown", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openPreset(page, "otp");
  await expect(page.getByRole("button", { name: "Continue with Email" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.some((path) => path.includes("phone-numbering"))).toBe(false);

  await page.goto("/__widget-playground/index.html?preset=sms");
  await expect(page.getByRole("option", { name: "+44 United Kingdom" })).toBeAttached();
  expect(scripts.some((path) => path.includes("phone-numbering"))).toBe(true);
});
