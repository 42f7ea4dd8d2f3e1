// Type-checks every workspace that has a tsconfig.json, one `tsc --noEmit -p` each,
// so that a package's compiler options (DOM types for the web app, Node for the server) stay its own.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const roots = ["packages", "apps"];
const projects = roots.flatMap((root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, "tsconfig.json")))
    .map((entry) => join(root, entry.name)),
);
projects.push("tsconfig.json"); // root config files and scripts

let failed = false;
for (const project of projects) {
  try {
    execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", project], {
      stdio: "inherit",
    });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
    console.error(`typecheck FAILED: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
