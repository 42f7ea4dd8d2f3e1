import { useId, useRef, useState, type FormEvent } from "react";
import { defaultErrorMessages } from "@dugout/contracts/errors";
import { inviteUserBodySchema, usersMessages } from "@dugout/contracts/users";
import { useInviteUser } from "./api";
import { roleChoices, roleFromChoice, usersCopy } from "./copy";
import styles from "./Users.module.css";
import { Button } from "../../components/ui/Button";
import { Field } from "../../components/ui/Field";
import { Panel } from "../../components/ui/Panel";

/**
 * Email and role of a new person: the server creates the account and mails the invitation. The
 * contract's schema checks the address first, so a typo never reaches the server; the server's
 * refusals (an existing account, for one) show under the address.
 */
export function InviteForm() {
  const id = useId();
  const invite = useInviteUser();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"" | "admin">("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const parsed = inviteUserBodySchema.safeParse({ email, role: roleFromChoice(role) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? defaultErrorMessages.validation_failed);
      emailInput.current?.focus();
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: (user) => {
        setSent(usersMessages.invited(user.email));
        setEmail("");
        setRole("");
      },
      onError: (failure) => setError(failure.message),
      // The button was disabled while sending, which takes the focus away: the address is next.
      onSettled: () => emailInput.current?.focus(),
    });
  };

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{usersCopy.inviteHeading}</h2>
      <form className={styles.inviteForm} aria-labelledby={`${id}-heading`} noValidate onSubmit={submit}>
        <Field label={usersCopy.email} error={error} wide>
          {(control) => (
            <input
              ref={emailInput}
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <Field label={usersCopy.role}>
          {(control) => (
            <select
              {...control}
              value={role}
              onChange={(event) => setRole(event.target.value === "admin" ? "admin" : "")}
            >
              {roleChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={invite.isPending}>
          {usersCopy.sendInvitation}
        </Button>
      </form>
      <p className={styles.success} role="status">
        {sent}
      </p>
    </Panel>
  );
}
