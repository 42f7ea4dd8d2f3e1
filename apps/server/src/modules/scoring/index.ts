import type { DugoutModule } from "../../module";
import { callsImportCommand, gongSyncCommand } from "./commands";
import { scoringRoutes } from "./routes";
import { scoringSeedStep } from "./seed";
import { scoringWorkers } from "./workers";

/** Scored sales calls: the admin dashboard, imports, the Gong sync and the background scorer. */
export const scoringModule: DugoutModule = {
  name: "scoring",
  routes: scoringRoutes,
  workers: scoringWorkers,
  commands: [callsImportCommand, gongSyncCommand],
  seedSteps: () => [scoringSeedStep],
};
