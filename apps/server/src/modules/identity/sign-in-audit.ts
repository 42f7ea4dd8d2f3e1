import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { auditActions, auditSystemActors, type AuditAction } from "@dugout/contracts/audit";
import { sessions, users, type Db } from "@dugout/db";
import { auditClient, cleanAuditText, recordAudit, type AuditParty } from "../../audit/record";
import type { SessionUser } from "../../auth";
import { accountParty } from "./audit-party";
import { authBasePath } from "./auth-paths";
import { parsedBody } from "./raw-input-guard";
import { signInMethods } from "./sign-in-metrics";

/** The signed-in person's own security changes, recorded when the endpoint answered 200. */
const ownChanges: Readonly<Record<string, AuditAction>> = {
  [`POST ${authBasePath}/passkey/verify-registration`]: auditActions.passkeyAdded,
  [`POST ${authBasePath}/passkey/delete-passkey`]: auditActions.passkeyRemoved,
};

/** The session token a Set-Cookie gives the browser (`token.signature`, URL-encoded), if it gives one. */
function issuedSessionToken(setCookie: unknown, sessionCookie: string): string | undefined {
  for (const cookie of [setCookie ?? []].flat().map(String)) {
    if (!cookie.startsWith(`${sessionCookie}=`) || cookie.startsWith(`${sessionCookie}=;`)) continue;
    const value = decodeURIComponent(cookie.slice(sessionCookie.length + 1).split(";")[0] ?? "");
    return value.slice(0, value.lastIndexOf(".")) || undefined;
  }
  return undefined;
}

/** The account a session was just issued to. */
async function sessionAccount(db: Db, token: string): Promise<AuditParty | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  return row ? accountParty(row) : undefined;
}

/** The request's body as an object: the identity routes keep it raw (a Buffer) for Better Auth. */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = Buffer.isBuffer(request.body) ? parsedBody(request.body, request.headers["content-type"]) : request.body;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Who a failed attempt named (an email, a phone number, a wallet address), in lower case. */
function namedIdentifier(request: FastifyRequest): string | undefined {
  const body = bodyOf(request);
  for (const field of ["email", "phoneNumber", "address"]) {
    const value = body[field];
    if (typeof value === "string" && value.trim()) return value.trim().toLowerCase().slice(0, 254);
  }
  return undefined;
}

/**
 * Records every sign-in attempt and the signed-in person's own security changes in the audit trail, read from
 * the answer like the sign-in metrics (sign-in-metrics.ts), so every method is recorded the same way. It runs in
 * onSend, before the answer leaves: the event is written when the caller learns the outcome. Refusals of a rate
 * limit (429) are counted by the metrics but not recorded: they would let a flood of refusals fill the trail.
 */
export function auditSignIns(
  app: FastifyInstance,
  deps: { db: Db; sessionCookie: string; caller: (request: FastifyRequest) => Promise<SessionUser | null> },
): void {
  // Who made a change is read before it runs, as the change may end or alter the very session that asked.
  const changers = new WeakMap<FastifyRequest, SessionUser | null>();
  app.addHook("preHandler", async (request) => {
    if (ownChanges[`${request.method} ${request.routeOptions.url ?? ""}`])
      changers.set(request, await deps.caller(request));
  });
  app.addHook("onSend", async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ""}`;
    const method = signInMethods[route];
    if (method && reply.statusCode !== 429) {
      const token = issuedSessionToken(reply.getHeader("set-cookie"), deps.sessionCookie);
      const account = token ? await sessionAccount(deps.db, token) : undefined;
      if (account) {
        await recordAudit(deps.db, {
          action: auditActions.signInSucceeded,
          actor: account,
          subject: account,
          client: auditClient(request),
          details: { method },
        });
      } else {
        const identifier = namedIdentifier(request);
        await recordAudit(deps.db, {
          action: auditActions.signInFailed,
          actor: { label: identifier ?? auditSystemActors.unknown },
          subject: identifier ? { label: identifier } : null,
          client: auditClient(request),
          details: { method, status: reply.statusCode },
        });
      }
      return;
    }
    const change = ownChanges[route];
    if (change && reply.statusCode === 200) {
      const user = changers.get(request);
      if (!user) return;
      const body = bodyOf(request);
      const details: Record<string, string> = {};
      if (typeof body.name === "string") details.passkey_name = cleanAuditText(body.name).slice(0, 100);
      if (typeof body.id === "string") details.passkey_id = cleanAuditText(body.id).slice(0, 100);
      const person = { userId: user.id, label: user.email };
      await recordAudit(deps.db, {
        action: change,
        actor: person,
        subject: person,
        client: auditClient(request),
        details,
      });
    }
  });
}
