import { defaultErrorMessages } from "@dugout/contracts/errors";
import { usersMessages } from "@dugout/contracts/users";
import { AuthGate } from "../../features/auth/AuthGate";
import { pages } from "../pages";
import { NotAuthorized, SignInScreen } from "../../features/auth/SignInScreen";
import { signedInView } from "../signed-in-view";

const UsersPage = signedInView(() => import("../../features/users/UsersPage").then((module) => module.UsersPage));

/** Route module for /users: admins only, like /scoring_champ. The API refuses everyone else too. */
export default function UsersRoute() {
  return (
    <AuthGate
      access={pages.users.access}
      signIn={<SignInScreen title={usersMessages.title} />}
      notAuthorized={<NotAuthorized message={defaultErrorMessages.forbidden} />}
    >
      {(user) => <UsersPage currentUserId={user.id} />}
    </AuthGate>
  );
}
