import type { OtpMethod, WidgetConfig, WidgetProduct } from "@dugout/contracts/signin-widget";
import { otpMethodTabLabels } from "@dugout/contracts/signin-widget";
import { useState, type ComponentType, type KeyboardEvent } from "react";
import { Divider } from "../../components/ui";
import { useWidget } from "../../state/context";
import { EmailForm } from "./EmailForm";
import { emailFlow } from "./email-flow";
import { OAuthSection } from "./OAuthSection";
import { TextPhoneForm, WhatsAppPhoneForm } from "./PhoneForm";
import { shownOAuthProviders, useMissingOAuthProviderWarning } from "./shown-providers";
import { PasskeyButton, usePasskeyButton } from "../../passkeys/PasskeyButton";
import { CryptoMainSection } from "../../crypto/lazy";

/**
 * Sections of the main screen per product. Later parts register crypto (wallet buttons) and
 * passkeys here; a product without a section renders nothing.
 */
const mainSections: Partial<Record<WidgetProduct, { group: "social" | "form"; Section: ComponentType }>> = {
  oauth: { group: "social", Section: OAuthSection },
  crypto: { group: "social", Section: CryptoMainSection },
};

/** The email/phone form's tabs: one form per method (the phone form takes its channel from the tab). */
export const methodForms: Partial<Record<OtpMethod, ComponentType>> = {
  email: EmailForm,
  sms: TextPhoneForm,
  whatsapp: WhatsAppPhoneForm,
};

const formProducts: readonly WidgetProduct[] = ["emailMagicLinks", "otp", "passwords"];

/** Email/phone methods in product order, each once. */
export function formMethods(config: WidgetConfig): OtpMethod[] {
  const methods: OtpMethod[] = [];
  for (const product of config.products) {
    if (product === "otp") methods.push(...(config.otpOptions?.methods ?? []));
    else if (formProducts.includes(product) && emailFlow(config)) methods.push("email");
  }
  return [...new Set(methods)].filter((method) => methodForms[method]);
}

function MethodTabs({ methods }: { methods: OtpMethod[] }) {
  const { t } = useWidget();
  const [active, setActive] = useState(0);
  const labels: Record<OtpMethod, string> = { email: t("tabEmail"), sms: t("tabText"), whatsapp: t("tabWhatsApp") };
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step) setActive((current) => (current + step + methods.length) % methods.length);
  };
  const Form = methodForms[methods[active] ?? "email"] ?? EmailForm;
  return (
    <div className="dw-section">
      <div className="dw-tabs" role="tablist">
        {methods.map((method, index) => (
          <button
            key={method}
            type="button"
            role="tab"
            id={`dw-tab-${method}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className="dw-tab"
            onClick={() => setActive(index)}
            onKeyDown={onKey}
          >
            {labels[method] || otpMethodTabLabels[method]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={`dw-tab-${methods[active] ?? "email"}`}>
        <Form />
      </div>
    </div>
  );
}

export function MainScreen() {
  const { config, theme, t, bootstrap } = useWidget();
  useMissingOAuthProviderWarning(config, bootstrap.oauthProviders);
  const methods = formMethods(config);
  const social: ComponentType[] = [];
  for (const product of config.products) {
    const entry = mainSections[product];
    // No social provider the server offers: no section, and no divider for it.
    if (product === "oauth" && shownOAuthProviders(config, bootstrap.oauthProviders).length === 0) continue;
    if (entry?.group === "social") social.push(entry.Section);
  }
  const firstForm = config.products.findIndex((product) => formProducts.includes(product));
  const firstSocial = config.products.findIndex((product) => mainSections[product]?.group === "social");
  const form =
    methods.length === 0 ? null : methods.length > 1 ? (
      <MethodTabs methods={methods} />
    ) : (
      <EmailOrSingle method={methods[0]} />
    );
  const socialBlock = social.length ? social.map((Section, index) => <Section key={index} />) : null;
  const formFirst = firstForm !== -1 && (firstSocial === -1 || firstForm < firstSocial);
  const passkeyButton = usePasskeyButton(methods.length > 0);
  return (
    <>
      {theme.logo.logoImageUrl && <img className="dw-logo" src={theme.logo.logoImageUrl} alt="" />}
      {!theme.hideHeaderText && (
        <h2 className="dw-title" tabIndex={-1}>
          {t("header")}
        </h2>
      )}
      {passkeyButton && <PasskeyButton />}
      {formFirst ? form : socialBlock}
      {form && socialBlock && <Divider />}
      {formFirst ? socialBlock : form}
    </>
  );
}

function EmailOrSingle({ method }: { method: OtpMethod | undefined }) {
  const Form = (method && methodForms[method]) || EmailForm;
  return <Form />;
}
