import { AuthGate } from "../../features/auth/AuthGate";
import { SignInScreen } from "../../features/auth/SignInScreen";
import { DreamTeamPage } from "../../features/dream-team/DreamTeamPage";

/** Route module for /dream_team: any signed-in user (spec 02 section 6). */
export default function DreamTeamRoute() {
  return (
    <AuthGate signIn={<SignInScreen title="Dream Team" subtitle="AI Agent Collection" />}>
      {() => <DreamTeamPage />}
    </AuthGate>
  );
}
