import type { ReactNode } from "react";
import { isAdmin, useSession, type SessionUser } from "../../lib/session";
import styles from "./AuthGate.module.css";
import { useLoginTokenLanding } from "./use-login-token-landing";

interface AuthGateProps {
  /** What an anonymous visitor sees (a sign-in screen or a splash page with the widget). */
  signIn: ReactNode;
  /** What a signed-in user sees (admins only when requireAdmin). */
  children: (user: SessionUser) => ReactNode;
  requireAdmin?: boolean;
  /** What a signed-in non-admin sees when requireAdmin. */
  notAuthorized?: ReactNode;
}

/**
 * The page gate of docs/requirements/platform.md#page-gate. It is convenience, not security: the
 * API enforces the same rules on every call.
 */
export function AuthGate({ signIn, children, requireAdmin = false, notAuthorized }: AuthGateProps) {
  const landing = useLoginTokenLanding();
  const session = useSession();
  if (landing.status === "authenticating" || session.status === "loading") {
    return (
      <p className={styles.status} role="status">
        {landing.status === "authenticating" ? "Signing you in..." : "Loading..."}
      </p>
    );
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
  if (requireAdmin && !isAdmin(session.user)) return <>{notAuthorized}</>;
  return <>{children(session.user)}</>;
}
