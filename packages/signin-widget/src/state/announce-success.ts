import type { IdentityClient } from "../client/identity-client";
import type { SignedInSession, WidgetSessionObject, WidgetUser } from "../client/signed-in-session";

/** What the host's onSuccess receives after a sign-in (docs/requirements/sign-in-widget.md#fields). */
export interface SignInSuccess {
  /** How the user signed in (`passwords`, `otp`, `magic_links`, ...); kept for hosts written before user and session. */
  method: string;
  /** The server's user; null only when the session could not be read right after the sign-in. */
  user: WidgetUser | null;
  /** The server's session with `session_token` and `session_jwt`; null as for `user`. */
  session: WidgetSessionObject | null;
}

/**
 * Reads the new session and hands it to onSuccess. The sign-in has happened whatever the read gives, so
 * a failed read still announces it (with null user and session) rather than reporting an error.
 */
export async function announceSuccess(
  client: IdentityClient,
  method: string,
  onSuccess: ((data: SignInSuccess) => void) | undefined,
): Promise<void> {
  let details: SignedInSession | null = null;
  try {
    details = await client.signedInSession();
  } catch {
    details = null;
  }
  onSuccess?.({ method, user: details?.user ?? null, session: details?.session ?? null });
}
