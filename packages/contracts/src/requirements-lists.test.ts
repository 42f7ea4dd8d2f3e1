// The fixed lists, numbers and paths of the contracts are the ones docs/requirements/ states, in the stated order.
// Texts are checked one by one in requirements.test.ts; here whole lists are compared, so a value added, dropped or
// moved on one side only fails.
import { describe, expect, it } from "vitest";
import {
  businessTypes,
  customerTypeDescriptions,
  customerTypes,
  defaultEmployeeCount,
  employeeCountRanges,
  objections,
  payrollProviders,
  personalityTypes,
  sampleBusinessNames,
} from "./batting-cage-lists";
import { motivationalQuotes } from "./batting-cage-splash";
import {
  battingCageConstants,
  battingCagePaths,
  battingCageReportRanges,
  defaultBattingCageReportRange,
  realtimeDataChannelName,
  realtimeEventTypes,
  realtimeFunctionNames,
  realtimeReadyTimeoutMs,
} from "./batting-cage";
import { defaultErrorMessages, errorCodeList, errorCodes } from "./errors";
import { csrfCookieName, csrfHeaderName } from "./access";
import { loginTokenParam, loginTokenSessionMinutes, loginTokenTypeParam, loginTokenTypes } from "./login-token";
import { appRoutes, defaultAgentName, toastDurationMs } from "./pages";
import { dreamTeamPaths, starterToolsConstants, starterToolsTiles } from "./dream-team";
import { nameGeneratorExamplePrompts } from "./name-generator-copy";
import {
  nameCriteria,
  nameGeneratorConstants,
  nameGeneratorPaths,
  scoreBands,
  timelineOptions,
  vibeLabels,
} from "./name-generator";
import { feedbackThemes } from "./scoring-analytics";
import { scoreCategories, scoringConstants, scoringPaths } from "./scoring";
import {
  dataCacheConstants,
  defaultWidgetTheme,
  oneTapConstants,
  signinWidgetConstants,
  toastConstants,
} from "./signin-widget-constants";
import {
  cryptoWallets,
  emailMagicLinkEventType,
  oauthProviders,
  oidcAuthorizeParams,
  oidcDefaultScope,
  oidcKnownScopes,
  oidcLogoutParams,
  oneTapErrorReasons,
  sessionDestroyingErrorTypes,
  widgetEventNames,
  widgetProducts,
  widgetScreens,
} from "./signin-widget";
import { usageConstants, usagePaths } from "./usage";
import {
  blockAfter,
  callsSection,
  codeSpans,
  constantValue,
  requirementsFile,
  tableAfter,
} from "./test-support/requirements-docs";

/** Numbers as the requirements write them: `5,000`. */
const number = (value: number): string => value.toLocaleString("en-US");
const seconds = (ms: number): string => number(ms / 1000);
const pixels = (css: string): string => css.replace(/px$/, " px");

