import type { DugoutModule } from "../../module";
import { healthRoutes } from "./routes";

/** Liveness and readiness probes. */
export const healthModule: DugoutModule = { name: "health", routes: healthRoutes };
