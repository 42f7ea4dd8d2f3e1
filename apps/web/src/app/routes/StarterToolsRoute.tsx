import { AuthGate } from "../../features/auth/AuthGate";
import { SignInScreen } from "../../features/auth/SignInScreen";
import { StarterToolsPage } from "../../features/starter-tools/StarterToolsPage";

/** Route module for /starter_tools: any signed-in user (docs/requirements/starter-tools.md#roles). */
export default function StarterToolsRoute() {
  return (
    <AuthGate signIn={<SignInScreen title="Starter Tools" subtitle="Sign in to continue" />}>
      {() => <StarterToolsPage />}
    </AuthGate>
  );
}
