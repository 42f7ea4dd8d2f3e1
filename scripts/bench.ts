// `npm run bench`: runs every benchmark in scripts/bench/ (or the ones named on the command line)
// and prints their figures. Benchmarks compare against a baseline measured in the same run.
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dir = join(fileURLToPath(new URL(".", import.meta.url)), "bench");
const wanted = new Set(process.argv.slice(2));
const files = readdirSync(dir)
  .filter((file) => file.endsWith(".ts") && !file.startsWith("_"))
  .filter((file) => wanted.size === 0 || wanted.has(basename(file, ".ts")))
  .sort();

let failures = 0;
for (const file of files) {
  const name = basename(file, ".ts");
  console.log(`\n=== ${name} ===`);
  try {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as { run: () => Promise<void> };
    await module.run();
  } catch (error) {
    failures++;
    console.error(`${name} failed:`, error);
  }
}
process.exit(failures === 0 ? 0 : 1);
