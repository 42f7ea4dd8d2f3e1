import type { DugoutModule } from "../../module";
import { realtimeSimulatorRoutes } from "./routes";

/** The offline stand-in for the realtime voice provider (README.md in this folder). */
export const realtimeSimulatorModule: DugoutModule = { name: "realtime-simulator", routes: realtimeSimulatorRoutes };
