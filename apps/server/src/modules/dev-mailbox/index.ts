import type { DugoutModule } from "../../module";
import { devMailboxEnabled, devMailboxRoutes } from "./routes";

/** The local mailbox of a development install without a mail transport (routes.ts says when). */
export const devMailboxModule: DugoutModule = {
  name: "dev-mailbox",
  enabled: devMailboxEnabled,
  routes: devMailboxRoutes,
};
