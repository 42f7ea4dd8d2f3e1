import { createAuth } from "../../auth";
import type { App } from "../../context";
import type { ModuleServices, SetupContext } from "../../module";
import { authBasePath } from "./auth-paths";
import { createIdentity } from "./identity";
import { methodContentSecurity } from "./methods/content-security";

/**
 * Builds the identity provider once per app, before any module's routes: every module's `ctx.auth` asks it
 * who is calling. Decorated on the app as `app.identity` (identity's routes and the tests use it).
 */
export async function setUpIdentity(app: App, ctx: SetupContext): Promise<ModuleServices> {
  const { config } = ctx;
  const identity = await createIdentity({
    config,
    db: ctx.database.db,
    messaging: ctx.messaging,
    rateLimits: ctx.rateLimits,
    log: app.log,
    ...(ctx.clock && { clock: ctx.clock }),
  });
  app.decorate("identity", identity);
  // During a secret rotation, before @fastify/cookie parses the header (setup runs before it is registered).
  const { resignCookies } = identity;
  if (resignCookies) {
    app.addHook("onRequest", (request, _reply, done) => {
      if (request.headers.cookie) request.headers.cookie = resignCookies(request.headers.cookie);
      done();
    });
  }
  return {
    auth: createAuth(identity.resolver),
    contentSecurity: methodContentSecurity(config),
    sessionCookie: identity.sessionCookie,
    // Better Auth's endpoints and ours check Origin themselves (mount.ts, widget-routes.ts).
    csrfExemptPrefixes: [`${authBasePath}/`],
  };
}
