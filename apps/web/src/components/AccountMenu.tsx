import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import styles from "./Layout.module.css";

// The passkey manager brings the sign-in widget's passkey screens and WebAuthn library: loaded when opened,
// so no page pays for it up front (the menu is on every page of a signed-in person).
const PasskeysDialog = lazy(() => import("./PasskeysDialog").then((module) => ({ default: module.PasskeysDialog })));

/**
 * The top bar's account menu: the signed-in address opens it, and it holds what a person does with their
 * own account (today: their passkeys). A menu button pattern: Enter, Space or ArrowDown open it on the
 * first item, arrows move, Escape closes it and gives the focus back to the button.
 */
export function AccountMenu({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    // A click anywhere else closes the menu.
    const outside = (event: MouseEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("mousedown", outside);
    return () => document.removeEventListener("mousedown", outside);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.findIndex((item) => item === document.activeElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      move(index + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      move(index - 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      move(0);
    } else if (event.key === "End") {
      event.preventDefault();
      move(list.length - 1);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div className={styles.account}>
      <button
        ref={button}
        type="button"
        className={styles.accountButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={onButtonKey}
      >
        {label}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label="Account" className={styles.menu} onKeyDown={onMenuKey}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                setDialog(true);
              }}
            >
              Passkeys
            </button>
          </li>
        </ul>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <PasskeysDialog onClose={() => setDialog(false)} returnFocus={() => button.current} />
        </Suspense>
      )}
    </div>
  );
}
