// The IDP Consent screen of Dugout's OpenID provider: its own export, so a page with the sign-in widget
// does not download it (the provider's consent, sign-in and logout pages import it).
export { IdpConsent, type IdpConsentProps } from "./IdpConsent";
export { createIdpClient, type IdpClient } from "./idp-client";
export { freshAuthorizeQuery } from "./idp-request";
