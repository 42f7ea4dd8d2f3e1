import { CommandUsageError, type Command } from "../../command";
import { commandLineBy } from "../../audit/record";
import { describeRetention, retentionPass } from "./retention";

/** `npm run retention -- run`: the daily retention pass, now. */
export const retentionCommand: Command = {
  name: "retention",
  usage: "retention run",
  async run(ctx, { args }) {
    if (args[0] !== "run") throw new CommandUsageError("Usage: npm run retention -- run");
    const report = await retentionPass(ctx.database.db, ctx.config, commandLineBy);
    return `Retention: removed ${describeRetention(report)}.`;
  },
};
