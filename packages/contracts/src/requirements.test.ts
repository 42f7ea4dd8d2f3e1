import { describe, expect, it } from "vitest";
import { contractsModuleFiles, isQuoted, loadContractsExports } from "./test-support/requirements-docs";

type Render = (...args: unknown[]) => string;

/**
 * How each text with holes is written in the requirements: the function called with the holes' names.
 * A new template in the contracts fails the test until it is listed here and documented.
 */
const templates: Record<string, (render: Render) => string[]> = {
  oneOfMessage: (render) => [render("{label}", ["{values}"])],
  httpErrorMessage: (render) => [render("{status}")],
  "battingCageMessages.saveError": (render) => [render("{message}")],
  "battingCageMessages.reportLoadFailed": (render) => [render("{message}")],
  "battingCageMessages.detailLoadFailed": (render) => [render("{message}")],
  "battingCageMessages.finalSaveFailed": (render) => [render("{message}")],
  "battingCageMessages.startFailed": (render) => [render("{message}")],
  "battingCageLabels.lastUpdated": (render) => [render("{name}", "{date}")],
  "practiceScoreLabels.outOf100": (render) => [render("{score}")],
  "practiceScoreLabels.historyLoadFailed": (render) => [render("{message}")],
  "practiceScoreLabels.trendSummary": (render) => [render("{count}", "{first}", "{last}")],
  "practiceScoreLabels.transcriptSaving": (render) => [render("{saved}", "{total}")],
  "practiceScoreLabels.transcriptSaved": (render) => [render("{n}")],
  "scoringMessages.loadError": (render) => [render("{message}")],
  "scoringMessages.httpError": (render) => [render("{status}")],
  "scoringMessages.showing": (render) => [render("{from}", "{to}", "{total}")],
  "scoringMessages.pageOf": (render) => [render("{page}", "{totalPages}")],
  "scoringMessages.callsAnalyzed": (render) => [render("{n}")],
  "battingCageReportLabels.scoredOf": (render) => [render("{scored}", "{total}")],
  callsProgress: (render) => [render("{done}", "{goal}")],
  "coachingLoopLabels.assignmentsLoadFailed": (render) => [render("{message}")],
  "coachingLoopLabels.goalSummary": (render) => [render("{minScore}")],
  "coachingLoopLabels.due": (render) => [render("{date}")],
  "coachingLoopLabels.loadFailed": (render) => [render("{message}")],
  "coachingLoopLabels.saveFailed": (render) => [render("{message}")],
  "coachingLoopLabels.versions": (render) => [render(1), render("{count}")],
  "coachingLoopLabels.goalCallsSummary": (render) => [render(1), render("{calls}")],
  "practiceVsRealLabels.flagRule": (render) => [render("{points}")],
  "practiceVsRealLabels.callCounts": (render) => [render("{practice}", "{real}")],
  "scoringMessages.focusCallsLink": (render) => [render("{category}")],
  "evidenceLabels.line": (render) => [render("{n}")],
  "usageLabels.title": (render) => [render(), render("{Agent}")],
  "usageLabels.signedOutTitle": (render) => [render(), render("{Agent}")],
  "usageMessages.error": (render) => [render("{message}")],
  "dreamTeamMessages.httpError": (render) => [render("{status}")],
  "dreamTeamMessages.error": (render) => [render("{message}")],
  "nameGeneratorLabels.resultsHeading": (render) => [render("{description}")],
  "nameGeneratorLabels.analysisTailoredFor": (render) => [render(), render("{idealCustomer}")],
  "nameGeneratorLabels.scoreBadge": (render) => [render("{score}")],
  "nameGeneratorLabels.averageQualityScore": (render) => [render("{n}")],
  "nameGeneratorMessages.retryIn": (render) => [render("{n}")],
  "nameGeneratorLabels.downloadGroup": (render) => [render("{item}")],
  "signinWidgetConfigErrors.mountTargetMissing": (render) => [render("{selector}")],
  "signinWidgetLabels.continueWith": (render) => [render("{provider}")],
  "openIdMessages.missingParameter": (render) => [render("{param}")],
  "openIdMessages.consentTitle": (render) => [render("{client}")],
  "signinWidgetLabels.passcodeSent": (render) => [render("{destination}")],
  "signinWidgetLabels.countryOption": (render) => [render("{code}", "{country}")],
  // The countdown is formatted from seconds, so the hole is put in after formatting.
  "signinWidgetLabels.codeExpiresIn": (render) => [render(0).replace("0:00", "{m:ss}")],
  "signinWidgetLabels.emailSentTo": (render) => [render("{email}")],
  "signinWidgetLabels.passcodeDigit": (render) => [render("{position}", "{length}")],
  "signinWidgetLabels.passwordStrength": (render) => [render("{score}", "{max}")],
  "signinWidgetLabels.forgotPasswordText": (render) => [render("{email}")],
  "signinWidgetLabels.setNewPasswordText": (render) => [render("{email}")],
  "signinWidgetLabels.breachedText": (render) => [render("{email}")],
  "signinWidgetLabels.dedupeText": (render) => [render("{email}")],
  "signinWidgetLabels.confirmSignInTitle": (render) => [render("{email}")],
  "signinWidgetMessages.ludsMinLength": (render) => [render("{n}")],
  "signinWidgetMessages.ludsComplexity": (render) => [render("{n}")],
  "signinWidgetMessages.rateLimited": (render) => [render("{m:ss}")],
  "signinWidgetMessages.providerSignInFailed": (render) => [render("{code}")],
  "signinWidgetMessages.missingOidcParam": (render) => [render("{param}")],
  "usersMessages.invited": (render) => [render("{email}")],
  "activityLabels.range": (render) => [render("{from}", "{to}", "{total}")],
  "identityErrors.oauth_provider_not_configured.message": (render) => [render("{provider}")],
  "identityErrors.weak_password.message": (render) => [render("{hint}")],
  "identityErrors.confirmation_required.message": (render) => [render("{email}")],
  "identityErrors.too_many_requests.message": (render) => [render("{n}")],
  "identityErrors.account_locked.message": (render) => [render("{n}")],
};

