import { extname } from "node:path";
import { CommandUsageError, type Command } from "../../command";
import { createGongHttpSource } from "../../integrations/gong/http-client";
import { requestScoring } from "./background-scoring";
import { syncGong } from "./gong-sync";
import { formatImportReport, importCalls, validateImport } from "./import-calls";

export const callsImportCommand: Command = {
  name: "calls:import",
  usage: "calls:import <file.json|file.csv>",
  readsFile: true,
  async run(ctx, { args, input }) {
    const path = args[0] ?? "";
    const extension = extname(path).toLowerCase();
    if (extension !== ".json" && extension !== ".csv")
      throw new CommandUsageError("The file must end in .json or .csv.");
    let validated: ReturnType<typeof validateImport>;
    try {
      validated = validateImport(input ?? "", extension === ".json" ? "json" : "csv");
    } catch (error) {
      throw new CommandUsageError(`Nothing was imported: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (validated.report.rejected.length) throw new CommandUsageError(formatImportReport(validated.report));
    await importCalls(ctx.database.db, validated.rows);
    const unscored = validated.rows.filter((row) => !row.scoredAt && row.transcript).length;
    if (!unscored) return formatImportReport(validated.report);
    const queued = await requestScoring(ctx.jobs, "import");
    return `${formatImportReport(validated.report)} ${unscored} will be scored ${queued ? "in the background" : "when the server starts"}.`;
  },
};

export const gongSyncCommand: Command = {
  name: "gong:sync",
  usage: "gong:sync",
  async run(ctx) {
    const { GONG_ACCESS_KEY: key, GONG_ACCESS_KEY_SECRET: secret, GONG_BASE_URL: baseUrl } = ctx.config;
    if (!key || !secret)
      throw new CommandUsageError("Set GONG_ACCESS_KEY and GONG_ACCESS_KEY_SECRET to sync from Gong.");
    const report = await syncGong(
      ctx.database.db,
      createGongHttpSource({ baseUrl, accessKey: key, accessKeySecret: secret }),
      {
        lookbackDays: ctx.config.GONG_LOOKBACK_DAYS,
      },
    );
    if (report.calls) await requestScoring(ctx.jobs, "gong");
    return `Gong sync ${report.resumed ? "resumed and " : ""}completed: ${report.calls} call(s) in ${report.pages} page(s).`;
  },
};
