import { Suspense, type ReactNode } from "react";
import type { PageAccess } from "../../lib/page-access";
import { isAdmin, useSession, type SessionUser } from "../../lib/session";
import styles from "./AuthGate.module.css";
import { ConfirmSignInDialog } from "./ConfirmSignInDialog";
import { useLoginTokenLanding } from "./use-login-token-landing";

interface AuthGateProps {
  /** What an anonymous visitor sees (a sign-in screen or a splash page with the widget). */
  signIn: ReactNode;
  /** What a signed-in user sees (admins only when the page is for admins). */
  children: (user: SessionUser) => ReactNode;
  /** Who may open the page (its `access` in the page table, src/app/pages.ts); anyone signed in by default. */
  access?: Exclude<PageAccess, "anyone">;
  /** What a signed-in non-admin sees on a page for admins. */
  notAuthorized?: ReactNode;
}

/**
 * The page gate of docs/requirements/platform.md#page-gate. It is convenience, not security: the
 * API enforces the same rules on every call.
 */
export function AuthGate(props: AuthGateProps) {
  const landing = useLoginTokenLanding();
  return (
    <>
      <Gate {...props} landing={landing} />
      {/* Over whatever the gate shows (the sign-in screen, or the page of whoever is signed in). */}
      {landing.status === "confirming" && (
        <ConfirmSignInDialog maskedEmail={landing.maskedEmail} onConfirm={landing.confirm} onCancel={landing.cancel} />
      )}
    </>
  );
}

function Gate({
  signIn,
  children,
  access = "signedIn",
  notAuthorized,
  landing,
}: AuthGateProps & { landing: ReturnType<typeof useLoginTokenLanding> }) {
  const session = useSession();
  if (landing.status === "authenticating" || session.status === "loading") {
    return <GateStatus>{landing.status === "authenticating" ? "Signing you in..." : "Loading..."}</GateStatus>;
  }
  if (session.status === "anonymous") {
    return (
      <>
        {landing.status === "failed" && (
          <p className={styles.error} role="alert">
            {landing.message}
          </p>
        )}
        {signIn}
      </>
    );
  }
  if (access === "admins" && !isAdmin(session.user)) return <>{notAuthorized}</>;
  // The signed-in view may still be loading (route modules import it on demand): the same line stays until it
  // is there, rather than the layout's page placeholder replacing the whole page.
  return <Suspense fallback={<GateStatus>Loading...</GateStatus>}>{children(session.user)}</Suspense>;
}

function GateStatus({ children }: { children: string }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}
