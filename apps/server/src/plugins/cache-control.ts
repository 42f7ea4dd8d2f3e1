import type { FastifyInstance } from "fastify";

/**
 * Answers that depend on the session (who is signed in, their data, sign-in links in the dev
 * mailbox) must never be kept by a browser's back/forward cache, its disk cache or a shared proxy.
 * So every answer is `Cache-Control: no-store` by default: the JSON API under /api, /dev, and the
 * batting-cage paths at the root (docs/requirements/batting-cage.md#calls) alike (a prefix list would miss the latter).
 * A route that chose its own policy keeps it: the web app's files and index.html set theirs in
 * plugins/web-app.ts (long-lived hashed assets, a revalidated index.html).
 */
export function registerNoStoreByDefault(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control")) void reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
