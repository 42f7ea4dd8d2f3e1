import { config, locales, z } from "zod/mini";

// zod/mini ships no messages: an issue without a text of ours would read "Invalid input" wherever the contracts
// parse without classic zod (the browser, the sign-in widget's tests). Classic zod registers English unless a
// locale was chosen; so do the contracts, so that a form says what the API would answer.
if (!config().localeError) config(locales.en());

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/** Stable error codes of the API and the HTTP status each one is sent with. */
export const errorCodes = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  not_enough_calls: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeList = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(errorCodeList);

/**
 * Default user-facing text per code, for when the server has nothing more specific to say.
 * Kept free of internals: these reach the browser as they are.
 */
export const defaultErrorMessages: Record<ErrorCode, string> = {
  bad_request: "The request could not be processed.",
  validation_failed: "Some of the submitted values are not valid.",
  invalid_json: "The request body is not valid JSON.",
  unauthenticated: "Please sign in to continue.",
  forbidden: "You are not authorized to access this page.",
  csrf_failed: "Your session could not be verified. Please reload the page and try again.",
  not_found: "Not found.",
  conflict: "The request conflicts with the current state. Please reload and try again.",
  gone: "This link or item is no longer available.",
  not_enough_calls: "There are not enough scored calls to answer this.",
  payload_too_large: "The request is too large.",
  unsupported_media_type: "The request content type is not supported.",
  rate_limited: "Too many requests. Please wait a moment and try again.",
  internal: "Something went wrong. Please try again.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  service_unavailable: "The service is briefly unavailable. Please try again in a few seconds.",
};

/** One failed field of a validation_failed answer; path as dotted keys ("batting_cage_configuration.objection"). */
export const apiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorIssue = z.infer<typeof apiErrorIssueSchema>;

/** The body of every non-2xx answer of the API. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    issues: z.optional(z.array(apiErrorIssueSchema)),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The envelope of the answers that carry a `status` (scoring, usage): "ok", or anything else with
 * an optional message to show. Read loosely on purpose: it decides which error the page shows.
 */
export const statusEnvelopeSchema = z.object({ status: z.optional(z.unknown()), message: z.optional(z.unknown()) });

/** Client-side fallback texts shared by several pages (docs/requirements/platform.md#shared-page-texts). */
export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;
export const fetchFailedMessage = "Failed to fetch data";
export const notAvailableText = "N/A";

// ---------------------------------------------------------------------------
// Text (README "API": text, dates and time zones)
// ---------------------------------------------------------------------------

/*
 * PostgreSQL cannot store NUL in text at all, and the other control characters have no business
 * in a name, an email or a search: they forge log lines and terminal output (ANSI escapes) or
 * hide text. Every text field of the API is built from one of these two schemas.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const noControlCharacters = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const noControlCharactersButLineBreaks = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/*
 * A lone UTF-16 surrogate is half a character: JSON can carry it ("\ud800"), but encodeURIComponent throws
 * URIError on it and the database stores U+FFFD in its place, so the text that comes back is not what was
 * sent. Pairs (emoji and every character beyond U+FFFF) are text like any other.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const textMessages = {
  singleLine: "Must not contain control characters such as line breaks, tabs or NUL.",
  multiLine: "Must not contain control characters other than tabs and line breaks.",
  wellFormed: "Must not contain half of a character (a lone UTF-16 surrogate).",
} as const;

/** Whether `value` is whole characters only: no lone UTF-16 surrogate. */
const isWellFormedText = (value: string): boolean => !loneSurrogate.test(value);

const wellFormedCheck = z.refine<string>(isWellFormedText, { error: textMessages.wellFormed });

/** A one-line value (a name, an email, a search, an id from elsewhere): no C0 or C1 control, no DEL, whole characters. */
export const singleLineTextSchema = z
  .string()
  .check(z.regex(noControlCharacters, { error: textMessages.singleLine }), wellFormedCheck);

/** Free text that may run over several lines (a transcript, instructions, a description): tab, CR and LF allowed. */
export const multiLineTextSchema = z
  .string()
  .check(z.regex(noControlCharactersButLineBreaks, { error: textMessages.multiLine }), wellFormedCheck);

/**
 * zod/mini has no z.preprocess: this is the pipe classic zod builds for it (`fn` on the raw value, then
 * `schema`), with classic's type, under which a key whose `schema` is optional stays optional in the input.
 */
export const preprocess = <T extends z.core.$ZodType>(
  fn: (value: unknown, payload: z.core.ParsePayload) => unknown,
  schema: T,
): z.core.$ZodPreprocess<T> => z.pipe(z.transform(fn), schema);

