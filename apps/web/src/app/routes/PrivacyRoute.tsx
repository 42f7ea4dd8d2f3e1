import { pageLabels } from "@dugout/contracts/pages";
import { leadRetentionSentence, privacyContactSentence } from "@dugout/contracts/privacy";
import { PageTitle } from "../../components/PageTitle";
import { useRuntimeConfig } from "../../lib/runtime-config-context";

/**
 * Route module for /privacy: Dugout's own privacy notice for the name generator's visitors, linked from the lead
 * form when the operator has not set PRIVACY_NOTICE_URL. Its facts (retention, contact) come from the settings.
 */
export default function PrivacyRoute() {
  const { privacy } = useRuntimeConfig();
  return (
    <>
      <PageTitle>{pageLabels.privacy}</PageTitle>
      <h2>What the Business Name Generator keeps</h2>
      <p>
        The business idea you describe, the names made for it, and, when you unlock all results, your name, email
        address and when you plan to start. Logos and palettes you create for a name are kept with it.
      </p>
      <h2>Why</h2>
      <p>
        To show you your results again in this browser, and so our sales team can contact you about starting your
        business. We do not sell them or share them with other companies.
      </p>
      <h2>How long</h2>
      <p>{leadRetentionSentence(privacy.leadsDays)}</p>
      <h2>Your rights</h2>
      <p>{privacyContactSentence(privacy.contactEmail)}</p>
    </>
  );
}
