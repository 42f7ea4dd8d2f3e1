import { AuthGate } from "../../features/auth/AuthGate";
import { SignInScreen } from "../../features/auth/SignInScreen";
import { DreamTeamPage } from "../../features/dream-team/DreamTeamPage";

/** Route module for /dream_team: any signed-in user (docs/requirements/dream-team.md#roles). */
export default function DreamTeamRoute() {
  return (
    <AuthGate signIn={<SignInScreen title="Dream Team" subtitle="AI Agent Collection" />}>
      {() => <DreamTeamPage />}
    </AuthGate>
  );
}
