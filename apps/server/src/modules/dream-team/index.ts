import type { DugoutModule } from "../../module";
import { dreamTeamRoutes } from "./routes";

/** The agent collection and RAVI's self-test. */
export const dreamTeamModule: DugoutModule = { name: "dream-team", routes: dreamTeamRoutes };
