import type { DugoutModule } from "../../module";
import { coachingRoutes } from "./routes";

/** Scenarios drafted from a rep's real calls, and whether practice carries over (docs/requirements/coaching.md). */
export const coachingModule: DugoutModule = { name: "coaching", routes: coachingRoutes };
