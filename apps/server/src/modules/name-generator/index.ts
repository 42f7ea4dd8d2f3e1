import type { DugoutModule } from "../../module";
import { leadsCommand } from "./commands";
import { nameGeneratorRoutes } from "./routes";
import { nameGeneratorWorkers } from "./workers";

/** The public business name generator and its background research. */
export const nameGeneratorModule: DugoutModule = {
  name: "name-generator",
  routes: nameGeneratorRoutes,
  workers: nameGeneratorWorkers,
  commands: [leadsCommand],
};