describe("fixed lists in docs/requirements", () => {
  it.each([
    {
      file: "batting-cage.md",
      lead: "Customer types, with",
      list: customerTypes.flatMap((type) => [type, customerTypeDescriptions[type]]),
    },
    { file: "batting-cage.md", lead: "Business types:", list: businessTypes },
    { file: "batting-cage.md", lead: "Payroll providers:", list: payrollProviders },
    {
      file: "batting-cage.md",
      lead: "Personality types, each with",
      list: personalityTypes.flatMap(({ name, description }) => [name, description]),
    },
    { file: "batting-cage.md", lead: "The 17 objections", list: objections },
    { file: "batting-cage.md", lead: "The 15 sample business names", list: sampleBusinessNames },
    {
      file: "batting-cage.md",
      lead: "The 19 quotes",
      list: motivationalQuotes.flatMap(({ text, author }) => [text, author]),
    },
    {
      file: "batting-cage.md",
      lead: "Employee count ranges",
      list: [...employeeCountRanges.map(({ label }) => label), defaultEmployeeCount],
    },
    { file: "name-generator.md", lead: "); a click fills the field:", list: nameGeneratorExamplePrompts },
    { file: "name-generator.md", lead: "Timeline options:", list: timelineOptions },
    { file: "name-generator.md", lead: "The vibe labels", list: vibeLabels },
    {
      file: "name-generator.md",
      lead: "The criteria, with their labels",
      list: nameCriteria.map(({ label }) => label),
    },
    {
      file: "scoring-champ.md",
      lead: "The eight categories",
      list: scoreCategories.flatMap(({ shortLabel, label, description }) => [shortLabel, label, description]),
    },
    {
      file: "scoring-champ.md",
      lead: "Feedback themes counted",
      list: feedbackThemes.map(({ label }) => label),
    },
    {
      file: "sign-in-widget.md",
      lead: "The 19 social providers",
      list: oauthProviders.map(({ name }) => name),
    },
    {
      file: "sign-in-widget.md",
      lead: "The wallets, in main-screen order",
      list: cryptoWallets.map(({ name }) => name),
    },
    {
      file: "sign-in-widget.md",
      lead: "| `products` ",
      list: ["products", ...widgetProducts, '["emailMagicLinks"]'],
    },
    {
      file: "sign-in-widget.md",
      lead: "the server answers one of",
      list: sessionDestroyingErrorTypes,
    },
    { file: "sign-in-widget.md", lead: "One Tap errors:", list: oneTapErrorReasons },
    { file: "sign-in-widget.md", lead: "Events logged:", list: Object.values(widgetEventNames) },
  ])("$file lists $lead exactly, in order", ({ file, lead, list }) => {
    expect(codeSpans(blockAfter(file, lead))).toEqual(list);
  });

  it("describes the IDP Consent screen's parameters and scopes", () => {
    const consent = blockAfter("sign-in-widget.md", "Authorize needs");
    const expected = [
      ...oidcAuthorizeParams.required,
      ...oidcAuthorizeParams.optional,
      "post_logout_redirect_uri",
      ...oidcLogoutParams.required,
      ...oidcLogoutParams.optional,
      oidcDefaultScope,
      ...oidcKnownScopes,
    ];
    expect(codeSpans(consent).slice(0, expected.length)).toEqual(expected);
    expect(blockAfter("sign-in-widget.md", "with `details.email`")).toContain(`\`${emailMagicLinkEventType}\``);
  });

  it("gives each employee count range the head count it stands for", () => {
    const block = blockAfter("batting-cage.md", "Employee count ranges");
    for (const { label, value } of employeeCountRanges) expect(block).toContain(`\`${label}\` = ${value}`);
  });

  it("gives each score band its range, word, explanation and colour, in order", () => {
    const bands = tableAfter("name-generator.md", "| band ");
    expect(codeSpans(bands)).toEqual(
      scoreBands.flatMap(({ label, explanation, color }) => [label, explanation, color]),
    );
    scoreBands.forEach(({ label, min }, index) => {
      const max = index === 0 ? nameGeneratorConstants.scoreMax : (scoreBands[index - 1]?.min ?? 0) - 1;
      expect(bands).toMatch(new RegExp(`\\| ${min}-${max} +\\| \`${label}\``));
    });
  });

  it("lists the sign-in widget's screens, and which are implemented", () => {
    const table = /^The machine's \d+ screens[\s\S]*?\n\n([\s\S]*?)\n\n/m.exec(requirementsFile("sign-in-widget.md"));
    const rows = (table?.[1] ?? "").split("\n").slice(2);
    const names = rows.map((row) => row.split("|")[1]?.trim());
    expect([...names].sort()).toEqual([...widgetScreens].sort());
  });

  it("lists the app's routes", () => {
    const routes = tableAfter("platform.md", "| path ");
    for (const path of Object.values(appRoutes)) expect(routes).toContain(`\`${path}\``);
  });

  it("gives every error code its status and default message", () => {
    const texts = blockAfter("platform.md", "message is the default of its code:");
    for (const code of errorCodeList) {
      expect(texts).toContain(`- \`${code}\` (${errorCodes[code]}): \`${defaultErrorMessages[code]}\``);
    }
    expect(codeSpans(texts)).toHaveLength(errorCodeList.length * 2);
  });

  it("names the login token landing's parameters and types, and the CSRF header and cookie", () => {
    const landing = blockAfter("platform.md", "Links in emails and the return from Google");
    expect(landing).toContain(`\`?${loginTokenParam}=<token>\``);
    expect(landing).toContain(`\`${loginTokenTypeParam}=<type>\``);
    for (const type of loginTokenTypes) expect(landing).toContain(`\`${type}\``);
    expect(requirementsFile("platform.md")).toContain(
      `\`${csrfHeaderName}\` header (echoed from the \`${csrfCookieName}\` cookie)`,
    );
  });

  it("names the realtime events and functions the practice page uses, and the report ranges", () => {
    // `a.b.added` / `.done` names two events.
    const practice = requirementsFile("batting-cage.md").replace(/`([\w.]+)\.(\w+)` \/ `\.(\w+)`/g, "`$1.$2` `$1.$3`");
    const quoted = new Set(codeSpans(practice));
    for (const name of [...Object.values(realtimeEventTypes), ...Object.values(realtimeFunctionNames)]) {
      expect(quoted, name).toContain(name);
    }
    expect(callsSection("batting-cage.md")).toContain(`range={${battingCageReportRanges.join("\\|")}}`);
  });
});

