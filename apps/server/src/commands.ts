import { runSeeds } from "@dugout/db";
import type { Command } from "./command";
import { databaseCommands } from "./database-commands";
import { moduleCommands, moduleSeedSteps } from "./modules";

/** `npm run seed`: every module's demo data, each step once per database. */
const seed: Command = {
  name: "seed",
  usage: "seed",
  async run(ctx) {
    if (!ctx.config.demoData)
      return "Seed: demo data is off (DEMO_DATA=false, the default in production); nothing seeded.";
    const report = await runSeeds(ctx.database, moduleSeedSteps(ctx.config));
    return `Seed: ran ${report.ran.length} step(s)${report.ran.length ? ` (${report.ran.join(", ")})` : ""}, ${report.skipped.length} already done.`;
  },
};

/** Every operator command: `seed`, the database's own (db:status, db:migrate, backup), then the modules' (src/modules.ts) in list order. */
export const commands: readonly Command[] = [seed, ...databaseCommands, ...moduleCommands];

export function findCommand(name: string): Command | undefined {
  return commands.find((command) => command.name === name);
}
