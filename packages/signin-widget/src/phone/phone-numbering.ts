import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js";
import type { CountryCode } from "libphonenumber-js";
import type { CountryOption, ParsedPhone, PhoneNumbering } from "./phone-parse";

/**
 * The numbering plan (libphonenumber-js and its metadata, most of the phone form's weight). Only
 * phone-parse.ts reaches this file, through import(), so it is a chunk of its own that a
 * configuration without phone methods never downloads.
 */

const isCountry = (region: string): region is CountryCode => (getCountries() as string[]).includes(region);

function countries(): CountryOption[] {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  return getCountries()
    .map((region) => ({ region, callingCode: getCountryCallingCode(region), name: names.of(region) ?? region }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

function parse(text: string, region: string): ParsedPhone {
  const parsed = parsePhoneNumberFromString(text, isCountry(region) ? region : undefined);
  if (!parsed?.isValid()) return { isValid: false, number: "", international: "" };
  return { isValid: true, number: parsed.number, international: parsed.formatInternational() };
}

function formatAsYouType(text: string, region: string): string {
  return new AsYouType(isCountry(region) ? region : undefined).input(text);
}

export const phoneNumbering: PhoneNumbering = { countries, parse, formatAsYouType };
