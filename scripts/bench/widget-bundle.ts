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
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(join(outDir, file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
      console.log(
        `  ${file.padEnd(28)} ${String(bytes.length).padStart(8)} B raw ${String(gzipSync(bytes, { level: 9 }).length).padStart(7)} B gzip`,
      );
    }
    console.log(`widget bundle (all entries, React excluded): ${raw} B raw, ${gzip} B gzip`);
    console.log(
      `ratio to @stytch/vanilla-js main file (${stytchGzipBytes} B gzip): ${(gzip / stytchGzipBytes).toFixed(3)}`,
    );
    console.log(
      `budget (a third, ${budgetGzipBytes} B gzip): ${gzip <= budgetGzipBytes ? "within" : "OVER"} (${((gzip / budgetGzipBytes) * 100).toFixed(1)}% used)`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
