import { readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { codeIn, nextMail, uniqueEmail } from "./auth-helpers";

// The sign-in widget on another origin (WIDGET_ALLOWED_ORIGINS, issue 27 item 6): the widget's built
// playground served by a plain Node server on another port of localhost, pointed at the app with ?api=.
// global-setup.ts lists that origin; a second server (on 127.0.0.1, another site too) is not listed.
// The listed one stays on the app's site because this Chromium blocks third-party cookies: from 127.0.0.1
// the app's SameSite=None; Secure session cookie was sent but never stored (the widget's README says so).

const playgroundDir = fileURLToPath(new URL("../../../packages/signin-widget/dist/playground/", import.meta.url));
const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

function serveWidgetHost(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname.slice(1) || "index.html";
    const file = join(playgroundDir, path);
    try {
      if (!file.startsWith(playgroundDir) || !statSync(file).isFile()) throw new Error("not a file");
    } catch {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

const listedOrigin = process.env.DUGOUT_E2E_WIDGET_HOST_ORIGIN ?? "";
const api = process.env.DUGOUT_E2E_BASE_URL ?? "";
let listedHost: Server;
let unlistedHost: Server;
let unlistedOrigin: string;

test.beforeAll(async () => {
  listedHost = await serveWidgetHost(Number(new URL(listedOrigin).port), "localhost");
  unlistedHost = await serveWidgetHost(0, "127.0.0.1");
  const address = unlistedHost.address();
  unlistedOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await Promise.all([listedHost, unlistedHost].map((server) => new Promise((resolve) => server.close(resolve))));
});

test("a listed site's page signs in with the widget by email passcode", async ({ page }) => {
  const email = uniqueEmail("widget-host");
  await page.goto(`${listedOrigin}/index.html?preset=otp&api=${encodeURIComponent(api)}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
  const code = codeIn(await nextMail(page.request, email));
  await page.getByRole("group", { name: "Enter passcode" }).getByRole("textbox").first().pressSequentially(code);
  await expect(page.getByRole("heading", { name: "Success" })).toBeVisible();
  await expect(page.getByText("Your passcode has been successfully verified.")).toBeVisible();
  // The cross-origin answer set the app's own session cookie, SameSite=None and Secure, and the other
  // origin's page reads the signed-in person with it.
  const cookies = await page.context().cookies(api);
  const session = cookies.find((cookie) => cookie.name === "dugout.session_token");
  expect(session).toMatchObject({ sameSite: "None", secure: true, httpOnly: true });
  const me = await page.evaluate(async (base) => {
    const response = await fetch(`${base}/api/me`, { credentials: "include" });
    return (await response.json()) as { user: { email: string } | null };
  }, api);
  expect(me.user?.email).toBe(email);
  // The widget's telemetry went through our CSRF check from the other site (token from GET /api/csrf).
  await expect(page.getByRole("listitem").filter({ hasText: "authenticate flow complete" })).toHaveCount(1);
});

test("a site not on the list is refused: no CORS answer, and its POST is 403", async ({ page }) => {
  await page.goto(`${unlistedOrigin}/index.html?preset=otp&api=${encodeURIComponent(api)}`);
  const outcome = await page.evaluate(async (base) => {
    try {
      await fetch(`${base}/api/auth/email-otp/send-verification-otp`, {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "refused@example.com", type: "sign-in" }),
      });
      return "answered";
    } catch {
      return "blocked";
    }
  }, api);
  expect(outcome).toBe("blocked");
  const post = await page.request.post("/api/auth/email-otp/send-verification-otp", {
    headers: { origin: unlistedOrigin },
    data: { email: "refused@example.com", type: "sign-in" },
  });
  expect(post.status()).toBe(403);
  expect(post.headers()["access-control-allow-origin"]).toBeUndefined();
  const preflight = await page.request.fetch("/api/auth/email-otp/send-verification-otp", {
    method: "OPTIONS",
    headers: { origin: unlistedOrigin, "access-control-request-method": "POST" },
  });
  expect(preflight.headers()["access-control-allow-origin"]).toBeUndefined();
});
