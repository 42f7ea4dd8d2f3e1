import { AuthGate } from "../../features/auth/AuthGate";
import { BattingCageSplash } from "../../features/auth/BattingCageSplash";
import { BattingCageAdminPage } from "../../features/batting-cage/admin/BattingCageAdminPage";
import { PracticePage } from "../../features/batting-cage/practice/PracticePage";
import { isAdmin } from "../../lib/session";

/**
 * Route module for /batting_cage (docs/requirements/batting-cage.md#screens): the splash login for visitors, the admin
 * page for trusted_metadata.role "admin", the practice page for everyone else.
 */
export default function BattingCageRoute() {
  return (
    <AuthGate signIn={<BattingCageSplash />}>
      {(user) => (isAdmin(user) ? <BattingCageAdminPage /> : <PracticePage user={user} />)}
    </AuthGate>
  );
}
