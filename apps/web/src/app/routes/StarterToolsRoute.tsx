import { AuthGate } from "../../features/auth/AuthGate";
import { pages } from "../pages";
import { SignInScreen } from "../../features/auth/SignInScreen";
import { signedInView } from "../signed-in-view";

const StarterToolsPage = signedInView(() =>
  import("../../features/starter-tools/StarterToolsPage").then((module) => module.StarterToolsPage),
);

/** Route module for /starter_tools: any signed-in user (docs/requirements/starter-tools.md#roles). */
export default function StarterToolsRoute() {
  return (
    <AuthGate
      access={pages.starterTools.access}
      signIn={<SignInScreen title="Starter Tools" subtitle="Sign in to continue" />}
    >
      {() => <StarterToolsPage />}
    </AuthGate>
  );
}