/**
 * A number sent as query-string text. Number() reads " 1", "\v1" or "1\f" as 1, so the text is
 * checked first; `schema` coerces and bounds the number.
 */
export const queryNumberSchema = <T extends z.core.$ZodType>(schema: T) =>
  preprocess((value, payload) => {
    // A transform gets the bare parse payload (no addIssue): the issue goes on its list.
    if (typeof value === "string" && !noControlCharacters.test(value)) {
      payload.issues.push({ code: "custom", message: textMessages.singleLine, input: value });
    }
    return value;
  }, schema);

// ---------------------------------------------------------------------------
// Routes, roles, security
// ---------------------------------------------------------------------------

export const defaultAgentName = "eugene";

/** Agent names appear in paths (/eugene_data, /api/agents/eugene/responses): keep them URL-safe. */
export const agentNameSchema = z.string().check(
  z.regex(/^[a-z][a-z0-9-]{0,39}$/, {
    error: "Agent name must be lowercase letters, digits or dashes, starting with a letter.",
  }),
);

export const agentDataPath = (agent: string = defaultAgentName): string => `/${agent}_data`;

export const appRoutes = {
  battingCage: "/batting_cage",
  scoringChamp: "/scoring_champ",
  agentData: agentDataPath(),
  dreamTeam: "/dream_team",
  starterTools: "/starter_tools",
  businessNameGenerator: "/starter_tools/business_name_generator",
} as const;

/**
 * The router's own pages: the first page's code still loading (the layout's Suspense fallback), and the error
 * page (the app's error boundary) for any failed page or a stale deploy's chunk.
 */
export const routeMessages = {
  loading: "Loading...",
  errorTitle: "Something went wrong",
  body: "This page could not be shown. Reloading usually helps.",
  newVersion: "A new version of Dugout is available. Reload to use it.",
  reload: "Reload",
} as const;

/**
 * The top bar's own words and the refusal page's (docs/requirements/platform.md#top-bar,
 * docs/requirements/platform.md#not-authorised): the phone's menu button, the visitor's way to sign in, and who
 * grants the access a refusal is about (the Users page, where an admin gives the Admin role).
 */
export const frameMessages = {
  menu: "Menu",
  signIn: "Sign in",
  adminsOnly: "Only admins can open this page. Ask a Dugout admin to give you the Admin role (Users page).",
  toStartPage: "Go to the start page",
} as const;

/**
 * The start page's words beside the tools' own (docs/requirements/platform.md#start-page): the public tool's card,
 * and what a visitor's card for a signed-in tool says it leads to.
 */
export const homeMessages = {
  publicTool: "Names for a new business, with taglines and logos. No account needed.",
  signInToOpen: "Sign in to open.",
} as const;

export const roles = ["admin"] as const;
export type Role = (typeof roles)[number];
export const adminRole: Role = "admin";

/** Any signed-in user whose role is not admin is a regular user (docs/requirements/platform.md#roles). */
export const isAdminRole = (role: unknown): boolean => role === adminRole;

export const trustedMetadataSchema = z.object({ role: z.optional(z.nullable(z.string())) });
export type TrustedMetadata = z.infer<typeof trustedMetadataSchema>;

export const csrfHeaderName = "x-csrf-token";
export const csrfCookieName = "dugout_csrf";
/** GET /api/csrf: the token to echo in the header (the same value as the cookie). */
export const csrfAnswerSchema = z.object({ token: z.string().check(z.minLength(1)) });

// ---------------------------------------------------------------------------
// Login token landing (docs/requirements/platform.md#login-token-landing)
// ---------------------------------------------------------------------------

export const loginTokenParam = "token";
export const loginTokenTypeParam = "dugout_token_type";
export const loginTokenTypes = ["magic_links", "oauth"] as const;
export type LoginTokenType = (typeof loginTokenTypes)[number];
export const loginTokenSessionMinutes = 60;

export const loginTokenQuerySchema = z.object({
  [loginTokenParam]: singleLineTextSchema.check(z.minLength(1), z.maxLength(2048)),
  [loginTokenTypeParam]: z.enum(loginTokenTypes, {
    error: `Token type must be one of: ${loginTokenTypes.join(", ")}.`,
  }),
});
export type LoginTokenQuery = z.infer<typeof loginTokenQuerySchema>;

// ---------------------------------------------------------------------------
// Shared value schemas
// ---------------------------------------------------------------------------

/** Entity ids are UUIDs; checking them early keeps malformed ids away from the database. */
export const entityIdSchema = z.uuid({ error: "Expected a UUID." });

