import { describe, expect, it } from "vitest";
import * as contracts from "./index";

describe("package entry", () => {
  it("re-exports every feature file, split parts included", () => {
    for (const name of [
      "apiErrorSchema",
      "errorCodes",
      "battingCageConfigurationInputSchema",
      "objections",
      "battingCageMessages",
      "callRecordSchema",
      "usageStatsQuerySchema",
      "raviTestResponseSchema",
      "starterToolsTiles",
      "businessNameSubmissionBodySchema",
      "nameGeneratorLabels",
      "validateWidgetConfig",
      "signinWidgetConstants",
      "signinWidgetMessages",
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });
});
