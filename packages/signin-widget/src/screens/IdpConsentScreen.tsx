import { lazy, Suspense } from "react";
import { Spinner } from "../components/ui";

// The consent screen's code loads only when the machine shows it (hosts usually render IdpConsent
// from the widget's `idp` entry on its own page instead).
const IdpConsent = lazy(() => import("../idp/IdpConsent").then((module) => ({ default: module.IdpConsent })));

/** The machine's IDPConsent screen: the standalone IDP Consent screen, on this page's query string. */
export function IdpConsentScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <IdpConsent />
    </Suspense>
  );
}
