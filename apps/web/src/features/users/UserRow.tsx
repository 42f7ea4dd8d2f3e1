import { useEffect, useId, useRef, useState } from "react";
import { publishSessionChange } from "@dugout/signin-widget";
import type { ManagedUser } from "@dugout/contracts/users";
import { accountLabel } from "../../lib/account-label";
import { formatDateTime } from "../../lib/time";
import { useChangeRole, useEraseUser, userExportUrl, useUserAction, type UserAction } from "./api";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { choiceFromRole, roleChoices, roleFromChoice, usersCopy } from "./copy";
import { UserStatusBadge } from "./UserStatusBadge";
import styles from "./Users.module.css";
import { Button, buttonClassName } from "../../components/ui/Button";

interface UserRowProps {
  user: ManagedUser;
  /** The viewer's own row: marked, and signing oneself out everywhere ends this session too. */
  isYou: boolean;
  /** Reports what a finished action did, for the page's announcement. */
  onDone: (message: string) => void;
}

/** Actions that end someone's sessions: asked first. */
type Confirmable = Extract<UserAction, "signOutEverywhere" | "deactivate"> | "erase";

/**
 * One person: their role (changed at once), status, last sign-in and actions. The row's controls
 * are disabled while one of its calls runs; a refusal shows in the row, with the server's words.
 */
export function UserRow({ user, isYou, onDone }: UserRowProps) {
  const id = useId();
  const who = accountLabel(user);
  const roleChange = useChangeRole(user.id);
  const action = useUserAction(user.id);
  const erasure = useEraseUser(user.id);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = roleChange.isPending || action.isPending || erasure.isPending;

  const roleSelect = useRef<HTMLSelectElement>(null);
  const signOutButton = useRef<HTMLButtonElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  // A control that was disabled while its call ran has lost the focus: it gets it back once enabled,
  // unless the admin has moved on to something else meanwhile.
  const refocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target || busy || confirming) return;
    refocus.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || target.closest("tr")?.contains(active)) target.focus();
  });

  const changeRole = (value: string) => {
    const role = roleFromChoice(value);
    setError(null);
    refocus.current = roleSelect.current;
    roleChange.mutate(role, {
      onSuccess: (updated) => onDone(usersCopy.done.role(accountLabel(updated), updated.role)),
      onError: (failure) => setError(failure.message),
    });
  };

  // On success the row leaves the table; a refusal stays in the row with the server's words.
  const erase = () => {
    setError(null);
    refocus.current = eraseButton.current;
    erasure.mutate(undefined, {
      onSuccess: () => onDone(usersCopy.done.erase(who)),
      onError: (failure) => setError(failure.message),
    });
  };

  const run = (chosen: UserAction) => {
    setError(null);
    refocus.current = chosen === "signOutEverywhere" ? signOutButton.current : toggleButton.current;
    action.mutate(chosen, {
      onSuccess: (updated) => {
        onDone(usersCopy.done[chosen](accountLabel(updated)));
        // The server has just ended this very session: every tab of it goes to the sign-in screen.
        if (isYou && chosen === "signOutEverywhere") publishSessionChange("signed_out");
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const closeDialog = () => {
    refocus.current =
      confirming === "signOutEverywhere"
        ? signOutButton.current
        : confirming === "erase"
          ? eraseButton.current
          : toggleButton.current;
    setConfirming(null);
  };

  // While the change is on its way the select shows the chosen role; a refusal puts the stored one back.
  const shownRole = roleChange.isPending ? (roleChange.variables ?? null) : user.role;
  const deactivated = user.status === "deactivated";

  return (
    <tr>
      <th scope="row" className={styles.email}>
        {who}
        {isYou && <span className={styles.you}> {usersCopy.you}</span>}
      </th>
      <td>{user.name || <span className={styles.muted}>{usersCopy.noName}</span>}</td>
      <td>
        <label htmlFor={`${id}-role`} className="visually-hidden">
          {usersCopy.roleOf(who)}
        </label>
        <select
          ref={roleSelect}
          id={`${id}-role`}
          className={styles.roleSelect}
          value={choiceFromRole(shownRole)}
          disabled={busy}
          onChange={(event) => changeRole(event.target.value)}
        >
          {roleChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        <UserStatusBadge status={user.status} />
      </td>
      <td className={styles.nowrap}>
        {user.last_sign_in_at ? (
          // With the zone written out: the people on the list may work in other zones. An unreadable
          // value shows as it came rather than as "Invalid Date".
          <time dateTime={user.last_sign_in_at}>
            {formatDateTime(user.last_sign_in_at, { withZoneName: true }) ?? user.last_sign_in_at}
          </time>
        ) : (
          <span className={styles.muted}>{usersCopy.never}</span>
        )}
      </td>
      <td>
        <div className={styles.actions}>
          <Button
            ref={signOutButton}
            variant="secondary"
            disabled={busy}
            onClick={() => setConfirming("signOutEverywhere")}
          >
            {usersCopy.signOutEverywhere}
            <span className="visually-hidden"> {who}</span>
          </Button>
          {/* One button that changes its words, so the focus stays on it when the status flips. */}
          <Button
            ref={toggleButton}
            variant={deactivated ? "secondary" : "dangerOutline"}
            disabled={busy}
            onClick={() => (deactivated ? run("reactivate") : setConfirming("deactivate"))}
          >
            {deactivated ? usersCopy.reactivate : usersCopy.deactivate}
            <span className="visually-hidden"> {who}</span>
          </Button>
          {/* A person's privacy request (docs/privacy.md): their data as one JSON file, or erased. */}
          <a className={buttonClassName("secondary")} href={userExportUrl(user.id)} download>
            {usersCopy.exportData}
            <span className="visually-hidden"> {who}</span>
          </a>
          <Button ref={eraseButton} variant="dangerOutline" disabled={busy} onClick={() => setConfirming("erase")}>
            {usersCopy.erase}
            <span className="visually-hidden"> {who}</span>
          </Button>
        </div>
        {error && (
          <p className={styles.rowError} role="alert">
            {error}
          </p>
        )}
        {confirming === "erase" && (
          <ConfirmDialog
            cancelLabel={usersCopy.cancel}
            confirmVariant="danger"
            title={usersCopy.confirmErase.title(who)}
            message={usersCopy.confirmErase.body}
            confirmLabel={usersCopy.erase}
            onCancel={closeDialog}
            onConfirm={() => {
              closeDialog();
              erase();
            }}
          />
        )}
        {confirming && confirming !== "erase" && (
          <ConfirmDialog
            cancelLabel={usersCopy.cancel}
            confirmVariant="danger"
            title={
              confirming === "deactivate" ? usersCopy.confirmDeactivate.title(who) : usersCopy.confirmSignOut.title(who)
            }
            message={
              confirming === "deactivate"
                ? usersCopy.confirmDeactivate.body
                : isYou
                  ? usersCopy.confirmSignOut.bodyForYou
                  : usersCopy.confirmSignOut.body
            }
            confirmLabel={confirming === "deactivate" ? usersCopy.deactivate : usersCopy.signOutEverywhere}
            onCancel={closeDialog}
            onConfirm={() => {
              closeDialog();
              run(confirming);
            }}
          />
        )}
      </td>
    </tr>
  );
}