/**
 * The one range of dates the API accepts, as days and as instants: four-digit years that
 * PostgreSQL (which has no year 0), JavaScript's Date and the date pickers all hold, and
 * that compare correctly as text. Older or later dates are refused with a 400.
 */
export const dateRange = { min: "1900-01-01", max: "9999-12-31" } as const;
const dateRangeMessage = `Expected a date from ${dateRange.min} to ${dateRange.max}.`;
const earliestInstant = Date.parse(`${dateRange.min}T00:00:00Z`);
const latestInstant = Date.parse(`${dateRange.max}T23:59:59.999Z`);

/** A calendar date, YYYY-MM-DD, checked for real days (no 2023-02-29) and for the date range. */
export const isoDateSchema = z.iso
  .date({ error: "Expected a date as YYYY-MM-DD." })
  .check(z.refine((day) => day >= dateRange.min && day <= dateRange.max, { error: dateRangeMessage }));
export type IsoDate = z.infer<typeof isoDateSchema>;

/** An instant with Z or an offset, as produced by Date.prototype.toISOString, within the date range. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: "Expected an ISO 8601 date-time." }).check(
  z.refine(
    (value) => {
      const instant = Date.parse(value);
      return instant >= earliestInstant && instant <= latestInstant;
    },
    { error: dateRangeMessage },
  ),
);

/**
 * An instant the server answers with (a stored timestamp's toISOString): the format only, so that
 * rows written before the date range existed still serialise.
 */
export const serverDateTimeSchema = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------------------
// Time zones
// ---------------------------------------------------------------------------

/** The characters of IANA zone names (Europe/Paris, Etc/GMT+5, America/Port-au-Prince, EST5EDT). */
const timeZoneNamePattern = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

const intlKnows = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// Building a DateTimeFormat costs about a quarter of a millisecond, and every dashboard request
// names a zone, so verdicts are remembered. Until a database's zones are known (in the browser),
// the zones Intl accepted are kept in a capped set: names are case-insensitive, so the set is
// capped rather than trusted to stay at the few hundred canonical names.
const intlAcceptedZones = new Set<string>();
const intlAcceptedZonesCap = 1000;

/**
 * The zones the server's database knows, by lower-cased name (zone names are case-insensitive in
 * Intl and in PostgreSQL), each with Intl's verdict once asked. Bounded by the database's list.
 */
let databaseZones: Map<string, boolean | undefined> | undefined;

/**
 * The server calls this once with its database's zone names (PostgreSQL's pg_timezone_names):
 * from then on a zone is valid only when both Intl and the database know it, so a zone that
 * passes validation never fails in SQL (`at time zone`). Called again (a second database in the
 * same process), it keeps only the zones every database knows.
 */
export function restrictTimeZonesTo(names: Iterable<string>): void {
  const known = new Map<string, boolean | undefined>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (!databaseZones || databaseZones.has(key)) known.set(key, databaseZones?.get(key));
  }
  databaseZones = known;
}

/** The one time-zone check of the API (timeZoneSchema). */
export const isValidTimeZone = (value: string): boolean => {
  if (value.length === 0 || value.length > 64 || !timeZoneNamePattern.test(value)) return false;
  if (databaseZones) {
    const key = value.toLowerCase();
    if (!databaseZones.has(key)) return false;
    let verdict = databaseZones.get(key);
    if (verdict === undefined) {
      verdict = intlKnows(value);
      databaseZones.set(key, verdict);
    }
    return verdict;
  }
  if (intlAcceptedZones.has(value)) return true;
  if (!intlKnows(value)) return false;
  if (intlAcceptedZones.size < intlAcceptedZonesCap) intlAcceptedZones.add(value);
  return true;
};

/** The viewer's zone: date ranges are computed in it. */
export const timeZoneSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.refine(isValidTimeZone, { error: "Expected an IANA time zone such as Europe/Paris." }),
  );

export const defaultTimeZone = "UTC";

/** Toasts of the application (docs/requirements/platform.md#constants); the sign-in widget has its own durations. */
export const toastDurationMs = 3000;

/**
 * Durations as minutes:seconds with the seconds padded (docs/requirements/platform.md#constants); minutes are not
 * padded and are not capped at 59. Non-numbers, NaN, infinities and negatives show "N/A".
 */
export function formatDurationMs(ms: unknown): string {
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) return notAvailableText;
  const totalSeconds = Math.floor(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** A text list for "must be one of" messages, so each message names the values users may pick. */
export const oneOfMessage = (label: string, values: readonly string[]): string =>
  `${label} must be one of: ${values.join(", ")}.`;
