import type { ModulePlugin } from "../../context";
import { nameGeneratorService } from "./app-service";
import { researchQueue, type ResearchJob } from "./service";

/**
 * Scores the names a submission created pending. At boot, every submission that still has pending
 * names is queued again (a process may have died between saving the names and sending the job).
 */
export const nameGeneratorWorkers: ModulePlugin = async (app, ctx) => {
  const service = await nameGeneratorService(app, ctx);
  ctx.jobs.work<ResearchJob>(researchQueue, (job) => service.research(job.data), {
    retryLimit: 3,
    retryDelaySeconds: 2,
    concurrency: 2,
    onFailed: (data) => service.markFailed(data),
  });

  app.addHook("onReady", async () => {
    if (ctx.config.JOBS_DISABLE_WORKERS) return;
    void service
      .requeuePending()
      .catch((error: unknown) => app.log.error({ err: error }, "re-enqueueing pending names failed"));
  });
};
