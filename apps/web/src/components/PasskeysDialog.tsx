import { PasskeyRegistration } from "@dugout/signin-widget";
import { useId } from "react";
import { identityClient } from "../lib/identity-client";
import { Dialog } from "./Dialog";
import styles from "./Layout.module.css";

/** The signed-in user's passkeys (add, rename, delete), with the sign-in widget's management component. */
export function PasskeysDialog({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const id = useId();
  return (
    <Dialog labelledBy={`${id}-title`} onClose={onClose} returnFocus={returnFocus} className={styles.passkeysPanel}>
      <h2 id={`${id}-title`} className={styles.passkeysTitle}>
        Passkeys
      </h2>
      <p className={styles.passkeysIntro}>
        Sign in with your fingerprint, face or screen lock instead of a link or a password.
      </p>
      <PasskeyRegistration client={identityClient} />
      <div className={styles.passkeysButtons}>
        <button type="button" className={styles.signOut} onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
