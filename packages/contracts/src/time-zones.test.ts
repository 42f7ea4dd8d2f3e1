import { describe, expect, it } from "vitest";
import { isValidTimeZone, restrictTimeZonesTo, timeZoneSchema } from "./time";

// Its own file: restrictTimeZonesTo changes the module's state for the rest of the process.
describe("time zones restricted to a database's list", () => {
  it("accept only what both Intl and the list know, case-insensitively", () => {
    // Before: Intl alone decides (the browser).
    expect(isValidTimeZone("Asia/Tokyo")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);

    restrictTimeZonesTo(["Europe/Paris", "America/New_York", "Factory", "posix/Europe/Paris", "UTC"]);
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("europe/PARIS")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    // Intl knows it, the database does not (and a zone Intl may still know, PostgreSQL never did).
    expect(isValidTimeZone("Asia/Tokyo")).toBe(false);
    expect(isValidTimeZone("US/Pacific-New")).toBe(false);
    // The database knows it, Intl does not.
    expect(isValidTimeZone("Factory")).toBe(false);
    expect(isValidTimeZone("posix/Europe/Paris")).toBe(false);
    expect(timeZoneSchema.safeParse("US/Pacific-New").error?.issues[0]?.message).toBe(
      "Expected an IANA time zone such as Europe/Paris.",
    );
  });

  it("keep only the zones every database knows when called again", () => {
    restrictTimeZonesTo(["Europe/Paris", "Asia/Tokyo"]);
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("Asia/Tokyo")).toBe(false);
    expect(isValidTimeZone("America/New_York")).toBe(false);
  });
});
