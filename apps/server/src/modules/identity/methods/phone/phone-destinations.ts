import { getCountries, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";

/**
 * Where phone passcodes may go (SMS pumping, docs/requirements/identity-provider.md#phone-destinations).
 * A fraudster who can make a site text numbers they are paid for (premium-rate lines, satellite and
 * international networks, expensive countries) earns from every passcode. So a passcode goes only to
 * a country on the allow-list (SIGNIN_SMS_COUNTRIES), never to a premium-rate number, and never to the
 * +881/+882/+883 international networks, whatever the list says.
 */

/** ITU's shared codes: +881 satellite phones, +882 and +883 international networks (pumping favourites). */
const internationalNetworks = new Set(["881", "882", "883"]);

const supported = new Set<string>(getCountries());
export const isCountryCode = (value: string): value is CountryCode => supported.has(value);

/** The region of an E.164 number (the "max" metadata tells GG, JE, IM from GB, and PR from US). */
export const countryOf = (number: string): CountryCode | undefined => parsePhoneNumberFromString(number)?.country;

/**
 * The allow-list when SIGNIN_SMS_COUNTRIES is unset: the countries of the site's own sending numbers
 * (TWILIO_SMS_FROM, TWILIO_WHATSAPP_FROM), else the widget's default country.
 */
export function defaultSmsCountries(senders: readonly (string | undefined)[]): CountryCode[] {
  const countries = senders.flatMap((sender) => {
    const country = sender ? countryOf(sender) : undefined;
    return country ? [country] : [];
  });
  return countries.length > 0 ? [...new Set(countries)] : [signinWidgetConstants.defaultCountry];
}

/** Why a passcode may not go to this (valid, E.164) number, or undefined when it may. */
export function destinationRefusal(
  number: string,
  allowed: readonly string[],
): "international_network" | "premium_rate" | "country_not_allowed" | undefined {
  const parsed = parsePhoneNumberFromString(number);
  if (!parsed || internationalNetworks.has(parsed.countryCallingCode)) return "international_network";
  if (parsed.getType() === "PREMIUM_RATE") return "premium_rate";
  if (!parsed.country || !allowed.includes(parsed.country)) return "country_not_allowed";
  return undefined;
}
