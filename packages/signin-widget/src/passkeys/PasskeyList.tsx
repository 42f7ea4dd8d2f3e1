import { passkeyNameMaxLength } from "@dugout/contracts/signin-widget";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { PasskeyClient, PasskeyInfo } from "../client/passkey-client";
import { Button, FieldError } from "../components/ui";
import { messageOf } from "../state/use-action";
import type { Translate } from "../strings";

/** Which row is being edited, and how; only one at a time (docs/requirements/sign-in-widget.md#passkey-screens-and-management). */
type Editing = { id: string; mode: "rename" | "delete" } | null;

export interface PasskeyListProps {
  client: Pick<PasskeyClient, "listPasskeys" | "renamePasskey" | "deletePasskey">;
  t: Translate;
  /** Changes when a passkey was added elsewhere, so the list loads again. */
  version?: number;
  /** Shows 'Your passkeys' above the list (a screen that has it as its title leaves it out). */
  heading?: boolean;
}

/** The signed-in user's passkeys: rename one, or delete one after a warning. */
export function PasskeyList({ client, t, version = 0, heading = true }: PasskeyListProps) {
  const [passkeys, setPasskeys] = useState<PasskeyInfo[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState("");
  const [changes, setChanges] = useState(0);
  const errorId = useId();

  useEffect(() => {
    let live = true;
    client.listPasskeys().then(
      (list) => live && setPasskeys(list),
      (failure: unknown) => {
        if (!live) return;
        setPasskeys([]);
        setError(messageOf(failure, t("genericError")));
      },
    );
    return () => {
      live = false;
    };
  }, [client, t, version, changes]);

  const act = async (task: () => Promise<unknown>) => {
    setError("");
    try {
      await task();
      setEditing(null);
      setChanges((count) => count + 1);
    } catch (failure) {
      setError(messageOf(failure, t("genericError")));
    }
  };

  return (
    <section className="dw-section dw-passkeys" aria-label={t("passkeysTitle")}>
      {heading && <h3 className="dw-label">{t("passkeysTitle")}</h3>}
      {passkeys === null ? null : passkeys.length === 0 ? (
        <p className="dw-text">{t("noPasskeys")}</p>
      ) : (
        <ul className="dw-passkey-list">
          {passkeys.map((passkey) => {
            const label = passkey.name || t("unnamedPasskey");
            const mode = editing?.id === passkey.id ? editing.mode : null;
            const close = () => setEditing(null);
            return (
              <li key={passkey.id} className="dw-passkey" role="group" aria-label={label}>
                {mode === "rename" ? (
                  <RenameForm
                    t={t}
                    initial={passkey.name}
                    onSave={(name) => act(() => client.renamePasskey({ id: passkey.id, name }))}
                    onCancel={close}
                  />
                ) : (
                  <span className="dw-passkey-name">{label}</span>
                )}
                {mode === "delete" && (
                  <DeleteConfirm
                    t={t}
                    onDelete={() => act(() => client.deletePasskey({ id: passkey.id }))}
                    onCancel={close}
                  />
                )}
                {mode === null && (
                  <div className="dw-passkey-actions">
                    <Button
                      variant="link"
                      disabled={editing !== null}
                      onClick={() => {
                        setError("");
                        setEditing({ id: passkey.id, mode: "rename" });
                      }}
                    >
                      {t("rename")}
                    </Button>
                    <Button
                      variant="link"
                      disabled={editing !== null}
                      onClick={() => {
                        setError("");
                        setEditing({ id: passkey.id, mode: "delete" });
                      }}
                    >
                      {t("delete")}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
    </section>
  );
}

/** Runs a row's call, disabling its buttons meanwhile. */
function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = (task: () => Promise<void>) => {
    setBusy(true);
    void task().finally(() => setBusy(false));
  };
  return { busy, run };
}

interface RenameProps {
  t: Translate;
  initial: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}

function RenameForm({ t, initial, onSave, onCancel }: RenameProps) {
  const [name, setName] = useState(initial);
  const { busy, run } = useBusy();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The field was asked for: keyboard users land in it.
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed) run(() => onSave(trimmed));
  };
  return (
    <form className="dw-form" onSubmit={submit}>
      <label htmlFor={inputId} className="dw-label">
        {t("passkeyName")}
      </label>
      <input
        ref={input}
        id={inputId}
        className="dw-input"
        value={name}
        maxLength={passkeyNameMaxLength}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="dw-passkey-actions">
        <Button type="submit" disabled={busy || !name.trim()}>
          {t("save")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

interface DeleteProps {
  t: Translate;
  onDelete: () => Promise<void>;
  onCancel: () => void;
}

function DeleteConfirm({ t, onDelete, onCancel }: DeleteProps) {
  const { busy, run } = useBusy();
  const cancel = useRef<HTMLButtonElement>(null);
  // The safe choice takes the focus, so Enter does not delete by accident.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <>
      <p className="dw-warn" role="alert">
        {t("deletePasskeyWarning")}
      </p>
      <div className="dw-passkey-actions">
        <Button disabled={busy} onClick={() => run(onDelete)}>
          {t("delete")}
        </Button>
        <button ref={cancel} type="button" className="dw-btn dw-btn-secondary" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </>
  );
}
