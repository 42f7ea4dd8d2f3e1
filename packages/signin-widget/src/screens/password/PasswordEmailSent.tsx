import { WidgetApiError } from "../../client/http";
import { MailLinks } from "../../components/MailLinks";
import { RateLimitBanner, useRetryBlocked } from "../../components/RateLimitBanner";
import { BackButton, Button, Title } from "../../components/ui";
import type { StringKey } from "../../strings";
import { useWidget } from "../../state/context";
import { useAction } from "../../state/use-action";
import { withTokenType } from "../../state/flows";

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
  const { run, busy } = useAction();
  const blocked = useRetryBlocked() > 0;
  const email = state.password.email;
  const resend = () =>
    run(
      async () => {
        const redirect = config.passwordOptions?.resetPasswordRedirectURL ?? returnUrl;
        await client.resetByEmailStart({ email, redirectUrl: withTokenType(redirect, "reset_password") });
        toasts.show("success", t("emailResent"));
      },
      (error) => {
        if (error instanceof WidgetApiError && error.status === 429) return false;
        toasts.show("error", error instanceof Error ? error.message : t("genericError"));
        return true;
      },
    );
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
