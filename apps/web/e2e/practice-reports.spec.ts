import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInByMagicLink, uniqueEmail } from "./auth-helpers";
import { operatorCommand } from "./operator-cli";
import { expectNoSeriousAxeViolations, viewports } from "./page-checks";

// The admin's side of scored practice calls: the score in batting cage Reports (with the rep filter and the open
// session in the address) and, on /scoring_champ, a rep's practice means beside their real calls.

/** Real calls of the rep, imported as Gong would deliver them: every category 0, so practice runs ahead. */
function importRealCalls(name: string, email: string): void {
  const dir = mkdtempSync(join(tmpdir(), "dugout-calls-"));
  const file = join(dir, "calls.json");
  const zeroes = Object.fromEntries(
    [
      "ace_score",
      "discovery_effectiveness_score",
      "discovery_depth_score",
      "consultation_teach_score",
      "consultation_tailor_score",
      "consultation_control_score",
      "objection_probing_score",
      "objection_responding_score",
    ].map((key) => [key, 0]),
  );
  const calls = [1, 2].map((n) => ({
    gong_call_id: `e2e-practice-${email}-${n}`,
    rep: name,
    // The email as the other system writes it: matched case-insensitively.
    user_email: email.toUpperCase(),
    company_name: `Real Prospect ${n}`,
    date: new Date().toISOString(),
    duration_ms: 600_000,
    score: 0,
    ...zeroes,
    feedback: "Set an agenda first.",
  }));
  writeFileSync(file, JSON.stringify(calls));
  try {
    operatorCommand("calls:import", file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const repLines = [
  "Hi, this is Sam from Dugout Payroll. Thanks for taking a few minutes today, I know you are busy running the bakery.",
  "Could I suggest an agenda: I ask how you run payroll now, share what similar bakeries do, and we agree a next step?",
  "How do you run payroll today, how many people are on it, and how long does each pay run take you every two weeks?",
  "What happens when a tax filing is late or wrong, and what would it mean for you to get those hours back each month?",
  "Many bakeries your size lose a day a month to payroll; we move your employee data over for you so nothing is re-entered.",
  "Would Tuesday at ten work for a short walkthrough with your bookkeeper, so we can agree whether it fits your team?",
];

/** A finished practice call made through the API as the signed-in rep, and its scored total once the job ran. */
async function practiseAndScore(page: Page): Promise<{ id: string; total: number }> {
  const id = await page.evaluate(async (lines) => {
    const { token } = (await (await fetch("/api/csrf")).json()) as { token: string };
    const send = async (url: string, method: string, body: unknown) => {
      const response = await fetch(url, {
        method,
        headers: { "content-type": "application/json", "x-csrf-token": token },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const session = await send("/create_session", "POST", {});
    const conversationId = String(session.conversation_id);
    const transcript = lines.flatMap((text) => [
      { role: "user", text },
      { role: "assistant", text: "Go on, I am listening." },
    ]);
    await send(`/batting_cage_conversations/${conversationId}`, "PATCH", {
      transcript,
      ended_at: new Date().toISOString(),
      duration_ms: 240_000,
    });
    return conversationId;
  }, repLines);
  let total: number | null = null;
  await expect
    .poll(
      async () => {
        const detail = (await (await page.request.get(`/batting_cage_conversations/${id}`)).json()) as {
          score_card: { status: string; total: number | null } | null;
        };
        total = detail.score_card?.total ?? null;
        return detail.score_card?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("scored");
  if (total === null) throw new Error("a scored call without a total");
  return { id, total };
}

const fitsTheViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function signedIn(browser: Browser, path: string, email: string, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await signInByMagicLink(page, path, email);
  return page;
}

for (const viewport of viewports) {
  test(`the admin sees a practice call's score in Reports and practice beside real calls (${viewport.name})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const suffix = Date.now().toString(36);
    const name = `Pat Practice${suffix}`;
    const email = uniqueEmail(`practice-${viewport.name}`);
    operatorCommand("user", "create", email, "--name", name);

    // The rep practises; the call is scored by the background job.
    const rep = await signedIn(browser, "/batting_cage", email, viewport.size);
    const { id, total } = await practiseAndScore(rep);
    await rep.context().close();
    importRealCalls(name, email);

    // Reports: filter by the rep, the score in its column.
    const admin = await signedIn(browser, "/batting_cage", "admin@example.com", viewport.size);
    await expect(admin.getByRole("heading", { level: 1, name: "Batting Cage Admin" })).toBeVisible();
    await expect(admin.getByRole("columnheader", { name: "Score" })).toBeVisible();
    const repFilter = admin.getByRole("combobox", { name: "Rep" });
    await expect(repFilter.getByRole("option", { name })).toBeAttached();
    await repFilter.focus();
    await repFilter.selectOption({ label: name });
    await expect(admin).toHaveURL(/[?&]rep=/);
    const rows = admin.getByRole("row").filter({ has: admin.getByRole("button", { name }) });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole("cell").last()).toHaveText(String(Math.round(total)));
    await expect(admin.getByRole("button", { name: "Riley Rep" })).toHaveCount(0);
    await expect(admin.getByText("1 of 1 sessions scored")).toBeVisible();
    expect(await fitsTheViewport(admin)).toBe(true);
    await expectNoSeriousAxeViolations(admin);

    // Open the session: it is in the address, survives a reload, closes with Escape back onto its row.
    await rows.getByRole("button", { name }).click();
    await expect(admin.getByRole("heading", { name: "Conversation details" })).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`[?&]session=${id}`));
    await admin.reload();
    await expect(admin.getByRole("heading", { name: "Conversation details" })).toBeVisible();
    // The transcript (the score card may quote the same line as evidence).
    await expect(admin.getByText(repLines[2] ?? "").first()).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await admin.keyboard.press("Escape");
    await expect(admin.getByRole("columnheader", { name: "Score" })).toBeVisible();
    expect(new URL(admin.url()).searchParams.get("session")).toBeNull();
    expect(new URL(admin.url()).searchParams.get("rep")).not.toBeNull();

    // Opened from the list, the browser's Back closes it; a pasted link opens it in a fresh tab.
    await admin.getByRole("button", { name }).click();
    await expect(admin.getByRole("heading", { name: "Conversation details" })).toBeVisible();
    await admin.goBack();
    await expect(admin.getByRole("columnheader", { name: "Score" })).toBeVisible();
    const pasted = await admin.context().newPage();
    await pasted.goto(`/batting_cage?session=${id}`);
    await expect(pasted.getByRole("heading", { name: "Conversation details" })).toBeVisible();
    await expect(pasted.getByText(repLines[0] ?? "").first()).toBeVisible();
    await pasted.close();

    // Scoring Champ: the rep's practice means beside their real calls, the gap flagged.
    await admin.goto("/scoring_champ");
    const section = admin.getByRole("region", { name: "Practice vs Real Calls" });
    const card = section.getByRole("region", { name });
    await expect(card).toBeVisible();
    await expect(card.getByText("1 practice call(s), 2 real call(s)")).toBeVisible();
    const totalRow = card.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: "Total" }) });
    await expect(totalRow.getByRole("cell")).toHaveText([String(Math.round(total)), "0", /^\+\d+Not carrying over$/]);
    await expect(card.getByText("Not carrying over").first()).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectNoSeriousAxeViolations(admin);
    await admin.context().close();
  });
}
