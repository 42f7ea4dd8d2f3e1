import { expect, test, type Page } from "@playwright/test";
import { servePlayground, uniqueEmail } from "./auth-helpers";
import { e2eGoogleClientId } from "./global-setup";

// Google One Tap on the widget's playground, against the real server: Google Identity Services is a
// stand-in injected into the page (the real script never loads: the page already has
// google.accounts.id), and the credential it hands over is an ID token signed by the key stand-in the
// server trusts (GOOGLE_CERTS_URL, started by global-setup.ts).

/** Injected before the page's scripts: draws a 180 px prompt in its parent and answers as a test says. */
function installGisStandIn(page: Page, options: { notDisplayed?: string } = {}) {
  return page.addInitScript((answer) => {
    type Listener = (notification: Record<string, () => unknown>) => void;
    const state: { callback?: (response: { credential: string }) => void; listener?: Listener; parent?: string } = {};
    const note = (kind: "shown" | "skipped" | "not_displayed", reason = "") => ({
      isNotDisplayed: () => kind === "not_displayed",
      getNotDisplayedReason: () => reason,
      isSkippedMoment: () => kind === "skipped",
      getSkippedReason: () => (kind === "skipped" ? "user_cancel" : ""),
      isDismissedMoment: () => false,
    });
    const frame = () => document.getElementById("gis-stand-in-prompt");
    Object.assign(window, {
      google: {
        accounts: {
          id: {
            initialize(options: { callback: (response: { credential: string }) => void; prompt_parent_id?: string }) {
              state.callback = options.callback;
              state.parent = options.prompt_parent_id;
            },
            prompt(listener: Listener) {
              state.listener = listener;
              if (answer.notDisplayed) return listener(note("not_displayed", answer.notDisplayed));
              const prompt = document.createElement("div");
              prompt.id = "gis-stand-in-prompt";
              prompt.style.height = "180px";
              prompt.textContent = "Sign in to Dugout with google.com";
              (state.parent ? document.getElementById(state.parent) : document.body)?.append(prompt);
              listener(note("shown"));
            },
            cancel() {
              frame()?.remove();
            },
          },
        },
      },
      gisStandIn: {
        pick(credential: string) {
          frame()?.remove();
          state.callback?.({ credential });
        },
        close() {
          frame()?.remove();
          state.listener?.(note("skipped"));
        },
      },
    });
  }, options);
}

async function googleCredential(page: Page, email: string): Promise<string> {
  const response = await page.request.post(process.env.DUGOUT_E2E_GOOGLE_ISSUE_URL ?? "", {
    data: { aud: e2eGoogleClientId, sub: `sub-${email}`, email, email_verified: true, name: "Tapper" },
  });
  return ((await response.json()) as { token: string }).token;
}

test("One Tap: the prompt follows its size, closes back to 47 px, and its credential signs in", async ({ page }) => {
  await installGisStandIn(page);
  await servePlayground(page);
  await page.goto("/__widget-playground/index.html?preset=oneTap");
  const box = page.getByTestId("one-tap");
  await expect(page.getByText("Sign in to Dugout with google.com")).toBeVisible();
  await expect(box).toHaveCSS("height", "180px");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();

  await page.evaluate(() => (window as unknown as { gisStandIn: { close(): void } }).gisStandIn.close());
  await expect(box).toHaveCSS("height", "47px");

  const credential = await googleCredential(page, uniqueEmail("one-tap"));
  await page.evaluate(
    (token) => (window as unknown as { gisStandIn: { pick(credential: string): void } }).gisStandIn.pick(token),
    credential,
  );
  await expect(page.getByText("success: oauth")).toBeVisible();
  const me = await page.request.get("/api/me");
  expect(await me.json()).toMatchObject({ user: { providers: expect.arrayContaining(["google"]) } });
});

test("One Tap floats when Google is the only provider", async ({ page }) => {
  await installGisStandIn(page);
  await servePlayground(page);
  await page.goto("/__widget-playground/index.html?preset=oneTapFloating");
  await expect(page.getByText("Sign in to Dugout with google.com")).toBeVisible();
  await expect(page.getByTestId("one-tap")).toHaveCount(0);
});

test("One Tap: a host Google does not allow is explained to the developer, and the Google button stays", async ({
  page,
}) => {
  await installGisStandIn(page, { notDisplayed: "unregistered_origin" });
  await servePlayground(page);
  await page.goto("/__widget-playground/index.html?preset=oneTap");
  await expect(page.getByRole("note")).toHaveText(
    "Google One Tap: this host is not allowed. Add it to the authorized JavaScript origins of your Google client (for localhost, add both http://localhost and http://localhost:<port>).",
  );
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
});
