import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * JSON answers of 1 KB or more are gzipped for browsers that accept it (a scoring page of calls, the API
 * documentation). gzip only: @fastify/compress's on-the-fly brotli cost ten times more CPU per answer for a few
 * percent fewer bytes. Static files are not its business: the build ships them already compressed
 * (plugins/web-app.ts), and /healthz stays under the threshold.
 */
export async function registerJsonCompression(app: FastifyInstance): Promise<void> {
  // The plugin also inflates compressed request bodies, in a hook on every route; a GET or HEAD has no body.
  // Registered first, so the plugin's own onRoute hook sees the choice.
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().every((method) => method === "GET" || method === "HEAD")) route.decompress ??= false;
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["gzip"],
    customTypes: /^application\/(?:[\w.+-]+\+)?json\b/,
  });
}
