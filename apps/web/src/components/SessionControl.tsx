import { useState } from "react";
import { signOut, useSession } from "../lib/session";
import styles from "./Layout.module.css";

/** The top bar's sign-out control: who is signed in, and a button that signs out every tab. */
export function SessionControl() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  if (session.status !== "signed_in") return null;
  return (
    <div className={styles.session}>
      <span className={styles.sessionUser}>{session.user.email}</span>
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
