import { runSeeds } from "@dugout/db";
import type { Command } from "./command";
import { agentKeyCommand } from "./modules/agent-usage/commands";
import { userCommand } from "./modules/identity/commands";
import { callsImportCommand, gongSyncCommand } from "./modules/scoring/commands";
import { seedSteps } from "./seed-steps";

const seed: Command = {
  name: "seed",
  usage: "seed",
  async run(ctx) {
    const report = await runSeeds(ctx.database.db, seedSteps(ctx.config));
    return `Seed: ran ${report.ran.length} step(s)${report.ran.length ? ` (${report.ran.join(", ")})` : ""}, ${report.skipped.length} already done.`;
  },
};

export const commands: readonly Command[] = [seed, callsImportCommand, gongSyncCommand, agentKeyCommand, userCommand];

export function findCommand(name: string): Command | undefined {
  return commands.find((command) => command.name === name);
}
