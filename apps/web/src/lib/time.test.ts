import { describe, expect, it } from "vitest";
import { addDays, formatDateTime, isoDay, viewerTimeZone } from "./time";

/** Runs with the machine in another zone: Node applies a change of TZ at once, to Date and Intl alike. */
function inZone<T>(zone: string, run: () => T): T {
  const machineZone = process.env.TZ;
  process.env.TZ = zone;
  try {
    return run();
  } finally {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  }
}

describe("viewerTimeZone", () => {
  it("is the browser's zone", () => {
    expect(inZone("Asia/Tokyo", viewerTimeZone)).toBe("Asia/Tokyo");
    expect(inZone("America/New_York", viewerTimeZone)).toBe("America/New_York");
  });
});

describe("isoDay and addDays", () => {
  it("write the local calendar day, padded", () => {
    expect(isoDay(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
    expect(isoDay(new Date(2025, 10, 30, 0, 0))).toBe("2025-11-30");
  });

  it("step over month and year ends and stay on midnight across a DST change", () => {
    expect(isoDay(addDays(new Date(2024, 11, 30, 15), 3))).toBe("2025-01-02");
    expect(isoDay(addDays(new Date(2024, 2, 1), -1))).toBe("2024-02-29");
    inZone("America/New_York", () => {
      const after = addDays(new Date(2025, 2, 8, 12), 1); // 9 March 2025: clocks go forward
      expect([isoDay(after), after.getHours()]).toEqual(["2025-03-09", 0]);
    });
  });
});

describe("formatDateTime", () => {
  const at = "2025-06-02T15:00:00.000Z";

  it("writes a medium date and a short time in the given zone", () => {
    expect(formatDateTime(at, { locale: "en-US", timeZone: "America/New_York" })).toBe("Jun 2, 2025, 11:00 AM");
    expect(formatDateTime(at, { locale: "en-US", timeZone: "Asia/Tokyo" })).toBe("Jun 3, 2025, 12:00 AM");
  });

  it("can write the zone's name out", () => {
    expect(formatDateTime(at, { locale: "en-US", timeZone: "America/New_York", withZoneName: true })).toBe(
      "Jun 2, 2025, 11:00 AM EDT",
    );
    expect(formatDateTime(at, { locale: "en-US", timeZone: "Asia/Tokyo", withZoneName: true })).toBe(
      "Jun 3, 2025, 12:00 AM GMT+9",
    );
  });

  it("uses the viewer's zone by default", () => {
    expect(
      inZone("Asia/Kolkata", () => formatDateTime("2025-01-15T23:45:00.000Z", { locale: "en-US", withZoneName: true })),
    ).toBe("Jan 16, 2025, 5:15 AM GMT+5:30");
  });

  it("answers null for a missing or unreadable value rather than 'Invalid Date'", () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime("")).toBeNull();
    expect(formatDateTime("yesterday")).toBeNull();
  });
});
