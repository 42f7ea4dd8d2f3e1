import { useState } from "react";
import { Link } from "react-router";
import { appRoutes, frameMessages } from "@dugout/contracts/pages";
import { signOut, useSession } from "../lib/session";
import { useRuntimeConfig } from "../lib/runtime-config-context";
import { accountLabel } from "../lib/account-label";
import { AccountMenu } from "./AccountMenu";
import styles from "./Layout.module.css";

/**
 * The top bar's session control: who is signed in (the account menu, when passkeys are on), and a button
 * that signs out every tab. A visitor gets a way in instead: the batting cage's splash sign-in, the page staff
 * start from (every sign-in returns to the page it was made on).
 */
export function SessionControl() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const { signIn } = useRuntimeConfig();
  if (session.status === "loading") return null;
  if (session.status === "anonymous") {
    return (
      <div className={styles.session}>
        <Link to={appRoutes.battingCage} className={styles.signIn}>
          {frameMessages.signIn}
        </Link>
      </div>
    );
  }
  // A phone-only account has no email: it is known by its number.
  const who = accountLabel(session.user);
  return (
    <div className={styles.session}>
      {signIn.products.includes("passkeys") ? (
        <AccountMenu label={who} />
      ) : (
        <span className={styles.sessionUser}>{who}</span>
      )}
      <button
        type="button"
        className={styles.signOut}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void signOut().finally(() => setBusy(false));
        }}
      >
        Sign out
      </button>
    </div>
  );
}
