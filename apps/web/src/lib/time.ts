/**
 * Dates as the viewer sees them: their browser's time zone and language. Calendar days are local
 * `YYYY-MM-DD` strings; the server reads them in the zone the client sends with them.
 */

/** The viewer's IANA time zone (UTC when the browser does not say). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const pad = (value: number) => String(value).padStart(2, "0");

/** The local calendar day of a date, `YYYY-MM-DD`. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Midnight of the local calendar day `days` away (months and years roll over, DST does not shift it). */
export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

export interface DateTimeFormatOptions {
  /** Defaults to the viewer's zone and language. */
  timeZone?: string;
  locale?: string;
  /** Write the zone's name out ("EDT", "GMT+9"): for moments of people who may work in other zones. */
  withZoneName?: boolean;
}

/**
 * A moment as a medium date and a short time ("Jun 2, 2025, 11:00 AM"); null for a missing or unreadable
 * value, so each caller shows its own placeholder rather than "Invalid Date".
 */
export function formatDateTime(iso: string | null | undefined, options: DateTimeFormatOptions = {}): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  // dateStyle/timeStyle cannot be combined with timeZoneName: the same fields are spelled out instead.
  const format: Intl.DateTimeFormatOptions = options.withZoneName
    ? { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }
    : { dateStyle: "medium", timeStyle: "short" };
  return new Intl.DateTimeFormat(options.locale, { ...format, ...zone }).format(date);
}
