import { AuthGate } from "../../features/auth/AuthGate";
import { BattingCageSplash } from "../../features/auth/BattingCageSplash";
import { isAdmin, type SessionUser } from "../../lib/session";
import { Placeholder } from "./Placeholder";

/** The practice tool's pages, each given the signed-in user; headings until the feature lands. */
function BattingCageAdmin(_props: { user: SessionUser }) {
  return <Placeholder title="Batting Cage Admin" />;
}
function BattingCagePractice(_props: { user: SessionUser }) {
  return <Placeholder title="Batting Cage Practice" />;
}

/**
 * Route module for /batting_cage (spec 01 section 2): the splash login for visitors, the admin
 * page for trusted_metadata.role "admin", the practice page for everyone else.
 */
export default function BattingCageRoute() {
  return (
    <AuthGate signIn={<BattingCageSplash />}>
      {(user) => (isAdmin(user) ? <BattingCageAdmin user={user} /> : <BattingCagePractice user={user} />)}
    </AuthGate>
  );
}