describe("paths in docs/requirements", () => {
  const id = "{id}";
  it.each([
    {
      file: "batting-cage.md",
      paths: [
        battingCagePaths.configuration,
        battingCagePaths.configurations,
        battingCagePaths.createSession,
        battingCagePaths.reportData,
        battingCagePaths.conversation(id),
      ],
    },
    { file: "dream-team.md", paths: Object.values(dreamTeamPaths) },
    { file: "scoring-champ.md", paths: Object.values(scoringPaths) },
    { file: "agent-usage.md", paths: [usagePaths.stats("{agent}"), usagePaths.responses("{agent}")] },
    {
      file: "name-generator.md",
      paths: [
        nameGeneratorPaths.submissions,
        nameGeneratorPaths.submission(id),
        nameGeneratorPaths.names(id),
        nameGeneratorPaths.taglines("{uuid}"),
        nameGeneratorPaths.logoDirections("{uuid}"),
        nameGeneratorPaths.logoImages("{uuid}"),
        nameGeneratorPaths.brandPersonality("{uuid}"),
        nameGeneratorPaths.colorPalettes("{uuid}"),
      ],
    },
  ])("$file describes every call the contracts name", ({ file, paths }) => {
    const calls = callsSection(file);
    for (const path of paths) expect(calls).toContain(` ${decodeURIComponent(path)}`);
  });
});

