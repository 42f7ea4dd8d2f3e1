// `npm run lint` runs this: it fails when the runtime imports of the workspaces' TypeScript form a
// cycle. A cycle makes the result depend on which file loads first (a module can see another's
// bindings before they are initialised: "Cannot access 'x' before initialization"). Type-only imports
// (`import type`, `import { type X }` with only types, `export type`) vanish at compile time and do
// not count; dynamic `import()` runs after every module has loaded and does not count either.
// eslint-plugin-import-x would do this, but its native resolver does not install here; the
// TypeScript compiler API is enough.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const sourceRoots = [
  "apps/server/src",
  "apps/web/src",
  "packages/contracts/src",
  "packages/db/src",
  "packages/signin-widget/src",
];
const extensions = [".ts", ".tsx", ".mts"];

/** Workspace packages by name: `@dugout/contracts/text` → packages/contracts/src/text.ts. */
const workspaces = new Map();
for (const folder of ["packages", "apps"]) {
  for (const name of readdirSync(join(root, folder))) {
    const manifest = join(root, folder, name, "package.json");
    if (existsSync(manifest)) workspaces.set(JSON.parse(readFileSync(manifest, "utf8")).name, join(root, folder, name));
  }
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") continue;
    if (statSync(path).isDirectory()) walk(path, files);
    else if (extensions.some((extension) => name.endsWith(extension)) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

function asFile(base) {
  for (const candidate of [
    base,
    ...extensions.map((e) => base + e),
    ...extensions.map((e) => join(base, `index${e}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // `./x.js` written for ESM resolution of a `./x.ts` source.
  if (/\.m?js$/.test(base)) return asFile(base.replace(/\.m?js$/, ""));
  return undefined;
}

function resolveImport(from, specifier) {
  if (specifier.startsWith(".")) return asFile(resolve(dirname(from), specifier));
  for (const [name, folder] of workspaces) {
    if (specifier === name) return asFile(join(folder, "src", "index"));
    if (specifier.startsWith(`${name}/`)) return asFile(join(folder, "src", specifier.slice(name.length + 1)));
  }
  return undefined; // a third-party package: it cannot close a cycle through our files
}

const typeOnlyImport = (node) => {
  const clause = node.importClause;
  if (!clause) return false; // `import "./x"` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return Boolean(
    bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly),
  );
};
const typeOnlyExport = (node) =>
  node.isTypeOnly ||
  Boolean(
    node.exportClause &&
    ts.isNamedExports(node.exportClause) &&
    node.exportClause.elements.length > 0 &&
    node.exportClause.elements.every((e) => e.isTypeOnly),
  );

/** The files `file` loads at run time. */
export function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement) && !typeOnlyImport(statement)) specifier = statement.moduleSpecifier;
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !typeOnlyExport(statement))
      specifier = statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolveImport(file, specifier.text);
      if (target) found.push(target);
    }
  }
  return found;
}

/** Strongly connected components with more than one file (or a file importing itself): the cycles. */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return cycles;
}

/** One concrete loop inside a component, for the message: a -> b -> ... -> a. */
function loopIn(component, graph) {
  const members = new Set(component);
  const start = component[0];
  const path = [start];
  const seen = new Set([start]);
  let current = start;
  for (;;) {
    const next = (graph.get(current) ?? []).find((candidate) => members.has(candidate));
    if (next === undefined) return path;
    path.push(next);
    if (next === start || seen.has(next)) return path.slice(path.indexOf(next));
    seen.add(next);
    current = next;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const files = sourceRoots.flatMap((folder) => (existsSync(join(root, folder)) ? walk(join(root, folder)) : []));
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`No import cycles among ${files.length} files.`);
  } else {
    console.error(`${cycles.length} import cycle(s) of runtime imports:`);
    for (const component of cycles) {
      const loop = loopIn(component, graph).map((file) => relative(root, file));
      console.error(
        `  ${loop.join("\n    -> ")}${component.length > loop.length - 1 ? `\n    (${component.length} files in this knot)` : ""}`,
      );
    }
    process.exitCode = 1;
  }
}
