import type { DugoutModule } from "../../module";
import { agentKeyCommand } from "./commands";
import { agentUsageRoutes } from "./routes";
import { agentUsageSeedStep } from "./seed";

/** What the AI agents report about their use, and the keys they report with. */
export const agentUsageModule: DugoutModule = {
  name: "agent-usage",
  routes: agentUsageRoutes,
  commands: [agentKeyCommand],
  seedSteps: (config) => [agentUsageSeedStep(config.AGENT_NAME)],
};
