import type { SeedStep } from "@dugout/db";
import type { Command } from "./command";
import type { AppConfig } from "./config";
import type { DugoutModule } from "./module";
import { agentUsageModule } from "./modules/agent-usage";
import { auditModule } from "./modules/audit";
import { battingCageModule } from "./modules/batting-cage";
import { coachingModule } from "./modules/coaching";
import { devMailboxModule } from "./modules/dev-mailbox";
import { dreamTeamModule } from "./modules/dream-team";
import { healthModule } from "./modules/health";
import { identityModule } from "./modules/identity";
import { nameGeneratorModule } from "./modules/name-generator";
import { privacyModule } from "./modules/privacy";
import { realtimeSimulatorModule } from "./modules/realtime-simulator";
import { scoringModule } from "./modules/scoring";

/**
 * Every module of Dugout, in order: routes are registered in this order (the API docs and the
 * route tests list them so), seed steps run in this order (identity first: the other seeds refer
 * to its users), and the CLI lists commands in this order. Adding a module is a folder and one line here.
 */
export const dugoutModules: readonly DugoutModule[] = [
  healthModule,
  identityModule,
  battingCageModule,
  realtimeSimulatorModule,
  nameGeneratorModule,
  scoringModule,
  coachingModule,
  agentUsageModule,
  dreamTeamModule,
  devMailboxModule,
  privacyModule,
  auditModule,
];

/** The demo data of every module, in list order; none when DEMO_DATA is off (the default in production). */
export const moduleSeedSteps = (config: AppConfig): SeedStep[] =>
  config.demoData ? dugoutModules.flatMap((module) => module.seedSteps?.(config) ?? []) : [];

/** The operator commands of every module, in list order. */
export const moduleCommands: readonly Command[] = dugoutModules.flatMap((module) => module.commands ?? []);
