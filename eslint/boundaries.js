// A small ESLint rule for the import boundaries of ARCHITECTURE.md: an import from a file inside a
// zone's `target` folder may not reach into its `from` folder (except the listed sub-folders).
// Workspace packages are mapped to their folders, so `@dugout/db` counts as packages/db.
// (eslint-plugin-import-x would do the same, but its native resolver's platform packages are not all
// on the registry these machines reach, which breaks `npm ci`.)
import { dirname, isAbsolute, relative, resolve } from "node:path";

const workspaceFolders = {
  "@dugout/contracts": "packages/contracts",
  "@dugout/db": "packages/db",
  "@dugout/signin-widget": "packages/signin-widget",
  "@dugout/server": "apps/server",
  "@dugout/web": "apps/web",
};

const inside = (path, folder) => {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
};

function resolveImport(root, file, source) {
  if (source.startsWith(".")) return resolve(dirname(file), source);
  for (const [name, folder] of Object.entries(workspaceFolders)) {
    if (source === name || source.startsWith(`${name}/`)) return resolve(root, folder, source.slice(name.length + 1));
  }
  return undefined; // a package from node_modules: not ours to fence
}

const zonesRule = {
  meta: {
    type: "problem",
    docs: { description: "Enforce the import boundaries between packages, modules and features." },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" }, zones: { type: "array" } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, zones } = context.options[0];
    const file = context.filename;
    const active = zones.filter((zone) => inside(file, resolve(root, zone.target)));
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== "string") return;
      const target = resolveImport(root, file, source);
      if (!target) return;
      for (const zone of active) {
        const from = resolve(root, zone.from);
        if (!inside(target, from)) continue;
        if ((zone.except ?? []).some((allowed) => inside(target, resolve(from, allowed)))) continue;
        context.report({ node, message: `Unexpected import of "${source}": ${zone.message}` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

export default { rules: { zones: zonesRule } };
