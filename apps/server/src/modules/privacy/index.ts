import type { DugoutModule } from "../../module";
import { retentionCommand } from "./commands";
import { privacyWorkers } from "./workers";

/** What Dugout keeps of people and for how long: the daily retention pass (docs/privacy.md). */
export const privacyModule: DugoutModule = {
  name: "privacy",
  workers: privacyWorkers,
  commands: [retentionCommand],
};
