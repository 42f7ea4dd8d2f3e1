import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The two screens every layout is checked at: a laptop and a phone (an iPhone 12-15's CSS pixels). */
export const viewports = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

/** Axe finds no serious or critical violation on the page as it is now (`label` names the state in the failure). */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(", ")})`,
    );
  expect.soft(serious, `axe on ${label}`).toEqual([]);
}

/**
 * Nothing is wider than the screen: the document does not scroll sideways. On failure the message names the
 * elements that stick out past the right edge (the outermost few), so the report says what to fix.
 */
export async function expectNoHorizontalOverflow(page: Page, label = page.url()): Promise<void> {
  const measured = await page.evaluate(() => {
    const screen = window.innerWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList].map((name) => `.${name}`).join("");
      return `${element.tagName.toLowerCase()}${id}${classes} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`;
    };
    const wide = [...document.body.querySelectorAll("*")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > screen + 1;
    });
    // The outermost offenders: an element whose parent sticks out too is only a symptom.
    const outermost = wide.filter((element) => !element.parentElement || !wide.includes(element.parentElement));
    return {
      page: document.documentElement.scrollWidth,
      screen,
      offenders: outermost.slice(0, 5).map(describe),
    };
  });
  expect
    .soft(
      measured.page,
      `${label} is ${measured.page} px wide on a ${measured.screen} px screen: ${measured.offenders.join("; ")}`,
    )
    .toBeLessThanOrEqual(measured.screen);
}
