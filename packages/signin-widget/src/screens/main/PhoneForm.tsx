import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { WidgetApiError } from "../../client/http";
import type { PhoneChannel } from "../../client/identity-client";
import { RateLimitBanner, useRetryBlocked } from "../../components/RateLimitBanner";
import { Button, FieldError } from "../../components/ui";
import { defaultCountry, type CountryOption } from "../../phone/phone-parse";
import { useWidget } from "../../state/context";
import { useFlows } from "../../state/flows";
import { useAction } from "../../state/use-action";

/**
 * The phone form: a country, a number formatted as it is typed, then a passcode by text message or
 * WhatsApp (the tab decides which). The numbering plan starts loading when the form appears; until it
 * has arrived the default country is the only choice and the number stays as typed.
 */
function PhoneForm({ channel }: { channel: PhoneChannel }) {
  const { phoneParse, state, t } = useWidget();
  const flows = useFlows();
  const { run, busy } = useAction();
  const blocked = useRetryBlocked() > 0;
  const [countries, setCountries] = useState<CountryOption[]>([defaultCountry]);
  const [region, setRegion] = useState(defaultCountry.region);
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState("");
  const latest = useRef("");
  const live = useRef(true);
  const id = useId();

  useEffect(() => {
    live.current = true;
    phoneParse.countries().then(
      (all) => {
        if (live.current && all.length) setCountries(all);
      },
      // Without the plan the default country stays the only choice; submitting still works (raw number).
      () => undefined,
    );
    return () => {
      live.current = false;
    };
  }, [phoneParse]);

  const country = countries.find((option) => option.region === region) ?? defaultCountry;

  /** Shows `value` formatted for `forRegion` once the service answers, unless the field changed meanwhile. */
  const format = (value: string, forRegion: string) => {
    void phoneParse.formatWhileTyping(value, forRegion).then((formatted) => {
      if (!live.current || latest.current !== value) return;
      latest.current = formatted;
      setText(formatted);
    });
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    const previous = latest.current;
    latest.current = value;
    setText(value);
    // Deleting is left alone: formatting again would put back the bracket or dash just removed.
    if (value.length < previous.length) return;
    format(value, country.region);
  };

  const chooseCountry = (next: string) => {
    setRegion(next);
    // The number typed so far follows the new country's format (from its digits: the old punctuation misleads).
    const digits = latest.current.replace(/[^\d+]/g, "");
    if (!digits) return;
    latest.current = digits;
    setText(digits);
    format(digits, next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid("");
    void run(
      async () => {
        const parsed = await phoneParse.parseOnSubmit(text, country);
        if (!parsed.isValid) {
          setInvalid(t("invalidPhone"));
          return;
        }
        await flows.sendPhoneOtp(parsed.number, channel, parsed.international);
      },
      (error) => {
        // The server's own check of the number reads like the form's.
        if (error instanceof WidgetApiError && error.errorType === "invalid_phone_number") {
          setInvalid(t("invalidPhone"));
          return true;
        }
        return false;
      },
    );
  };

  const error = invalid || state.errorMessage;
  const countryId = `${id}-country`;
  const errorId = `${id}-error`;
  return (
    <form className="dw-section dw-form" onSubmit={submit} noValidate>
      <RateLimitBanner />
      <div className="dw-field">
        <label htmlFor={countryId} className="dw-label">
          {t("countryLabel")}
        </label>
        <select
          id={countryId}
          className="dw-input dw-select"
          name="country"
          autoComplete="tel-country-code"
          value={country.region}
          onChange={(event) => chooseCountry(event.target.value)}
        >
          {countries.map((option) => (
            <option key={option.region} value={option.region}>
              {t("countryOption", { code: option.callingCode, country: option.name })}
            </option>
          ))}
        </select>
      </div>
      <div className="dw-field">
        <label htmlFor={id} className="dw-label">
          {t("phoneLabel")}
        </label>
        <input
          id={id}
          className="dw-input"
          type="tel"
          name="phone"
          autoComplete="tel-national"
          placeholder={t("phonePlaceholder")}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onType}
        />
        <FieldError id={errorId} message={error} />
      </div>
      <Button type="submit" disabled={busy || blocked}>
        {channel === "sms" ? t("continueWithText") : t("continueWithWhatsApp")}
      </Button>
    </form>
  );
}

/** The forms registered for the Text and WhatsApp tabs. */
export const TextPhoneForm = () => <PhoneForm channel="sms" />;
export const WhatsAppPhoneForm = () => <PhoneForm channel="whatsapp" />;
