// `npm run release -- --out DIR`: the release artefact (docs/deploy.md, ADR 0022). DIR gets the compiled
// server and CLI, the web build, the migrations, the naming engine's data, a production package.json and
// its lockfile, so that `cd DIR && npm ci --omit=dev && npm start` serves the app on any machine with
// Node: no TypeScript, no build step, no dev dependency. The Dockerfile runs exactly these commands.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "../apps/server/build.mjs";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const marker = ".dugout-release";

/**
 * The files and folders the server's code names beside its own source (`new URL("../x", import.meta.url)`),
 * and where each ships in the artefact. The build fails on one missing here, so none can be forgotten.
 */
export const releaseAssets = {
  "packages/db/migrations": "migrations",
  "apps/server/src/modules/name-generator/engine/data": "naming-engine-data",
};

/**
 * Packages the server finds by name at run time (`require.resolve`, not an import the build sees): the
 * fonts the logo renderer outlines text from (modules/name-generator/engine/offline/branding/fonts.ts).
 */
const serverPackage = JSON.parse(readFileSync(join(repoRoot, "apps/server/package.json"), "utf8"));
const resolvedByName = Object.keys(serverPackage.dependencies).filter((name) => name.startsWith("@fontsource/"));

/** The artefact's commands: what npm start runs, and the operator commands compiled into server/cli.mjs. */
export function releaseScripts(rootScripts) {
  const scripts = { start: "node server/server.mjs" };
  const fromSource = /^node --import tsx apps\/server\/src\/cli\/main\.ts (\S+)$/;
  for (const [name, command] of Object.entries(rootScripts)) {
    const cliCommand = fromSource.exec(command)?.[1];
    if (cliCommand) scripts[name] = `node server/cli.mjs ${cliCommand}`;
  }
  return scripts;
}

function parseArguments(argv) {
  const options = { out: undefined, webDist: undefined };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    const value = argv[index + 1];
    if ((flag === "--out" || flag === "--web-dist") && value) {
      options[flag === "--out" ? "out" : "webDist"] = resolve(value);
      index++;
    } else throw new Error(`Unknown argument ${flag}. Usage: npm run release -- --out DIR [--web-dist DIR]`);
  }
  if (!options.out) throw new Error("Usage: npm run release -- --out DIR [--web-dist DIR]");
  return options;
}

/** Never empties a folder that is not an earlier release: --out names what gets replaced. */
function prepareOut(out) {
  if (existsSync(out) && readdirSync(out).length > 0) {
    if (!existsSync(join(out, marker))) {
      throw new Error(`${out} is not empty and holds no earlier release (no ${marker}): choose another --out.`);
    }
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, marker), "Made by npm run release; the next release into this folder replaces it.\n");
}

/** The version installed for the server: its own node_modules first, then the workspace root's. */
function installedVersion(name) {
  for (const base of ["apps/server/node_modules", "node_modules"]) {
    const path = join(repoRoot, base, name, "package.json");
    if (existsSync(path)) return JSON.parse(readFileSync(path, "utf8")).version;
  }
  return undefined;
}

/**
 * The root lockfile's entries for installed packages, so the artefact's lockfile starts from exactly the
 * versions the tests ran; npm then drops what the production dependencies do not reach.
 */
function seedLockfile(out, manifest) {
  const root = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8"));
  const packages = { "": { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies } };
  for (const [path, entry] of Object.entries(root.packages)) {
    if (path.startsWith("node_modules/") && !entry.link) packages[path] = entry;
  }
  const lock = { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages };
  writeFileSync(join(out, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`);
}

function npm(args, cwd) {
  execFileSync(process.platform === "win32" ? "npm.cmd" : "npm", args, {
    cwd,
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export async function release({ out, webDist }) {
  const started = performance.now();
  prepareOut(out);
  if (!webDist) {
    npm(["run", "build", "--workspace", "packages/signin-widget", "--workspace", "apps/web"], repoRoot);
  }
  const web = webDist ?? join(repoRoot, "apps/web/dist");
  if (!existsSync(join(web, "index.html"))) throw new Error(`${web} holds no web build (index.html).`);
  cpSync(web, join(out, "web"), { recursive: true });

  const shippedAs = new Map(
    Object.entries(releaseAssets).map(([source, name]) => [resolve(repoRoot, source), join(out, name)]),
  );
  const externals = new Set();
  await buildServer({
    outdir: join(out, "server"),
    extraEntries: [{ in: join(repoRoot, "apps/server/src/cli/main.ts"), out: "cli" }],
    relocate(target) {
      const source = resolve(target);
      for (const [folder, destination] of shippedAs) {
        if (source === folder || source.startsWith(folder + sep)) return join(destination, relative(folder, source));
      }
      throw new Error(
        `${relative(repoRoot, source)} is read at run time: add its folder to releaseAssets in scripts/release.mjs.`,
      );
    },
    // The web build ships beside the server; WEB_DIST_DIR still wins when set.
    launcherPrelude:
      'import { fileURLToPath as releasePath } from "node:url";\n' +
      'process.env.WEB_DIST_DIR ||= releasePath(new URL("../web", import.meta.url));\n',
    externalsImported: externals,
  });
  for (const [folder, destination] of shippedAs) cpSync(folder, destination, { recursive: true });
  for (const file of ["CHANGELOG.md", ".env.example"]) cpSync(join(repoRoot, file), join(out, file));

  const rootPackage = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
  const dependencies = {};
  for (const name of [...externals, ...resolvedByName].sort()) {
    const version = installedVersion(name);
    if (version) dependencies[name] = version; // pg-native: optional, never installed
  }
  const manifest = {
    name: rootPackage.name,
    version: rootPackage.version,
    private: true,
    description: `${rootPackage.description} (release artefact: npm ci --omit=dev && npm start)`,
    type: "module",
    engines: rootPackage.engines,
    scripts: releaseScripts(rootPackage.scripts),
    dependencies,
  };
  writeFileSync(join(out, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  seedLockfile(out, manifest);
  npm(
    ["install", "--package-lock-only", "--omit=dev", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"],
    out,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Release ${manifest.version} written to ${out} in ${seconds} s: cd ${out} && npm ci --omit=dev && npm start`,
  );
  return manifest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await release(parseArguments(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
