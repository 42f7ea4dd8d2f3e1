// `npm run bench -- web`: Lighthouse (mobile and desktop presets) on every page of the built web app, served
// by the real server on a fresh data folder. Options (after the name): `--runs N` (median of N runs per page
// and preset, default 1), `--only /path` (one page; repeatable), `--dist <folder>` (another build, for
// example main's, measured the same way as the baseline), `--save <folder>` (keep every Lighthouse JSON report).
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { benchAdminCookie, fmt, freePort, startServer, stop, waitFor } from "./_lib";

const root = fileURLToPath(new URL("../..", import.meta.url));
const lighthouseCli = join(root, "node_modules/lighthouse/cli/index.js");
const chromeFlags = "--headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu";
const execFileAsync = promisify(execFile);

/** A page as a visitor meets it: admin pages and signed-in tools with an admin's session, the rest without. */
interface Page {
  path: string;
  signedIn: boolean;
}
const pages: Page[] = [
  { path: "/", signedIn: false },
  { path: "/starter_tools/business_name_generator", signedIn: false },
  // The splash sign-in (video poster, rotating quote, the widget) that visitors meet first.
  { path: "/batting_cage", signedIn: false },
  { path: "/batting_cage", signedIn: true },
  { path: "/scoring_champ", signedIn: true },
  { path: "/eugene_data", signedIn: true },
  { path: "/dream_team", signedIn: true },
  { path: "/starter_tools", signedIn: true },
  { path: "/users", signedIn: true },
  // A gated page's sign-in screen: the widget's chunk is part of this page's load.
  { path: "/scoring_champ", signedIn: false },
];

const presets = ["mobile", "desktop"] as const;
type Preset = (typeof presets)[number];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  transferBytes: number;
  scriptBytes: number;
  /** Audits below a full score in accessibility and best practices, and the performance opportunities. */
  findings: string[];
}

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      details?: { type?: string; items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

function options(argv: string[]) {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = argv.flatMap((arg, index) => (argv[index - 1] === "--only" ? [arg] : []));
  const dist = value("--dist");
  const save = value("--save");
  return {
    runs: Math.max(1, Number(value("--runs") ?? 1)),
    only,
    dist: dist ? resolve(dist) : undefined,
    save: save ? resolve(save) : undefined,
  };
}

async function lighthouse(url: string, preset: Preset, cookie: string | undefined): Promise<string> {
  const args = [
    lighthouseCli,
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--chrome-flags=${chromeFlags}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const { stdout } = await execFileAsync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

function figures(result: LighthouseResult): Figures {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const requests = result.audits["network-requests"]?.details?.items ?? [];
  const findings: string[] = [];
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
        findings.push(`${category}: ${audit.id}`);
    }
  }
  for (const audit of Object.values(result.audits)) {
    if (audit.details?.type === "opportunity" && audit.score !== null && audit.score < 0.9)
      findings.push(`performance: ${audit.id}`);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    si: numeric("speed-index"),
    transferBytes: numeric("total-byte-weight"),
    scriptBytes: requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    findings,
  };
}

/** The run with the median performance score (its figures belong together). */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] ?? (sorted[0] as Figures);
}

const kb = (bytes: number) => `${fmt(bytes / 1024)} KB`;
const ms = (value: number) => `${fmt(value / 1000, 2)} s`;

export async function run(): Promise<void> {
  const { runs, only, dist, save } = options(process.argv.slice(2));
  if (save) mkdirSync(save, { recursive: true });
  const distDir = dist ?? join(root, "apps/web/dist");
  if (!existsSync(join(distDir, "index.html"))) {
    console.log(`${distDir} has no built app: run \`npm run build\` first (this benchmark builds nothing).`);
    return;
  }
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "dugout-bench-web-"));
  const env = { PORT: String(port), DATA_DIR: dataDir, APP_BASE_URL: origin, WEB_DIST_DIR: distDir };
  let server = startServer(env);
  try {
    // The first start migrates and seeds the folder; the admin's session is then issued with the folder
    // free (PGlite allows one process), and the server started again for the measurements.
    await waitFor(`${origin}/readyz`);
    await stop(server);
    const cookie = (await benchAdminCookie({ dataDir }, origin)).split(";")[0];
    server = startServer(env);
    await waitFor(`${origin}/readyz`);

    console.log(`Lighthouse 12.8.2 on ${distDir}, ${runs} run(s) per page and preset (median by performance)`);
    console.log(
      "page | preset | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | SI | transfer | JS transferred",
    );
    const selected = only.length > 0 ? pages.filter((page) => only.includes(page.path)) : pages;
    const findings = new Map<string, Set<string>>();
    for (const page of selected) {
      for (const preset of presets) {
        const results: Figures[] = [];
        const label = `${page.path}${page.signedIn ? " (admin)" : " (visitor)"}`;
        for (let index = 0; index < runs; index += 1) {
          const report = await lighthouse(`${origin}${page.path}`, preset, page.signedIn ? cookie : undefined).catch(
            (error: unknown) => {
              // Lighthouse exits non-zero on a runtime error (a page that never painted, Chromium gone): its last
              // word on stderr says why (the command line is not printed: it holds the session cookie).
              const stderr = (error as { stderr?: string }).stderr?.trim().split("\n").at(-1);
              console.log(`${label} ${preset}: Lighthouse failed: ${stderr ?? "no message"}`);
              return undefined;
            },
          );
          if (report === undefined) continue;
          if (save) writeFileSync(join(save, `${label.replace(/\W+/g, "_")}-${preset}-${index + 1}.json`), report);
          results.push(figures(JSON.parse(report) as LighthouseResult));
        }
        if (results.length === 0) continue;
        const f = median(results);
        console.log(
          [
            label,
            preset,
            f.performance,
            f.accessibility,
            f.bestPractices,
            f.seo,
            ms(f.fcp),
            ms(f.lcp),
            `${fmt(f.tbt, 0)} ms`,
            fmt(f.cls, 3),
            ms(f.si),
            kb(f.transferBytes),
            kb(f.scriptBytes),
          ].join(" | "),
        );
        for (const finding of f.findings) {
          const where = findings.get(finding) ?? new Set<string>();
          where.add(`${label} ${preset}`);
          findings.set(finding, where);
        }
      }
    }
    if (findings.size > 0) {
      console.log("\nAudits below a full score (and performance opportunities), with where they were seen:");
      for (const [finding, where] of findings) console.log(`  ${finding}: ${[...where].join(", ")}`);
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
