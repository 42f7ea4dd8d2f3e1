import { runSeeds } from "@dugout/db";
import type { AppContext } from "./context";
import { agentKeyCommand } from "./modules/agent-usage/commands";
import { userCommand } from "./modules/identity/commands";
import { callsImportCommand, gongSyncCommand } from "./modules/scoring/commands";
import { seedSteps } from "./seed-steps";

/**
 * Operator commands (`npm run <name> -- args`). They run in the CLI process when it can open the
 * database itself, and inside the running server otherwise (an embedded PGlite folder has one
 * owner; see docs/decisions/0004-embedded-database.md). Either way the same `run` executes.
 */
export interface Command {
  name: string;
  usage: string;
  /** When set, the first argument is a file path that the CLI reads and passes as `input`. */
  readsFile?: boolean;
  run(ctx: AppContext, request: { args: string[]; input?: string }): Promise<string>;
}

export class CommandUsageError extends Error {}

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
