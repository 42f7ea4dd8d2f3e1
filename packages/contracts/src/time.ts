import { z } from "zod/mini";
import { notAvailableText } from "./errors";
import "./zod-locale";

// Dates, instants, time zones and durations as the API accepts and shows them.

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
