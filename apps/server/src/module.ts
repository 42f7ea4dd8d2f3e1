import type { SeedStep } from "@dugout/db";
import type { Command } from "./command";
import type { AppConfig } from "./config";
import type { App, AppContext, ModulePlugin } from "./context";
import type { ContentSecuritySources } from "./plugins/security-headers";
import type { RateLimitStore } from "./rate-limits/store";

/** What a module's setup gets: configuration and the adapters chosen at boot (no module's service yet). */
export type SetupContext = Pick<AppContext, "config" | "database" | "messaging" | "metrics"> & {
  /** The app's shared rate-limit counters (database or Redis). */
  rateLimits: RateLimitStore;
  /** Test seam: the clock of time-based rules (tests move it). */
  clock?: () => Date;
};

/** What a module's setup provides to the app and to the other modules (each field from one module at most). */
export interface ModuleServices {
  /** Who is calling, as every module's `ctx.auth` asks it (identity provides it). */
  auth?: AppContext["auth"];
  /** Other origins the app's pages need, added to their Content-Security-Policy. */
  contentSecurity?: ContentSecuritySources;
  /** The session cookie's name: index.html preloads a signed-in user's views when a request carries it. */
  sessionCookie?: string;
  /** Path prefixes whose requests the module guards itself (an Origin check), instead of the CSRF token. */
  csrfExemptPrefixes?: readonly string[];
}

/**
 * Everything one module adds to Dugout, in one object (`modules/<name>/index.ts` exports it and
 * `src/modules.ts` lists it). The app, the CLI and the seed runner read the list, so adding a module
 * touches its folder and that one line. Patterned on how a better-auth plugin is one object.
 */
export interface DugoutModule {
  /** The module's folder under `modules/` (modules.test.ts checks that every folder is listed once). */
  readonly name: string;
  /**
   * When false for this configuration, the module's routes and workers are not registered at all
   * (the dev mailbox: absent paths answer 404 instead of advertising a guarded page). Commands and
   * seed steps do not depend on it: the CLI lists commands before it loads configuration.
   */
  readonly enabled?: (config: AppConfig) => boolean;
  /**
   * Builds what the module provides to others (ModuleServices: identity's `ctx.auth`), before the app's plugins
   * and any module's routes, in list order. It runs on the root app, so what it decorates or hooks there applies
   * app-wide (identity decorates `app.identity` and re-signs rotated cookies before they are parsed).
   */
  readonly setup?: (app: App, ctx: SetupContext) => Promise<ModuleServices> | ModuleServices;
  /** The HTTP routes, registered in the module's own encapsulated scope with the app context. */
  readonly routes?: ModulePlugin;
  /**
   * The job-queue workers (`ctx.jobs.work`) and the boot sweeps that feed them, kept apart from the
   * routes so a reader finds every background task in one place. Same scope as the routes; it runs
   * first, so a queue has its worker before any route can send to it.
   */
  readonly workers?: ModulePlugin;
  /** Operator commands (`npm run <name>`), run by the CLI or, for it, by the running server. */
  readonly commands?: readonly Command[];
  /**
   * Demo data for a fresh install; `runSeeds` runs each step once per database, in list order
   * (so identity's users come first: later steps refer to them). Only with DEMO_DATA (on by default
   * outside production): a step seeds nothing a production install needs.
   */
  readonly seedSteps?: (config: AppConfig) => readonly SeedStep[];
}
