import type { ModulePlugin } from "../../context";
import { queueOwedWork } from "../../jobs/queue-owed-work";
import { auditSystemActors } from "@dugout/contracts/audit";
import { describeRetention, retentionPass } from "./retention";

export const retentionQueue = "privacy.retention";

const day = 86_400;
/** After a boot that finds no pass queued (a fresh install): soon, but not in the middle of starting up. */
const firstPassDelaySeconds = 600;

/**
 * The retention pass, once a day across all instances: one queued job at a time (the singleton key),
 * which queues the next one when it has run, whatever happened.
 */
export const privacyWorkers: ModulePlugin = (app, ctx) => {
  const queueNextPass = (startAfterSeconds: number) =>
    ctx.jobs.send(retentionQueue, {}, { singletonKey: "next", startAfterSeconds });

  ctx.jobs.work(
    retentionQueue,
    async () => {
      try {
        const report = await retentionPass(ctx.database.db, ctx.config, {
          actor: { label: auditSystemActors.retention },
        });
        app.log.info({ removed: report }, `retention pass: removed ${describeRetention(report)}`);
      } finally {
        await queueNextPass(day);
      }
    },
    { concurrency: 1, retryLimit: 2, oneWaitingPerKey: true },
  );

  app.addHook("onReady", async () => {
    if (ctx.config.JOBS_DISABLE_WORKERS) return;
    queueOwedWork(app.log, "retention", () => queueNextPass(firstPassDelaySeconds));
  });
};
