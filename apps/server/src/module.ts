import type { SeedStep } from "@dugout/db";
import type { Command } from "./command";
import type { AppConfig } from "./config";
import type { ModulePlugin } from "./context";

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
