import { defaultErrorMessages } from "@dugout/contracts/errors";
import { pageLabels } from "@dugout/contracts/pages";
import { AuthGate } from "../../features/auth/AuthGate";
import { pages } from "../pages";
import { NotAuthorized, SignInScreen } from "../../features/auth/SignInScreen";
import { signedInView } from "../signed-in-view";

const ActivityPage = signedInView(() =>
  import("../../features/activity/ActivityPage").then((module) => module.ActivityPage),
);

/** Route module for /activity: the audit trail, admins only (the API refuses everyone else too). */
export default function ActivityRoute() {
  return (
    <AuthGate
      access={pages.activity.access}
      signIn={<SignInScreen title={pageLabels.activity} />}
      notAuthorized={<NotAuthorized message={defaultErrorMessages.forbidden} />}
    >
      {() => <ActivityPage />}
    </AuthGate>
  );
}
