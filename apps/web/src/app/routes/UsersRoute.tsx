import { defaultErrorMessages } from "@dugout/contracts/common";
import { usersMessages } from "@dugout/contracts/users";
import { AuthGate } from "../../features/auth/AuthGate";
import { pageAccess } from "../../lib/page-access";
import { NotAuthorized, SignInScreen } from "../../features/auth/SignInScreen";
import { signedInView } from "../signed-in-view";

const UsersPage = signedInView(() => import("../../features/users/UsersPage").then((module) => module.UsersPage));

/** Route module for /users: admins only, like /scoring_champ. The API refuses everyone else too. */
export default function UsersRoute() {
  return (
    <AuthGate
      access={pageAccess.users}
      signIn={<SignInScreen title={usersMessages.title} />}
      notAuthorized={<NotAuthorized message={defaultErrorMessages.forbidden} />}
    >
      {(user) => <UsersPage currentUserId={user.id} />}
    </AuthGate>
  );
}
