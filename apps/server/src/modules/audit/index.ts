import type { DugoutModule } from "../../module";
import { auditCommand } from "./commands";
import { auditRoutes } from "./routes";

/**
 * The audit trail's readers: the admin API behind the Activity page and `npm run audit -- list`. Every module
 * writes the trail through `recordAudit` (src/audit/record.ts); this module only reads it.
 */
export const auditModule: DugoutModule = {
  name: "audit",
  routes: auditRoutes,
  commands: [auditCommand],
};
