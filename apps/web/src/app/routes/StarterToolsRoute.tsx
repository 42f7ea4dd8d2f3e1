import { AuthGate } from "../../features/auth/AuthGate";
import { SignInScreen } from "../../features/auth/SignInScreen";
import { Placeholder } from "./Placeholder";

/** Route module for /starter_tools: any signed-in user (spec 02 section 6). */
export default function StarterToolsRoute() {
  return (
    <AuthGate signIn={<SignInScreen title="Starter Tools" subtitle="Sign in to continue" />}>
      {() => <Placeholder title="Starter Tools" />}
    </AuthGate>
  );
}
