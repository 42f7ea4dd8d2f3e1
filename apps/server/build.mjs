// `npm run build` (through the root's `npm run build --workspaces`) runs this: it compiles the server to
// JavaScript in dist/, which `npm start` runs with plain `node` (no TypeScript loader at run time).
// One ES module bundle per entry point: app.mjs (loaded by the small server.mjs), and one <name>.mjs per worker thread (every
// src/**/*-worker.ts), all side by side, because worker-threads.ts starts a worker from the file of
// that name beside the bundle that asks for it. The workspace packages (@dugout/*, whose `exports`
// point at .ts files) and most third-party packages are compiled in; the few in externalPackages load
// from node_modules, so dist/ runs in place inside the checkout, never copied elsewhere.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverRoot = dirname(fileURLToPath(import.meta.url));
const sourceRoot = join(serverRoot, "src");

/** server.ts plus every worker thread's entry, checked for names two workers would share. */
export function entryPoints(root = sourceRoot) {
  const workers = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("-worker.ts"))
    .map((file) => join(root, file))
    .sort();
  const byName = new Map();
  for (const file of workers) {
    const name = basename(file, ".ts");
    const other = byName.get(name);
    if (other) {
      throw new Error(
        `Two worker threads are named ${name} (${relative(serverRoot, other)}, ${relative(serverRoot, file)}): ` +
          "their bundles would overwrite each other in dist/; rename one.",
      );
    }
    byName.set(name, file);
  }
  return [{ in: join(root, "server.ts"), out: "app" }, ...workers];
}

/**
 * dist/server.mjs, what `npm start` runs: it turns on Node's on-disk compile cache (Node 22.1 and later;
 * in the OS's temporary folder) and then loads the app's bundle, so every start after the first skips
 * compiling its 14 MB of JavaScript (about 0.2 s of CPU of a 1.5-2 s start-up). The cache has to be on
 * before the bundle is compiled, hence an entry of its own.
 */
const launcher = `import nodeModule from "node:module";
nodeModule.enableCompileCache?.();
await import("./app.mjs");
`;

/**
 * `new URL("<relative path>", import.meta.url)` names a file or folder beside the source module (the
 * naming engine's data, the database migrations). Bundled, `import.meta.url` would be the bundle's own
 * address, so such a URL is rewritten to be relative to the bundle and still reach the same file in
 * the checkout (Vite does the same for assets). Every other use of `import.meta.url` keeps meaning the
 * bundle: worker-threads.ts relies on that to find a worker beside its caller.
 */
const assetUrl = /new URL\(\s*(["'])(\.{1,2}\/[^"'`]*)\1\s*,\s*import\.meta\.url\s*\)/g;

function sourceRelativeAssets(outdir, relocate) {
  return {
    name: "source-relative-assets",
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.split(sep).includes("node_modules")) return undefined;
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        const contents = source.replace(assetUrl, (_match, _quote, path) => {
          const target = resolve(dirname(args.path), path);
          if (!existsSync(target)) {
            throw new Error(`${relative(serverRoot, args.path)}: ${path} does not exist (${target}).`);
          }
          // A release artefact moves the file out of the source tree (scripts/release.mjs says where).
          const shipped = relocate ? relocate(target) : target;
          const fromBundle = relative(outdir, shipped).split(sep).join("/") + (path.endsWith("/") ? "/" : "");
          return `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`;
        });
        return { contents, loader: "ts" };
      });
    },
  };
}

/**
 * Packages that stay imports of node_modules, each for a reason the bundle cannot satisfy. Everything
 * else is compiled in: loading some 2,000 files through Node's module loader was half the start-up.
 */
export const externalPackages = {
  "@resvg/resvg-js": "a native addon",
  "pg-native": "an optional native binding of pg, not installed",
  tsx: "the TypeScript loader, only for worker threads started from source",
  // Each of these finds files beside its own modules (__dirname or import.meta.url), which in a bundle
  // would point into dist/; bundledFileLookups() below fails the build when a new one appears.
  "@electric-sql/pglite": "loads its WebAssembly and data files from its folder",
  opusscript: "loads its WebAssembly from its folder",
  pino: "starts transport workers from files in its folder",
  "thread-stream": "starts its worker from a file in its folder",
  "@fastify/swagger": "reads its package.json",
  "@fastify/swagger-ui": "serves the Swagger UI files from its folder",
  ioredis: "names its folder in command error stacks",
};

const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** `imported` collects the external packages the code imports (a release installs exactly those). */
function keepExternal(imported) {
  return {
    name: "keep-external",
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packageName(args.path);
        if (!Object.hasOwn(externalPackages, name)) return undefined;
        imported.add(name);
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * The third-party packages compiled into the bundle whose code finds files relative to itself: there
 * `__dirname` is not defined and `import.meta.url` is the bundle's address, so each must be external.
 */
function bundledFileLookups(metafile) {
  const packages = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!inPackage?.[1] || !/\.[cm]?js$/.test(input)) continue;
    if (/__dirname|__filename|import\.meta\.(url|dirname|filename)/.test(readFileSync(input, "utf8"))) {
      packages.add(`${inPackage[1]} (${input})`);
    }
  }
  return [...packages];
}

/**
 * Builds into `outdir` (default dist/; tests build into a folder of their own inside it). A release
 * (scripts/release.mjs) also passes `extraEntries` (the CLI), `relocate` (where each file named beside
 * the source ships), `launcherPrelude` (lines the entry runs first) and `externalsImported` (a Set it
 * fills with the external packages the bundles import).
 */
export async function buildServer({
  outdir = join(serverRoot, "dist"),
  extraEntries = [],
  relocate = undefined,
  launcherPrelude = "",
  externalsImported = new Set(),
} = {}) {
  const absoluteOutdir = resolve(outdir);
  rmSync(absoluteOutdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [...entryPoints(), ...extraEntries],
    outdir: absoluteOutdir,
    entryNames: "[name]",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    metafile: true,
    plugins: [keepExternal(externalsImported), sourceRelativeAssets(absoluteOutdir, relocate)],
    // Bundled CommonJS code calls require() (esbuild's __require looks for it); an ES module has none.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const lookups = bundledFileLookups(result.metafile);
  if (lookups.length > 0) {
    throw new Error(
      `Bundled packages look for files beside their own code, which moves into dist/: ${lookups.join(", ")}. ` +
        "Add each to externalPackages in apps/server/build.mjs.",
    );
  }
  writeFileSync(join(absoluteOutdir, "server.mjs"), launcherPrelude + launcher);
  return absoluteOutdir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outdir = await buildServer();
  console.log(
    `server built to ${relative(process.cwd(), outdir) || "."} in ${Math.round(performance.now() - started)} ms`,
  );
}
