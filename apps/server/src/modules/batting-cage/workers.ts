import type { ModulePlugin } from "../../context";
import { queueOwedWork } from "../../jobs/queue-owed-work";
import { createCallScorer } from "../../scoring-engine/scorer-factory";
import { abandonedSweepQueue, closeAbandonedCalls, countActiveCalls } from "./abandoned-calls";
import {
  assignmentReminderEverySeconds,
  assignmentReminderQueue,
  sendAssignmentReminders,
} from "./assignment-reminders";
import { endHostedCallsAtShutdown } from "./hosted-call-shutdown";
import {
  failPracticeScore,
  practiceScoreQueue,
  requeuePendingPracticeScores,
  requestPracticeScores,
  scorePracticeCall,
  type PracticeScoreJob,
} from "./practice-scoring";

/**
 * Scores ended practice calls with the scorer real calls use, and closes abandoned calls every
 * BATTING_CAGE_ABANDON_SWEEP_SECONDS, and mails assignment reminders every hour. At boot, scores still pending are queued again; at shutdown,
 * the calls this instance carried are ended and scored (hosted-call-shutdown.ts).
 */
export const battingCageWorkers: ModulePlugin = (app, ctx) => {
  const { db } = ctx.database;
  const scorer = createCallScorer(ctx);
  ctx.metrics.readPracticeCallsActive(async () => [{ labels: {}, value: await countActiveCalls(db) }]);

  ctx.jobs.work<PracticeScoreJob>(
    practiceScoreQueue,
    async (job) => {
      await scorePracticeCall(db, scorer, job.data.conversationId);
    },
    {
      retryLimit: 3,
      retryDelaySeconds: 2,
      concurrency: 2,
      onFailed: (data) => failPracticeScore(db, data.conversationId),
    },
  );

  const queueNextSweep = () =>
    ctx.jobs.send(
      abandonedSweepQueue,
      {},
      { singletonKey: "next", startAfterSeconds: ctx.config.BATTING_CAGE_ABANDON_SWEEP_SECONDS },
    );
  ctx.jobs.work(
    abandonedSweepQueue,
    async () => {
      try {
        const closed = await closeAbandonedCalls(db);
        if (closed.length > 0) ctx.metrics.practiceCallsEnded.inc({ reason: "abandoned" }, closed.length);
        await requestPracticeScores(ctx.jobs, closed);
      } finally {
        // The next sweep is queued whatever happened (the job system has no schedules of its own).
        await queueNextSweep();
      }
    },
    { concurrency: 1, retryLimit: 2, oneWaitingPerKey: true },
  );

  // Assignment reminders: one queued job across every instance (the singleton key), which queues the next
  // when it has run; each reminder is claimed in the database, so a second run sends nothing twice.
  const queueNextReminders = (startAfterSeconds: number) =>
    ctx.jobs.send(assignmentReminderQueue, {}, { singletonKey: "next", startAfterSeconds });
  ctx.jobs.work(
    assignmentReminderQueue,
    async () => {
      try {
        const sent = await sendAssignmentReminders(db, ctx.messaging, new Date(), ctx.config.baseUrl);
        if (sent.length > 0) app.log.info({ reminders: sent.length }, "assignment reminders sent");
      } finally {
        await queueNextReminders(assignmentReminderEverySeconds);
      }
    },
    { concurrency: 1, retryLimit: 2, oneWaitingPerKey: true },
  );

  // A call this instance carries ends with it, properly: ended, with its reason, and scored.
  endHostedCallsAtShutdown(app, ctx, scorer);

  app.addHook("onReady", async () => {
    if (ctx.config.JOBS_DISABLE_WORKERS) return;
    queueOwedWork(app.log, "practice scoring", () =>
      requeuePendingPracticeScores(db, ctx.jobs).then(() =>
        ctx.jobs.send(abandonedSweepQueue, {}, { singletonKey: "next" }),
      ),
    );
    queueOwedWork(app.log, "assignment reminders", () => queueNextReminders(60));
  });
};
