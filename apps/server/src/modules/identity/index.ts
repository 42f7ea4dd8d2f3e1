import type { DugoutModule } from "../../module";
import { userCommand } from "./commands";
import { oauthClientCommand } from "./methods/openid/oauth-client-command";
import { identityRoutes } from "./routes";
import { identitySeedStep } from "./seed";
import { setUpIdentity } from "./setup";

/** The identity provider: Better Auth's endpoints, the widget's, /api/me, the Users page (README.md). */
export const identityModule: DugoutModule = {
  name: "identity",
  setup: setUpIdentity,
  routes: identityRoutes,
  commands: [userCommand, oauthClientCommand],
  seedSteps: () => [identitySeedStep],
};
