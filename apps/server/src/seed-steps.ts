import type { SeedStep } from "@dugout/db";
import type { AppConfig } from "./config";
import { agentUsageSeedStep } from "./modules/agent-usage/seed";
import { battingCageSeedStep } from "./modules/batting-cage/seed";
import { identitySeedStep } from "./modules/identity/commands";
import { scoringSeedStep } from "./modules/scoring/seed";

/**
 * Demo data for a fresh install, in order. Each feature contributes its steps here
 * (users first: later steps refer to them). `runSeeds` runs each step once per database.
 */
export const seedSteps = (config: Pick<AppConfig, "AGENT_NAME">): SeedStep[] => [
  identitySeedStep,
  scoringSeedStep,
  agentUsageSeedStep(config.AGENT_NAME),
  battingCageSeedStep,
];
