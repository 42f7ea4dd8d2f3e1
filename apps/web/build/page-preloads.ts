import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { pageImages, pageModules } from "../src/app/page-modules";

/** What the server adds to index.html for one page path: `<link>`s to what the page needs at once. */
export interface PagePreload {
  /** JavaScript chunks: the page's route module and what it imports, less what index.html already loads. */
  modules: string[];
  /** Stylesheets the route module brings (Vite inserts them when the module loads). */
  styles: string[];
  images: string[];
}

/** Where the build writes the table (read by apps/server/src/plugins/web-app.ts). */
export const pagePreloadsFile = "page-preloads.json";

/**
 * Writes, for every page path of src/app/page-modules.ts, the chunks of its route module, so the server can
 * send `modulepreload` links with index.html: the page's code then downloads beside the main chunk instead of
 * after it has run (one round trip less before the page is usable).
 */
export function pagePreloads(): Plugin {
  return {
    name: "dugout-page-preloads",
    apply: "build",
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (chunk: OutputChunk, into = new Set<OutputChunk>()) => {
        if (into.has(chunk)) return into;
        into.add(chunk);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("page-preloads: the build has no entry chunk");
      const upFront = closure(entry);
      const table: Record<string, PagePreload> = {};
      for (const [path, name] of Object.entries(pageModules)) {
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${name}.tsx`));
        if (!route) throw new Error(`page-preloads: no chunk for the route module ${name}`);
        const own = [...closure(route)].filter((chunk) => !upFront.has(chunk));
        table[path] = {
          modules: own.map((chunk) => `/${chunk.fileName}`),
          styles: own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`)),
          images: pageImages[path] ?? [],
        };
      }
      this.emitFile({ type: "asset", fileName: pagePreloadsFile, source: `${JSON.stringify(table, null, 2)}\n` });
    },
  };
}
