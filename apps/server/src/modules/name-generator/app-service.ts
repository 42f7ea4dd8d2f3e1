import type { App, AppContext } from "../../context";
import { createNamingEngine } from "./engine/create-naming-engine";
import { createNameGeneratorService, type NameGeneratorService } from "./service";

/** One per app: the routes and the research worker share the engine (its data and its warm-up). */
const services = new WeakMap<AppContext, Promise<NameGeneratorService>>();

/** The app's name generator service, built with its naming engine the first time it is asked for. */
export function nameGeneratorService(app: App, ctx: AppContext): Promise<NameGeneratorService> {
  const existing = services.get(ctx);
  if (existing) return existing;
  const created = (async () => {
    const engine = await createNamingEngine(ctx.config, {
      fetch: ctx.metrics.outsideFetch("openai"),
      // The operation and the provider's message only: prompts carry the visitor's idea.
      onFallback: (operation, error) =>
        app.log.warn(
          { operation, message: error instanceof Error ? error.message : String(error) },
          "naming engine fell back to offline",
        ),
    });
    // Its worker threads stop with the app. This scope's close hooks run before the app's own, which stops
    // the job queue: stop it here first (a second stop is a no-op), so a research job running or picked up
    // while closing finishes on a live engine instead of failing on a closed one.
    app.addHook("onClose", async () => {
      await ctx.jobs.stop();
      await engine.close();
    });
    if (ctx.config.NODE_ENV !== "test")
      void engine.warmUp().catch((error: unknown) => app.log.warn({ err: error }, "naming engine warm-up failed"));
    return createNameGeneratorService(ctx.database.db, engine, ctx.jobs);
  })();
  services.set(ctx, created);
  return created;
}
