import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { startRoundRobinProxy, type RoundRobinProxy } from "../../server/src/test/round-robin-proxy";
import { freePort, waitUntilReady } from "../../server/src/test/server-process";
import { signInByMagicLink } from "./auth-helpers";
import { repTurns, say } from "./practice-helpers";

// Scale-out (issue 27): two instances of the built server on one fresh PostgreSQL database, behind a
// round-robin proxy written here in Node, and the browser only ever talks to the proxy. The practice call's
// SDP offer is sent to the instance that did not mint its secret (the case that used to answer 401), and
// the call's media then flows to that instance's own UDP ports. The name generator and Scoring Champ run
// through the same proxy. Skips when PostgreSQL is unreachable.

const databaseBase = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databaseName = `dugout_e2e_scale_${randomBytes(5).toString("hex")}`;
const databaseUrl = (() => {
  const url = new URL(databaseBase);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

/** Runs SQL on the server's maintenance connection; the reason it failed, when it did. */
async function administer(sql: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseBase, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(sql);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const instances: { process: ChildProcess; url: string; exited: Promise<void> }[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "dugout-e2e-scale-"));
let proxy: RoundRobinProxy;
let unreachable: string | undefined;

async function startInstance(proxyUrl: string, udpPorts: string): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ["apps/server/dist/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      // What people open: the proxy (the Origin checks and the links in emails).
      APP_BASE_URL: proxyUrl,
      // Instances of one site share their secret (a generated one would differ per instance).
      BETTER_AUTH_SECRET: "scale-out-e2e-secret-scale-out-e2e-secret",
      LOG_LEVEL: "warn",
      SHUTDOWN_GRACE_SECONDS: "0",
      REALTIME_SIM_CLOCK_SCALE: "20",
      REALTIME_SIM_UDP_PORTS: udpPorts,
      IDENTITY_SENDS_PER_IP_PER_HOUR: "2000",
      IDENTITY_SENDS_PER_ADDRESS_PER_HOUR: "500",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  instances.push({ process: child, url: `http://127.0.0.1:${port}`, exited });
}

/** Where the offer goes: never to the instance that answered the last POST /create_session. */
function otherThanTheMinter(
  request: { method?: string | undefined; url?: string | undefined },
  log: readonly { method: string; path: string; instance: number }[],
) {
  if (request.method !== "POST" || !request.url?.startsWith("/realtime/calls")) return undefined;
  const minted = log.findLast((entry) => entry.method === "POST" && entry.path === "/create_session");
  return minted === undefined ? undefined : (minted.instance + 1) % 2;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  unreachable = await administer(`create database "${databaseName}"`);
  if (unreachable) return;
  // The proxy first (the instances' base URL is its address), then its upstreams.
  const upstreams: string[] = [];
  proxy = await startRoundRobinProxy(upstreams, { choose: otherThanTheMinter });
  // Below Linux's ephemeral ports, one range per instance: their media never share a port.
  const low = 20_000 + Math.floor(Math.random() * 5000) * 2;
  await startInstance(proxy.url, `${low}-${low + 49}`);
  // One at a time: the first migrates and seeds the demo data, the second finds them done.
  await waitUntilReady(instances[0]?.url ?? "", { timeoutMs: 90_000 });
  await startInstance(proxy.url, `${low + 50}-${low + 99}`);
  await waitUntilReady(instances[1]?.url ?? "", { timeoutMs: 90_000 });
  upstreams.push(...instances.map((instance) => instance.url));
});

test.afterAll(async () => {
  for (const instance of instances) instance.process.kill("SIGTERM");
  await Promise.all(
    instances.map((instance) => Promise.race([instance.exited, new Promise((resolve) => setTimeout(resolve, 10_000))])),
  );
  await proxy?.close();
  if (!unreachable) await administer(`drop database if exists "${databaseName}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser context whose relative addresses (pages, the dev mailbox) go through the proxy. */
async function throughProxy(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: proxy.url });
  return { context, page: await context.newPage() };
}

test("a rep's practice call runs through the proxy: sign in, start, speak and type, hang up, score card", async ({
  browser,
}) => {
  test.skip(unreachable !== undefined, `PostgreSQL is unreachable at ${databaseBase}: ${unreachable}`);
  test.setTimeout(90_000);
  const { context, page } = await throughProxy(browser);
  // Keeps the call's peer connection, to read what its media did.
  await page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        peers.push(this);
      }
    };
  });
  await signInByMagicLink(page, "/batting_cage", "rep@example.com");
  const start = page.getByRole("button", { name: "Start Realtime Session" });
  await expect(start).toBeEnabled();
  const offered = page.waitForResponse((response) => response.url().endsWith("/realtime/calls"));
  await start.click();
  expect((await offered).status()).toBe(201);
  const hangUp = page.getByRole("button", { name: "Hang up (and save transcript)" });
  await expect(hangUp).toBeVisible({ timeout: 20_000 });

  // Typed turns, answered (enough to be scored); meanwhile the fake microphone speaks and the customer's voice plays.
  const [first, ...others] = repTurns;
  await say(page, first ?? "");
  const media = await page.evaluate(async () => {
    const [peer] = (window as unknown as { __peers: RTCPeerConnection[] }).__peers;
    const stats = [...((await peer?.getStats())?.values() ?? [])] as {
      type: string;
      kind?: string;
      bytesSent?: number;
      bytesReceived?: number;
    }[];
    return {
      sent: stats.find((stat) => stat.type === "outbound-rtp" && stat.kind === "audio")?.bytesSent ?? 0,
      received: stats.find((stat) => stat.type === "inbound-rtp" && stat.kind === "audio")?.bytesReceived ?? 0,
    };
  });
  expect(media.sent).toBeGreaterThan(0);
  expect(media.received).toBeGreaterThan(0);
  for (const turn of others) {
    if (!(await hangUp.isVisible())) break; // the customer may close the call itself
    await say(page, turn);
  }
  if (await hangUp.isVisible()) await hangUp.click();

  const overlay = page.getByRole("dialog");
  await expect(overlay.getByRole("button", { name: "Start New Session" })).toBeVisible();
  await expect(overlay.getByText(/^Total score:/)).toContainText(/\d+ \/ 100/, { timeout: 30_000 });

  // The secret was minted by one instance and the call answered by the other.
  const minted = proxy.log.find((entry) => entry.path === "/create_session");
  const answered = proxy.log.find((entry) => entry.path === "/realtime/calls");
  expect(minted && answered && minted.instance !== answered.instance).toBe(true);
  await context.close();
});

test("the name generator runs through the proxy", async ({ browser }) => {
  test.skip(unreachable !== undefined, `PostgreSQL is unreachable at ${databaseBase}: ${unreachable}`);
  const { context, page } = await throughProxy(browser);
  const idea = "A neighborhood bike repair shop that also rents e-bikes to tourists";
  await page.goto("/starter_tools/business_name_generator");
  await page.getByRole("button", { name: idea }).click();
  await page.getByRole("button", { name: "Generate business names" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Perfect names for "${idea}"` })).toBeVisible();
  // Scored by a job, on whichever instance's worker took it, and polled through the proxy.
  await expect(page.getByRole("region", { name: "AI Name Analysis" })).toHaveCount(1, { timeout: 30_000 });
  await context.close();
});

test("Scoring Champ runs through the proxy, and both instances served the run", async ({ browser }) => {
  test.skip(unreachable !== undefined, `PostgreSQL is unreachable at ${databaseBase}: ${unreachable}`);
  const { context, page } = await throughProxy(browser);
  await signInByMagicLink(page, "/scoring_champ", "admin@example.com");
  await expect(page.getByRole("heading", { name: "Average Call Score" })).toBeVisible();
  await expect(page.getByText(/^\d+ Call\(s\) Analyzed$/)).toBeVisible();
  await expect(page.getByRole("img", { name: /Score Trend/ })).toBeVisible();
  const served = [0, 1].map(
    (instance) => proxy.log.filter((entry) => entry.instance === instance && entry.path.startsWith("/api/")).length,
  );
  expect(served.every((count) => count > 0)).toBe(true);
  await context.close();
});
