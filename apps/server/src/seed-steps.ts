import type { SeedStep } from "@dugout/db";
import { agentUsageSeedStep } from "./modules/agent-usage/seed";
import { battingCageSeedStep } from "./modules/batting-cage/seed";
import { identitySeedStep } from "./modules/identity/commands";
import { scoringSeedStep } from "./modules/scoring/seed";

/**
 * Demo data for a fresh install, in order. Each feature contributes its steps here
 * (users first: later steps refer to them). `runSeeds` runs each step once per database.
 */
export const seedSteps: SeedStep[] = [identitySeedStep, scoringSeedStep, agentUsageSeedStep, battingCageSeedStep];
