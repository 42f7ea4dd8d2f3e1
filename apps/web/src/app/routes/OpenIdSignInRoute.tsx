import { AuthGate } from "../../features/auth/AuthGate";
import { SignInScreen } from "../../features/auth/SignInScreen";
import { signedInView } from "../signed-in-view";

const ContinueAuthorization = signedInView(() =>
  import("../../features/openid/ContinueAuthorization").then((module) => module.ContinueAuthorization),
);

const goTo = (url: string) => window.location.assign(url);

/** /oauth/sign-in: where Dugout's OpenID provider sends a signed-out visitor of an application. */
export default function OpenIdSignInRoute() {
  return (
    <AuthGate
      signIn={<SignInScreen title="Sign in to continue" subtitle="An application asked you to sign in with Dugout." />}
    >
      {() => <ContinueAuthorization search={window.location.search} navigate={goTo} />}
    </AuthGate>
  );
}
