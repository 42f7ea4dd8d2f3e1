import { AuthGate } from "../../features/auth/AuthGate";
import { pages } from "../pages";
import { BattingCageSplash } from "../../features/auth/BattingCageSplash";
import { isAdmin } from "../../lib/session";
import { coachingSlots } from "../coaching-slots";
import { signedInView } from "../signed-in-view";

const BattingCageAdminPage = signedInView(() =>
  import("../../features/batting-cage/admin/BattingCageAdminPage").then((module) => module.BattingCageAdminPage),
);
const PracticePage = signedInView(() =>
  import("../../features/batting-cage/practice/PracticePage").then((module) => module.PracticePage),
);

/**
 * Route module for /batting_cage (docs/requirements/batting-cage.md#screens): the splash login for visitors, the admin
 * page for trusted_metadata.role "admin" (with the coaching feature's draft panel and carry-over chart), the practice
 * page for everyone else.
 */
export default function BattingCageRoute() {
  return (
    <AuthGate access={pages.battingCage.access} signIn={<BattingCageSplash />}>
      {(user) => (isAdmin(user) ? <BattingCageAdminPage coaching={coachingSlots} /> : <PracticePage user={user} />)}
    </AuthGate>
  );
}
