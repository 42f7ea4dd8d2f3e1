import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { sessions, users, type Db } from "@dugout/db";

export interface SessionRow {
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  image: string | null;
  role: string | null;
}

/**
 * The session an app route's cookie carries, read with one indexed query. App routes check the
 * caller on every request; going through Better Auth's getSession for that cost about 7.5 ms of CPU
 * per request (the scores endpoint spent more on it than on its SQL). The cookie is the one Better
 * Auth sets, `token.base64(HMAC-SHA256(secret, token))`; the row is read every time (no cache), so a
 * revoked or expired session is refused on the very next request. Sliding the expiry stays Better
 * Auth's job (`get-session`, which the widget calls every 3 minutes).
 */
export function createSessionLookup(db: Db, secret: string) {
  // Built once and prepared by name: on PostgreSQL each connection parses and plans it a single time.
  const sessionByToken = db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      role: users.role,
      banned: users.banned,
      banExpires: users.banExpires,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("app_session_lookup");

  return async function lookup(cookieValue: string, now: Date): Promise<SessionRow | null> {
    const dot = cookieValue.lastIndexOf(".");
    if (dot <= 0) return null;
    const token = cookieValue.slice(0, dot);
    const given = Buffer.from(cookieValue.slice(dot + 1));
    const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const row = (await sessionByToken.execute({ token, now: now.toISOString() }))[0];
    if (!row) return null;
    if (row.banned && (!row.banExpires || row.banExpires > now)) return null;
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      email: row.email,
      name: row.name,
      image: row.image,
      role: row.role,
    };
  };
}
