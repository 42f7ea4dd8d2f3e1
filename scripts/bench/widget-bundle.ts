// The sign-in widget's production bundle without React (a peer dependency), against the budget of
// issue 3: a third of @stytch/vanilla-js's main file, 102,438 B gzip (docs/decisions/0013-sign-in-widget.md#facts-this-relies-on).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const stytchGzipBytes = 102_438;
const budgetGzipBytes = Math.floor(stytchGzipBytes / 3);

export async function run(): Promise<void> {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const packageDir = join(root, "packages/signin-widget");
  const outDir = mkdtempSync(join(tmpdir(), "widget-bundle-"));
  try {
    // The library build exactly as `npm run build` makes it, into a scratch folder (dist/ stays).
    execFileSync(
      process.execPath,
      [join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--logLevel", "error"],
      {
        cwd: packageDir,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const files = readdirSync(outDir).filter((file) => file.endsWith(".js"));
    const code = new Map(files.map((file) => [file, readFileSync(join(outDir, file))]));
    // What a page downloads up front: the entries and what they import statically. Chunks reached only
    // through import() (wallets, One Tap, consent: code only some configurations use) load on demand.
    const initial = new Set<string>();
    const visit = (file: string) => {
      if (initial.has(file) || !code.has(file)) return;
      initial.add(file);
      const text = code.get(file)?.toString("utf8") ?? "";
      for (const match of text.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([\w.-]+\.js)["']/g))
        if (match[1]) visit(match[1]);
    };
    for (const entry of ["index.js", "vanilla.js"]) visit(entry);
    const sizes = (names: string[]) =>
      names.reduce(
        (sum, name) => {
          const bytes = code.get(name) ?? Buffer.alloc(0);
          return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length };
        },
        { raw: 0, gzip: 0 },
      );
    for (const file of files) {
      const bytes = code.get(file) ?? Buffer.alloc(0);
      const kind = initial.has(file) ? "initial" : "on demand";
      console.log(
        `  ${file.padEnd(34)} ${String(bytes.length).padStart(8)} B raw ${String(gzipSync(bytes, { level: 9 }).length).padStart(7)} B gzip  ${kind}`,
      );
    }
    const upFront = sizes([...initial]);
    const onDemand = sizes(files.filter((file) => !initial.has(file)));
    console.log(
      `widget bundle, initial load (entries and their static imports, React excluded): ${upFront.raw} B raw, ${upFront.gzip} B gzip`,
    );
    console.log(
      `loaded on demand (only by configurations that use them): ${onDemand.raw} B raw, ${onDemand.gzip} B gzip`,
    );
    console.log(
      `ratio of the initial load to @stytch/vanilla-js main file (${stytchGzipBytes} B gzip): ${(upFront.gzip / stytchGzipBytes).toFixed(3)}`,
    );
    console.log(
      `budget (a third, ${budgetGzipBytes} B gzip): ${upFront.gzip <= budgetGzipBytes ? "within" : "OVER"} (${((upFront.gzip / budgetGzipBytes) * 100).toFixed(1)}% used)`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
