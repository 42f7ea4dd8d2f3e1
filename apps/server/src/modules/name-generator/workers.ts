import type { ModulePlugin } from "../../context";
import { queueOwedWork } from "../../jobs/queue-owed-work";
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
    queueOwedWork(app.log, "pending names", () => service.requeuePending());
  });
};
