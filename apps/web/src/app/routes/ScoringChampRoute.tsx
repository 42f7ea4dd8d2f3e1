import { scoringMessages } from "@dugout/contracts/scoring";
import { AuthGate } from "../../features/auth/AuthGate";
import { pages } from "../pages";
import { NotAuthorized, SignInScreen } from "../../features/auth/SignInScreen";
import { signedInView } from "../signed-in-view";

const ScoringDashboard = signedInView(() =>
  import("../../features/scoring/ScoringDashboard").then((module) => module.ScoringDashboard),
);

/** Route module for /scoring_champ: admins only (docs/requirements/scoring-champ.md#roles). */
export default function ScoringChampRoute() {
  return (
    <AuthGate
      access={pages.scoringChamp.access}
      signIn={<SignInScreen title="Scoring Champ" />}
      notAuthorized={<NotAuthorized message={scoringMessages.notAuthorized} />}
    >
      {() => <ScoringDashboard />}
    </AuthGate>
  );
}
