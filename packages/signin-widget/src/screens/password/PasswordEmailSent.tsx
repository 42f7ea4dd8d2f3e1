import { MailLinks } from "../../components/MailLinks";
import { RateLimitBanner, useRetryBlocked } from "../../components/RateLimitBanner";
import { BackButton, Button, Title } from "../../components/ui";
import type { StringKey } from "../../strings";
import { useWidget } from "../../state/context";
import { useAction } from "../../state/use-action";
import { resetRequest } from "../../state/flows";

type Variant = { title: StringKey; text: StringKey };

/** The four "a reset email is on its way" screens differ only in why it was sent. */
const variants = {
  PasswordForgot: { title: "forgotPasswordTitle", text: "forgotPasswordText" },
  PasswordSetNew: { title: "setNewPasswordTitle", text: "setNewPasswordText" },
  PasswordBreached: { title: "breachedTitle", text: "breachedText" },
  PasswordDedupe: { title: "dedupeTitle", text: "dedupeText" },
} satisfies Record<string, Variant>;

function PasswordEmailSent({ variant }: { variant: Variant }) {
  const { state, t, client, config, toasts, returnUrl } = useWidget();
  // A resend failure belongs to the screen, not a field: the banner shows it (a 429 its countdown).
  const { run, busy } = useAction({ errorsIn: "banner" });
  const blocked = useRetryBlocked() > 0;
  const email = state.password.email;
  const resend = () =>
    run(async () => {
      const redirect = config.passwordOptions?.resetPasswordRedirectURL ?? returnUrl;
      await client.resetByEmailStart(resetRequest(config, email, redirect));
      toasts.show("success", t("emailResent"));
    });
  return (
    <>
      <BackButton />
      <Title>{t(variant.title)}</Title>
      <p className="dw-text">{t(variant.text, { email })}</p>
      <MailLinks />
      <RateLimitBanner />
      <Button variant="secondary" disabled={busy || blocked} onClick={() => void resend()}>
        {t("resendEmail")}
      </Button>
    </>
  );
}

export const PasswordForgotScreen = () => <PasswordEmailSent variant={variants.PasswordForgot} />;
export const PasswordSetNewScreen = () => <PasswordEmailSent variant={variants.PasswordSetNew} />;
export const PasswordBreachedScreen = () => <PasswordEmailSent variant={variants.PasswordBreached} />;
export const PasswordDedupeScreen = () => <PasswordEmailSent variant={variants.PasswordDedupe} />;
