import type { Plugin, Rolldown } from "vite";
import { pageList } from "../src/app/pages";

/** What the server adds to index.html for one page path: `<link>`s to what the page needs at once. */
interface PagePreload {
  /** JavaScript chunks: the page's route module and what it imports, less what index.html already loads. */
  modules: string[];
  /** Stylesheets the route module brings (Vite inserts them when the module loads). */
  styles: string[];
  /** What a visitor's page paints first (the server leaves them out for a signed-in user). */
  images: string[];
  /**
   * The signed-in views the route module imports on demand (src/app/signed-in-view.ts), with their chunks and
   * stylesheets: the server adds them when the request carries a session cookie.
   */
  signedIn: { modules: string[]; styles: string[] };
}

/** Where the build writes the table (read by apps/server/src/plugins/web-app.ts). */
const pagePreloadsFile = "page-preloads.json";

/**
 * Writes, for every page path of src/app/pages.ts, the chunks of its route module, so the server can
 * send `modulepreload` links with index.html: the page's code then downloads beside the main chunk instead of
 * after it has run (one round trip less before the page is usable). A signed-in user's views are listed apart,
 * for the server to add only when the request carries a session cookie: a visitor downloads the sign-in gate alone.
 */
export function pagePreloads(): Plugin {
  return {
    name: "dugout-page-preloads",
    apply: "build",
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (chunk: Rolldown.OutputChunk, into = new Set<Rolldown.OutputChunk>()) => {
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
      const files = (list: Iterable<Rolldown.OutputChunk>) => [...list].map((chunk) => `/${chunk.fileName}`);
      const stylesOf = (list: Iterable<Rolldown.OutputChunk>) =>
        [...list].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`));
      for (const { path, module: name, images = [] } of pageList) {
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${name}.tsx`));
        if (!route?.facadeModuleId) throw new Error(`page-preloads: no chunk for the route module ${name}`);
        const own = closure(route);
        // Only the imports written in the route module itself: its signed-in views. Deeper dynamic imports (the
        // sign-in widget, which its screens load when shown) stay on demand.
        const views = (this.getModuleInfo(route.facadeModuleId)?.dynamicallyImportedIds ?? []).map((id) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) throw new Error(`page-preloads: no chunk for ${id}, imported on demand by ${name}`);
          return chunk;
        });
        const signedIn = new Set<Rolldown.OutputChunk>();
        for (const view of views) closure(view, signedIn);
        const first = [...own].filter((chunk) => !upFront.has(chunk));
        const later = [...signedIn].filter((chunk) => !upFront.has(chunk) && !own.has(chunk));
        table[path] = {
          modules: files(first),
          styles: stylesOf(first),
          images,
          signedIn: { modules: files(later), styles: stylesOf(later) },
        };
      }
      this.emitFile({ type: "asset", fileName: pagePreloadsFile, source: `${JSON.stringify(table, null, 2)}\n` });
    },
  };
}
