import { expect, type Page } from "@playwright/test";

/** Five turns, more than 60 words: long enough to be scored, with an agenda, discovery and a next step. */
export const repTurns = [
  "Hi, thanks for taking the time today. Here's what I was thinking we'd cover in ten minutes.",
  "What prompted you to look at payroll now? What's your biggest headache with it?",
  "How many employees do you pay, and how often do you run payroll each month?",
  "You mentioned taxes: most businesses your size pay a penalty at least once, so that worry is fair.",
  "Let's schedule a demo for Friday; I'll send a calendar invite. Does that address your concern?",
];

/** Types a turn on the practice page and waits for the customer's answer (its text, not a reply's placeholder). */
export async function say(page: Page, text: string): Promise<void> {
  const transcript = page.getByRole("region", { name: "Transcript" });
  const answers = transcript
    .locator("li")
    .filter({ hasText: "Customer:" })
    .filter({ hasNotText: /^Customer:\s*…$/ });
  const before = await answers.count();
  await page.getByLabel("Type instead of speaking").fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(transcript.getByText(text)).toBeVisible();
  await expect.poll(() => answers.count(), { timeout: 20_000 }).toBeGreaterThan(before);
}
