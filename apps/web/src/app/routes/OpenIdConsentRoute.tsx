import { IdpConsent } from "@dugout/signin-widget/idp";
import { PageTitle } from "../../components/PageTitle";

/** /oauth/consent and /oauth/logout: the IDP Consent screen (Allow / Deny, or "Log out?"). */
export default function OpenIdConsentRoute() {
  return (
    <section>
      <PageTitle>Connect an application</PageTitle>
      <IdpConsent />
    </section>
  );
}