/** Keys of list entries that are not shown as text (ids, patterns, colours, numbers). */
const hiddenKeys = new Set(["id", "key", "pattern", "color", "chain", "emoji", "href", "min", "value"]);

interface Text {
  path: string;
  text: string;
}

function collect(value: unknown, path: string, out: Text[]): void {
  if (typeof value === "string") {
    out.push({ path, text: value });
  } else if (typeof value === "function") {
    const template = templates[path];
    if (!template) throw new Error(`${path} has holes: add it to the templates of requirements.test.ts`);
    const render: Render = (...args) => String(Reflect.apply(value, undefined, args));
    for (const text of template(render)) out.push({ path, text });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, `${path}[${index}]`, out));
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!hiddenKeys.has(key)) collect(item, `${path}.${key}`, out);
    }
  }
}

const allExports = await loadContractsExports();

/** Every export named like a text constant: messages, labels, error texts. */
const textExportNames = Object.keys(allExports).filter((name) => /(Messages?|Labels|Errors|Text)$/.test(name));

/** Fixed lists and copy the product shows, whatever their names. */
const shownListNames = [
  "customerTypes",
  "customerTypeDescriptions",
  "employeeCountLabels",
  "businessTypes",
  "payrollProviders",
  "personalityTypeNames",
  "personalityDescriptions",
  "objections",
  "sampleBusinessNames",
  "motivationalQuotes",
  "scoreCategories",
  "feedbackThemes",
  "defaultAgentDisplayName",
  "starterToolsTiles",
  "nameGeneratorSampleDescription",
  "nameGeneratorExamplePrompts",
  "nameCriteria",
  "timelineOptions",
  "scoreBands",
  "oauthProviders",
  "cryptoWallets",
] as const;

function textsOf(names: readonly string[]): Text[] {
  const out: Text[] = [];
  for (const name of names) {
    expect(allExports, name).toHaveProperty(name);
    collect(allExports[name], name, out);
  }
  return out;
}

describe("docs/requirements", () => {
  it("reads every module file of the package", () => {
    // Guards the loader: the exports come from reading the directory, so a new module file is checked too.
    expect(contractsModuleFiles()).toEqual(expect.arrayContaining(["text.ts", "users.ts", "scoring-analytics.ts"]));
    expect(allExports).toHaveProperty("usersMessages");
    expect(allExports).toHaveProperty("feedbackThemes");
  });

  it("finds the text exports it checks", () => {
    // Guards the name pattern: if these vanish, the check below would pass on nothing.
    expect(textExportNames).toEqual(
      expect.arrayContaining(["battingCageMessages", "scoringLabels", "signinWidgetMessages", "usersMessages"]),
    );
    expect(textExportNames.length).toBeGreaterThan(25);
  });

  it("quotes every message and label the contracts export", () => {
    const missing = textsOf(textExportNames).filter(({ text }) => !isQuoted(text));
    expect(missing).toEqual([]);
  });

  it("quotes every fixed list and copy the product shows", () => {
    const missing = textsOf(shownListNames).filter(({ text }) => !isQuoted(text));
    expect(missing).toEqual([]);
  });
});
