import { createRealtimeProvider } from "../../integrations/realtime/create-realtime-provider";
import type { DugoutModule } from "../../module";
import { createBattingCageRoutes } from "./routes";
import { battingCageSeedStep } from "./seed";
import { battingCageWorkers } from "./workers";

/** The practice tool: configurations, practice calls over the configured realtime provider, their scores, reports. */
export const battingCageModule: DugoutModule = {
  name: "batting-cage",
  routes: createBattingCageRoutes({ realtime: createRealtimeProvider }),
  workers: battingCageWorkers,
  seedSteps: () => [battingCageSeedStep],
};
