import type { BattingCageReportRange } from "@dugout/contracts/batting-cage";

/** A half-open interval of instants: start <= t < end. */
export interface InstantRange {
  start: Date;
  end: Date;
}

interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The first instant of a local calendar day. The offset is probed at two instants because it
 * can differ between the guess and midnight across a DST change; where midnight is skipped
 * (zones that switch at 00:00) the earliest candidate on that day is where the day begins.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wallMidnight = Date.UTC(date.year, date.month - 1, date.day);
  const first = wallMidnight - offsetAt(wallMidnight, timeZone);
  const second = wallMidnight - offsetAt(first, timeZone);
  const onThatDay = [first, second].filter((instant) => wallClock(instant, timeZone).day === date.day);
  return new Date(onThatDay.length > 0 ? Math.min(...onThatDay) : first);
}

function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The instants a report range covers, as seen by a viewer in `timeZone` at `now`
 * (docs/decisions/0009-batting-cage-autosave-and-sessions.md: weeks start on Monday). Ranges end at the start of the next period, so a
 * call started a moment before the viewer's midnight belongs to the earlier day.
 */
export function reportRange(range: BattingCageReportRange, timeZone: string, now: Date): InstantRange {
  const wall = wallClock(now.getTime(), timeZone);
  const today: LocalDate = { year: wall.year, month: wall.month, day: wall.day };
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay(); // 0 = Sunday
  const monday = addDays(today, -((weekday + 6) % 7));
  const span = (from: LocalDate, to: LocalDate): InstantRange => ({
    start: startOfLocalDay(from, timeZone),
    end: startOfLocalDay(to, timeZone),
  });
  switch (range) {
    case "today":
      return span(today, addDays(today, 1));
    case "this_week":
      return span(monday, addDays(monday, 7));
    case "last_week":
      return span(addDays(monday, -7), monday);
    case "this_month": {
      const first: LocalDate = { year: today.year, month: today.month, day: 1 };
      const next: LocalDate =
        today.month === 12
          ? { year: today.year + 1, month: 1, day: 1 }
          : { year: today.year, month: today.month + 1, day: 1 };
      return span(first, next);
    }
  }
}
