import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { markRoutesPublic } from "./access";
import { apiNotFound } from "./errors";

export interface WebAppOptions {
  distDir: string;
  /** Paths the web app renders; anything else gets the app's 404 page with a 404 status. */
  spaRoutes: readonly string[];
  /** Injected into index.html as a JSON data block (read by apps/web/src/lib/runtime-config.ts). */
  runtimeConfig: Record<string, unknown>;
  /** The session cookie: a page requested with it preloads the signed-in user's views instead of the visitor's. */
  sessionCookieName: string;
}

/** A page's preloads as the web build lists them (apps/web/build/page-preloads.ts writes the file). */
interface PagePreload {
  modules: string[];
  styles: string[];
  images: string[];
  signedIn: { modules: string[]; styles: string[] };
}
/** Who asks for a page, as far as its preloads go: a visitor is shown the sign-in page, a signed-in user is not. */
type Visit = "visitor" | "signedIn";
const pagePreloadsFile = "page-preloads.json";
/** The build keys the agent's page by this pattern: its name is this server's AGENT_NAME. */
const agentPlaceholder = "{agent}";

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * `<link>`s that start a page's downloads with its HTML: the route's chunks (`modulepreload`, as Vite writes
 * them for the main chunk), their stylesheets and the image it paints first. Without them the browser learns
 * of the route's code only once the main chunk has run. A signed-in user's request (it carries the session
 * cookie) also gets the signed-in views, which the route module imports on demand, and not the visitor's images.
 */
function preloadLinks(preload: PagePreload, visit: Visit): string {
  const { modules, styles, images } =
    visit === "signedIn"
      ? {
          modules: [...preload.modules, ...preload.signedIn.modules],
          styles: [...preload.styles, ...preload.signedIn.styles],
          images: [],
        }
      : preload;
  const attribute = (href: string) => `href="${escapeAttribute(href)}"`;
  return [
    ...images.map((href) => `<link rel="preload" as="image" fetchpriority="high" ${attribute(href)}>`),
    ...modules.map((href) => `<link rel="modulepreload" crossorigin ${attribute(href)}>`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin ${attribute(href)}>`),
  ].join("");
}

/** Each page path's preloads, from the build's table (none when the build wrote no table). */
function readPagePreloads(distDir: string, agentName: string): Map<string, PagePreload> {
  const path = join(distDir, pagePreloadsFile);
  if (!existsSync(path)) return new Map();
  const table = JSON.parse(readFileSync(path, "utf8")) as Record<string, PagePreload>;
  return new Map(Object.entries(table).map(([page, preload]) => [page.replace(agentPlaceholder, agentName), preload]));
}

interface CompressedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}
const compressPage = (html: string): CompressedPage => ({
  identity: html,
  br: brotliCompressSync(html),
  gzip: gzipSync(html, { level: 9 }),
});

/** brotli, else gzip, when the browser accepts it (`;q=0` refuses); none otherwise. */
function preferredEncoding(header: string | string[] | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    String(header ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dugout</title></head>
<body><main><h1>Dugout</h1><p>The web app is not built yet. Run <code>npm run build</code>, or start with <code>npm start</code>.</p></main></body></html>`;

/** Non-API paths that never fall back to the web app. */
const serverOnlyPrefixes = ["/api/", "/dev/", "/internal/"];

/**
 * Serves the built web app: hashed assets with long caching, and index.html for the app's routes
 * (SPA fallback). Unknown API paths answer JSON 404; unknown pages get the app's 404 page.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexPath = join(options.distDir, "index.html");
  const built = existsSync(indexPath);
  // JSON in a non-executable data block; "<" is escaped so no value can close the element.
  const configBlock = `<script id="dugout-config" type="application/json">${JSON.stringify(options.runtimeConfig).replaceAll("<", "\\u003c")}</script>`;
  const builtHtml = built ? readFileSync(indexPath, "utf8").replace("</head>", `${configBlock}</head>`) : notBuiltPage;
  const agentName = typeof options.runtimeConfig.agentName === "string" ? options.runtimeConfig.agentName : "";
  // Two pages per path (a visitor's, a signed-in user's), each built once: index.html with its preloads.
  const preloads = built ? readPagePreloads(options.distDir, agentName) : new Map<string, PagePreload>();
  const pageKey = (page: string, visit: Visit) => (preloads.has(page) ? `${visit} ${page}` : "");
  const indexHtml = (page: string, visit: Visit) => {
    const preload = preloads.get(page);
    return preload ? builtHtml.replace("</head>", `${preloadLinks(preload, visit)}</head>`) : builtHtml;
  };
  // Each page's HTML compressed once, like the build's static files (a page with its preloads is a few KB).
  const compressed = new Map<string, CompressedPage>();
  const compressedHtml = (page: string, visit: Visit) => {
    const key = pageKey(page, visit);
    let found = compressed.get(key);
    if (!found) {
      found = compressPage(indexHtml(page, visit));
      compressed.set(key, found);
    }
    return found;
  };
  const routes = new Set(options.spaRoutes);

  if (built) {
    // The built files are the public web app: one route per file, each declared public.
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      await scope.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (apps/web/build/precompress.ts): the best one the browser
        // accepts is sent, with Vary: Accept-Encoding.
        preCompressed: true,
        setHeaders(response, path) {
          if (path.includes(`${join(options.distDir, "assets")}`)) {
            void response.header("cache-control", "public, max-age=31536000, immutable");
          }
        },
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isApi = path === "/api" || serverOnlyPrefixes.some((prefix) => path.startsWith(prefix));
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (isApi || !wantsPage) return reply.status(404).send(apiNotFound(request.method, request.url));
    const page = path.replace(/\/+$/, "") || "/";
    const known = routes.has(page);
    const visit: Visit = request.cookies[options.sessionCookieName] ? "signedIn" : "visitor";
    const html = compressedHtml(known ? page : "/", visit);
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    void reply
      .status(known ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding, cookie");
    if (encoding) return reply.header("content-encoding", encoding).send(html[encoding]);
    return reply.send(html.identity);
  });
}
