import type { PhoneParseResult } from "@dugout/contracts/signin-widget";
import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";

/** One entry of the country select. */
export interface CountryOption {
  /** ISO 3166 region code, e.g. `GB`. */
  region: string;
  /** Without the plus, e.g. `44`. */
  callingCode: string;
  /** In English, from Intl.DisplayNames. */
  name: string;
}

/** A parse result; `international` is the number as a person reads it (`+1 201 555 0123`). */
export interface ParsedPhone extends PhoneParseResult {
  international: string;
}

/** What the numbering plan (loaded on demand) does for the form. */
export interface PhoneNumbering {
  /** Every region with its calling code, sorted by name. */
  countries(): CountryOption[];
  parse(text: string, region: string): ParsedPhone;
  formatAsYouType(text: string, region: string): string;
}

/** The phone form's parse service: every answer arrives within its time-out, whatever the loading does. */
export interface PhoneParse {
  /** All countries once the numbering plan has loaded (the call starts loading it). */
  countries(): Promise<CountryOption[]>;
  /** Parses for the chosen country; after the submit time-out, the raw digits behind the calling code, as valid. */
  parseOnSubmit(text: string, country: CountryOption): Promise<ParsedPhone>;
  /** The text formatted as typed so far; after the typing time-out, the text unchanged. */
  formatWhileTyping(text: string, region: string): Promise<string>;
}

export interface PhoneParseOptions {
  load?: () => Promise<PhoneNumbering>;
  submitTimeoutMs?: number;
  typingTimeoutMs?: number;
}

/** The numbering plan is a chunk of its own (about as large as the rest of the widget). */
export const loadPhoneNumbering = async (): Promise<PhoneNumbering> =>
  (await import("./phone-numbering")).phoneNumbering;

/**
 * Before the numbering plan arrives the select offers the default country alone; its calling code is
 * written here so that it, and the submit fallback, work without the plan (a test holds the two together).
 */
export const defaultCountry: CountryOption = {
  region: signinWidgetConstants.defaultCountry,
  callingCode: "1",
  name: regionName(signinWidgetConstants.defaultCountry),
};

function regionName(region: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(region) ?? region;
  } catch {
    return region;
  }
}

/** The number as typed, in international form without parsing: a leading + keeps its own code. */
export function rawNumber(text: string, country: CountryOption): ParsedPhone {
  const digits = text.replace(/\D/g, "");
  if (!digits) return { isValid: false, number: "", international: "" };
  const number = text.trim().startsWith("+") ? `+${digits}` : `+${country.callingCode}${digits}`;
  return { isValid: true, number, international: number };
}

/** The value of `work`, or `fallback()` once `ms` have passed or the work failed. */
function within<T>(work: Promise<T>, ms: number, fallback: () => T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback());
      },
    );
  });
}

export function createPhoneParse(options: PhoneParseOptions = {}): PhoneParse {
  const load = options.load ?? loadPhoneNumbering;
  const submitTimeoutMs = options.submitTimeoutMs ?? signinWidgetConstants.phoneParseSubmitTimeoutMs;
  const typingTimeoutMs = options.typingTimeoutMs ?? signinWidgetConstants.phoneParseTypingTimeoutMs;
  let loading: Promise<PhoneNumbering> | undefined;
  const numbering = (): Promise<PhoneNumbering> => {
    if (loading) return loading;
    const started = load();
    loading = started;
    // A failed load is tried again on the next call (a flaky network, a redeploy).
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    return started;
  };
  return {
    countries: async () => (await numbering()).countries(),
    parseOnSubmit: (text, country) =>
      within(
        numbering().then((plan) => plan.parse(text, country.region)),
        submitTimeoutMs,
        () => rawNumber(text, country),
      ),
    formatWhileTyping: (text, region) =>
      within(
        numbering().then((plan) => plan.formatAsYouType(text, region)),
        typingTimeoutMs,
        () => text,
      ),
  };
}
