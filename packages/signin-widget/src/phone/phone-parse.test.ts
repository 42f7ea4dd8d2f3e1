import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPhoneParse, defaultCountry, loadPhoneNumbering, rawNumber, type PhoneNumbering } from "./phone-parse";

const unitedKingdom = { region: "GB", callingCode: "44", name: "United Kingdom" };

/** The real numbering plan, handed over after `ms` (a slow network). */
const slowPlan = (ms: number) => (): Promise<PhoneNumbering> =>
  new Promise((resolve) => setTimeout(() => void loadPhoneNumbering().then(resolve), ms));

afterEach(() => vi.useRealTimers());

describe("the phone parse service", () => {
  it("knows the default country's calling code before the numbering plan arrives", () => {
    expect(defaultCountry.region).toBe(signinWidgetConstants.defaultCountry);
    expect(defaultCountry.callingCode).toBe(getCountryCallingCode(defaultCountry.region as CountryCode));
    expect(defaultCountry.name).toBe("United States");
  });

  it("parses for the chosen country: E.164, the international form, and validity", async () => {
    const phone = createPhoneParse();
    expect(await phone.parseOnSubmit("(201) 555-0123", defaultCountry)).toEqual({
      isValid: true,
      number: "+12015550123",
      international: "+1 201 555 0123",
    });
    expect(await phone.parseOnSubmit("07911 123456", unitedKingdom)).toMatchObject({
      isValid: true,
      number: "+447911123456",
    });
    expect((await phone.parseOnSubmit("123", defaultCountry)).isValid).toBe(false);
    expect((await phone.parseOnSubmit("(555) 555-5555", defaultCountry)).isValid).toBe(false);
  });

  it("lists every country as a calling code and an English name, sorted by name", async () => {
    const countries = await createPhoneParse().countries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual(unitedKingdom);
    expect(countries).toContainEqual(defaultCountry);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("formats as one types", async () => {
    const phone = createPhoneParse();
    expect(await phone.formatWhileTyping("2015550123", "US")).toBe("(201) 555-0123");
    expect(await phone.formatWhileTyping("201555", "US")).toBe("(201) 555");
  });

  it("gives up on a submit after 2 s: the raw digits behind the calling code count as valid", async () => {
    vi.useFakeTimers();
    const phone = createPhoneParse({ load: () => new Promise(() => undefined) });
    let answer: unknown;
    void phone.parseOnSubmit("555 555-5555", defaultCountry).then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ isValid: true, number: "+15555555555", international: "+15555555555" });
  });

  it("answers a submit from the plan when it arrives within the 2 s", async () => {
    vi.useFakeTimers();
    const phone = createPhoneParse({ load: slowPlan(1900) });
    const answer = phone.parseOnSubmit("555 555-5555", defaultCountry);
    await vi.advanceTimersByTimeAsync(1900);
    await vi.waitFor(async () => expect((await answer).isValid).toBe(false));
  });

  it("keeps the typed text when formatting takes more than 10 s", async () => {
    vi.useFakeTimers();
    const late = createPhoneParse({ load: slowPlan(10_001) });
    let typed: string | undefined;
    void late.formatWhileTyping("2015550123", "US").then((result) => (typed = result));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(typed).toBe("2015550123");

    const inTime = createPhoneParse({ load: slowPlan(9_000) });
    const formatted = inTime.formatWhileTyping("2015550123", "US");
    await vi.advanceTimersByTimeAsync(9_000);
    await vi.waitFor(async () => expect(await formatted).toBe("(201) 555-0123"));
  });

  it("falls back the same way when the plan cannot load, and tries again later", async () => {
    const load = vi.fn<() => Promise<PhoneNumbering>>().mockRejectedValueOnce(new Error("chunk failed"));
    load.mockImplementation(loadPhoneNumbering);
    const phone = createPhoneParse({ load });
    expect(await phone.parseOnSubmit("+44 7911 123456", defaultCountry)).toEqual({
      isValid: true,
      number: "+447911123456",
      international: "+447911123456",
    });
    expect(await phone.formatWhileTyping("2015550123", "US")).toBe("(201) 555-0123");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("takes no digits as no number", () => {
    expect(rawNumber("  ", defaultCountry).isValid).toBe(false);
  });
});