describe("constants in docs/requirements", () => {
  const { skeletons, palette } = nameGeneratorConstants;
  const { durationsMs } = toastConstants;
  it.each([
    ["batting-cage.md", "transcript autosave", `every ${number(battingCageConstants.autosaveIntervalMs)} ms`],
    [
      "batting-cage.md",
      "call length",
      `from minute ${battingCageConstants.closingFromMinutes} and never ends before minute ${battingCageConstants.noEndBeforeMinutes}`,
    ],
    [
      "batting-cage.md",
      "splash quote",
      `${number(battingCageConstants.quoteRotationMs)} ms per quote, ${number(battingCageConstants.quoteFadeMs)} ms fade`,
    ],
    ["batting-cage.md", "toast", `${number(battingCageConstants.toastDurationMs)} ms`],
    ["batting-cage.md", "login token session", `${battingCageConstants.loginTokenSessionMinutes} minutes`],
    ["batting-cage.md", "default report range", `\`${defaultBattingCageReportRange}\``],
    ["batting-cage.md", "wait for the voice session", `${number(realtimeReadyTimeoutMs)} ms`],
    ["batting-cage.md", "realtime data channel", `\`${realtimeDataChannelName}\``],
    ["platform.md", "login token session", `${loginTokenSessionMinutes} minutes`],
    ["platform.md", "application toasts", `after ${seconds(toastDurationMs)} s`],
    ["platform.md", "default agent name", `\`${defaultAgentName}\``],
    ["agent-usage.md", "default window", `${usageConstants.defaultWindowDays} days`],
    ["starter-tools.md", "live tiles", String(starterToolsTiles.filter((tile) => tile.href !== null).length)],
    ["starter-tools.md", "placeholder tiles", String(starterToolsConstants.placeholderTiles)],
    ["starter-tools.md", "grid columns", String(starterToolsConstants.columns)],
    ["scoring-champ.md", "page size", `${scoringConstants.pageSize} `],
    [
      "scoring-champ.md",
      "search",
      `at least ${scoringConstants.searchMinLength} characters, ${scoringConstants.searchDebounceMs} ms pause`,
    ],
    ["scoring-champ.md", "rep excluded from the list", `\`${scoringConstants.unknownRep}\``],
    [
      "scoring-champ.md",
      "default sort",
      `${scoringConstants.defaultSort}, ${scoringConstants.defaultSortDirection}ending`,
    ],
    ["name-generator.md", "names per idea", `${nameGeneratorConstants.nameCount} `],
    ["name-generator.md", "poll interval", `${number(nameGeneratorConstants.pollIntervalMs)} ms`],
    ["name-generator.md", "scores", `${nameGeneratorConstants.scoreMin}-${nameGeneratorConstants.scoreMax}`],
    ["name-generator.md", "default vibe", String(nameGeneratorConstants.defaultVibe)],
    [
      "name-generator.md",
      "placeholders while loading",
      `taglines ${skeletons.taglines}, logos ${skeletons.logos}, personality ${skeletons.personalityLines} lines, palettes ${skeletons.palettes}`,
    ],
    ["name-generator.md", "narrow windows", `${nameGeneratorConstants.narrowBreakpointPx} px wide or less`],
    [
      "name-generator.md",
      "palette download",
      `${palette.widthPx}x${palette.heightPx} px, ${palette.stripes} stripes, label white below luminance ${palette.luminanceThreshold}`,
    ],
    ["name-generator.md", "image loading bar", `${seconds(nameGeneratorConstants.imageLoadingBarMs)} s`],
    ["name-generator.md", "example ideas", String(nameGeneratorExamplePrompts.length)],
    ["sign-in-widget.md", "passcode length", String(signinWidgetConstants.passcodeLength)],
    [
      "sign-in-widget.md",
      "magic link lifetime",
      `${signinWidgetConstants.magicLinkExpirationMinutes} minutes for login and sign-up; \`createUserAsPending\` ${String(signinWidgetConstants.createUserAsPending)}`,
    ],
    ["sign-in-widget.md", "session duration", `${signinWidgetConstants.loginTokenSessionMinutes} minutes`],
    [
      "sign-in-widget.md",
      "session refresh",
      `every ${signinWidgetConstants.sessionRefreshIntervalMs / 60_000} minutes`,
    ],
    [
      "sign-in-widget.md",
      "intermediate session cookie",
      `${signinWidgetConstants.intermediateSessionCookieMinutes} minutes`,
    ],
    [
      "sign-in-widget.md",
      "telemetry",
      `batches of ${signinWidgetConstants.telemetryBatchSize} events or every ${signinWidgetConstants.telemetryFlushIntervalMs} ms`,
    ],
    [
      "sign-in-widget.md",
      "phone parse time-outs",
      `${seconds(signinWidgetConstants.phoneParseSubmitTimeoutMs)} s on submit, ${seconds(signinWidgetConstants.phoneParseTypingTimeoutMs)} s while typing`,
    ],
    ["sign-in-widget.md", "passkey autofill retries", String(signinWidgetConstants.passkeyAutofillRetries)],
    ["sign-in-widget.md", "default country", signinWidgetConstants.defaultCountry],
    [
      "sign-in-widget.md",
      "toasts",
      `${seconds(durationsMs.blank)} s for blank, error and custom, ${seconds(durationsMs.success)} s for success, a loading toast stays; at most ${toastConstants.maxToasts}; removed ${seconds(toastConstants.removeDelayMs)} s after closing; at most ${toastConstants.maxWidthPx} px wide`,
    ],
    ["sign-in-widget.md", "progress bar", `${seconds(signinWidgetConstants.progressBarMs)} s`],
    ["sign-in-widget.md", "password meter", `${signinWidgetConstants.passwordMeterSegments} segments`],
    [
      "sign-in-widget.md",
      "logo",
      `at most ${signinWidgetConstants.logoMaxHeightPx} px high, ${signinWidgetConstants.logoMaxWidthPx} px wide`,
    ],
    [
      "sign-in-widget.md",
      "One Tap (planned)",
      `height ${oneTapConstants.defaultHeightPx} px at first, resize debounce ${oneTapConstants.resizeDebounceMs} ms, spinner ${seconds(oneTapConstants.spinnerAnimationMs)} s`,
    ],
    [
      "sign-in-widget.md",
      "data cache",
      `retry every ${seconds(dataCacheConstants.retryIntervalMs)} s (${seconds(dataCacheConstants.slowNetworkRetryIntervalMs)} s on slow networks), dedupe ${seconds(dataCacheConstants.dedupeIntervalMs)} s, focus throttle ${seconds(dataCacheConstants.focusThrottleIntervalMs)} s`,
    ],
    [
      "sign-in-widget.md",
      "default theme",
      `width ${pixels(defaultWidgetTheme.container.width)}, container radius ${pixels(defaultWidgetTheme.container.borderRadius)}`,
    ],
    [
      "sign-in-widget.md",
      "default theme",
      `buttons ${pixels(defaultWidgetTheme.buttons.height)} high, ${pixels(defaultWidgetTheme.buttons.primary.borderRadius)} radius, ${pixels(defaultWidgetTheme.buttons.fontSize)} text; font \`${defaultWidgetTheme.fontFamily}\``,
    ],
    [
      "sign-in-widget.md",
      "default theme",
      `colours primary \`${defaultWidgetTheme.colors.primary}\`, secondary \`${defaultWidgetTheme.colors.secondary}\`, success \`${defaultWidgetTheme.colors.success}\`, error \`${defaultWidgetTheme.colors.error}\``,
    ],
  ])("%s: %s is %s", (file, label, value) => {
    expect(constantValue(file, label)).toContain(value);
  });

  it("uses one toast length for blank, error and custom toasts, and keeps loading toasts", () => {
    expect([durationsMs.error, durationsMs.custom]).toEqual([durationsMs.blank, durationsMs.blank]);
    expect(durationsMs.loading).toBe(Number.POSITIVE_INFINITY);
    expect(defaultWidgetTheme.buttons.secondary.borderRadius).toBe(defaultWidgetTheme.buttons.primary.borderRadius);
  });
});
