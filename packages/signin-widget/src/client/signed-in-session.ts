import type { Http } from "./http";
import { paths } from "./paths";

/** The signed-in user as the identity server returns it; the widget passes it on without reading more. */
export type WidgetUser = Record<string, unknown> & { id: string; email: string };

/**
 * The session as the identity server returns it, plus the two credentials a host may forward to its own
 * backend: `session_token` (the session's token, the value behind the session cookie) and
 * `session_jwt` (a short-lived JWT for the session, verifiable with the keys at /api/auth/jwks).
 */
export type WidgetSessionObject = Record<string, unknown> & { session_token: string; session_jwt: string };

export interface SignedInSession {
  user: WidgetUser;
  session: WidgetSessionObject;
}

interface SessionAnswer {
  user?: Record<string, unknown> | null;
  session?: Record<string, unknown> | null;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Reads the session just created: `GET /get-session` for the user and session, `GET /token` for the JWT. */
export async function readSignedInSession(http: Http): Promise<SignedInSession | null> {
  const answer = await http<SessionAnswer | null>(paths.session);
  const user = answer?.user;
  const session = answer?.session;
  if (!user || !session || !text(user.id)) return null;
  const { token } = await http<{ token?: unknown }>(paths.sessionJwt);
  return {
    user: { ...user, id: text(user.id), email: text(user.email) },
    session: { ...session, session_token: text(session.token), session_jwt: text(token) },
  };
}
