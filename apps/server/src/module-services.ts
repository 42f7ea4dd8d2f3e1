import type { App } from "./context";
import type { ModuleServices, SetupContext } from "./module";
import { dugoutModules } from "./modules";
import { mergeContentSecuritySources } from "./plugins/security-headers";

/** What the app needs from its modules' setups: `auth` and `sessionCookie` are required (identity provides both). */
export type ProvidedServices = Required<Pick<ModuleServices, "auth" | "sessionCookie">> &
  Omit<ModuleServices, "auth" | "sessionCookie">;

/**
 * Runs every enabled module's setup, in list order, and gathers what they provide: buildApp wires it
 * (ctx.auth, the page's CSP, the CSRF exemptions, the session cookie) without knowing which module it came from.
 */
export async function setUpModules(app: App, ctx: SetupContext): Promise<ProvidedServices> {
  const provided: ModuleServices[] = [];
  for (const module of dugoutModules) {
    if (module.enabled && !module.enabled(ctx.config)) continue;
    if (module.setup) provided.push(await module.setup(app, ctx));
  }
  const auth = provided.find((services) => services.auth)?.auth;
  if (!auth) throw new Error("No module provides ctx.auth: the identity module's setup does.");
  const sessionCookie = provided.find((services) => services.sessionCookie)?.sessionCookie;
  if (!sessionCookie) throw new Error("No module names the session cookie: the identity module's setup does.");
  return {
    auth,
    contentSecurity: mergeContentSecuritySources(provided.flatMap((services) => services.contentSecurity ?? [])),
    csrfExemptPrefixes: provided.flatMap((services) => services.csrfExemptPrefixes ?? []),
    sessionCookie,
  };
}
