import { describe, expect, it } from "vitest";
import { formatLastSignIn } from "./format";

describe("formatLastSignIn", () => {
  it("writes the moment in the given zone, with the zone's name", () => {
    const at = "2025-06-02T15:00:00.000Z";
    expect(formatLastSignIn(at, { locale: "en-US", timeZone: "America/New_York" })).toBe("Jun 2, 2025, 11:00 AM EDT");
    expect(formatLastSignIn(at, { locale: "en-US", timeZone: "Asia/Tokyo" })).toBe("Jun 3, 2025, 12:00 AM GMT+9");
  });

  it("uses the viewer's zone by default", () => {
    // Node applies a change of TZ at once, to Date and Intl alike: the machine's zone is not UTC then.
    const machineZone = process.env.TZ;
    process.env.TZ = "Asia/Kolkata";
    try {
      expect(formatLastSignIn("2025-01-15T23:45:00.000Z", { locale: "en-US" })).toBe("Jan 16, 2025, 5:15 AM GMT+5:30");
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });

  it("shows an unreadable value as it came rather than 'Invalid Date'", () => {
    expect(formatLastSignIn("yesterday")).toBe("yesterday");
  });
});
