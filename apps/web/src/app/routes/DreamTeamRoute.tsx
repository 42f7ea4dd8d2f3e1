import { AuthGate } from "../../features/auth/AuthGate";
import { pages } from "../pages";
import { SignInScreen } from "../../features/auth/SignInScreen";
import { signedInView } from "../signed-in-view";

const DreamTeamPage = signedInView(() =>
  import("../../features/dream-team/DreamTeamPage").then((module) => module.DreamTeamPage),
);

/** Route module for /dream_team: any signed-in user (docs/requirements/dream-team.md#roles). */
export default function DreamTeamRoute() {
  return (
    <AuthGate
      access={pages.dreamTeam.access}
      signIn={<SignInScreen title="Dream Team" subtitle="AI Agent Collection" />}
    >
      {() => <DreamTeamPage />}
    </AuthGate>
  );
}
