import { sql } from "drizzle-orm";
import type { Db, AuditDetailValue } from "@dugout/db";
import { auditActions, auditSystemActors, type AuditAction } from "@dugout/contracts/audit";
import { usersMessages, type UserAdminActor } from "@dugout/contracts/users";
import { recordAudit, type AuditClient, type AuditParty } from "../../audit/record";
import { AppError, notFound } from "../../errors";
import type { Messaging } from "../../integrations/messaging/port";
import {
  deleteSessions,
  findAccount,
  insertAccount,
  isActiveAdmin,
  otherActiveAdmins,
  setDeactivated,
  setRole,
  type AccountRef,
  type AccountRow,
  type NewAccount,
} from "./account-store";
import { accountParty } from "./audit-party";
import { invitationEmail } from "./emails";
import { revokeOpenIdTokens } from "./methods/openid/openid-token-revocation";
import { toRole, type RoleName } from "./users";

/**
 * Every account-admin action goes through `administer`, whoever asks: the Users page's API, the command
 * line, the seed and INITIAL_ADMIN_EMAIL at the first boot, and a person signing themselves out everywhere. One place for the rules (an invitation never
 * changes an existing account; an admin keeps their own role and account; there is always an active
 * admin left) and for the audit event (`recordAudit`), written in the same transaction as the change.
 */

export type AccountActor =
  /** An admin acting on someone (the Users page), or a person on their own account ("self": sign out everywhere). */
  | { kind: "admin" | "self"; user: { id: string; name: string; email: string }; client: AuditClient }
  | { kind: Exclude<UserAdminActor, "admin"> };

export type AccountAction =
  /** A new account; `sendInvitation` mails "You are invited to Dugout" (email accounts only). */
  | { type: "invite"; account: NewAccount; role: RoleName; sendInvitation: boolean }
  | { type: "set_role"; user: AccountRef; role: RoleName }
  /** Sign-in refused until reactivated; every session and OpenID token ends now. */
  | { type: "deactivate"; user: AccountRef }
  | { type: "reactivate"; user: AccountRef }
  /** Every session and OpenID token ends now; the person may sign in again. */
  | { type: "sign_out_everywhere"; user: AccountRef };

/** The subject after the action; `changed` is false only for an invitation to an existing account. */
export interface AccountOutcome {
  user: AccountRow;
  changed: boolean;
}

/**
 * Every account-admin transaction holds this lock (PostgreSQL's advisory transaction lock: released at
 * commit or rollback), so the last-admin rule is checked against what the others committed: two admins
 * deactivating each other at once are taken one after the other. Unique within the database (the
 * migrations hold 724011).
 */
export const accountAdminLock = 724_031;

const eventNames = {
  invite: auditActions.userInvited,
  set_role: auditActions.roleChanged,
  deactivate: auditActions.deactivated,
  reactivate: auditActions.reactivated,
  sign_out_everywhere: auditActions.signedOutEverywhere,
} as const satisfies Record<AccountAction["type"], AuditAction>;

type EventDetails = Record<string, AuditDetailValue>;

/** The acting person, or the command line, the seed or INITIAL_ADMIN_EMAIL by name. */
const actorParty = (actor: AccountActor): AuditParty => {
  switch (actor.kind) {
    case "admin":
    case "self":
      return { userId: actor.user.id, label: actor.user.email };
    case "cli":
      return { label: auditSystemActors.commandLine };
    case "seed":
      return { label: auditSystemActors.seed };
    case "initial_admin_email":
      return { label: auditSystemActors.initialAdminEmail };
  }
};

/** Who the invitation email says invited them. */
const inviterName = (actor: AccountActor): string =>
  actor.kind === "admin" ? actor.user.name || actor.user.email : "Dugout's administrator";

export interface AccountAdminDeps {
  db: Db;
  /** Needed by invitations that send their email (the seed sends none). */
  invitations?: { messaging: Messaging; baseUrl: string };
}

export function createAccountAdmin(deps: AccountAdminDeps) {
  async function subject(db: Db, ref: AccountRef): Promise<AccountRow> {
    const found = await findAccount(db, ref);
    if (!found) throw notFound("User");
    return found;
  }

  /** Refuses to leave Dugout without an active admin (demoting or deactivating the last one). */
  async function keepAnAdmin(db: Db, user: AccountRow): Promise<void> {
    if (isActiveAdmin(user) && (await otherActiveAdmins(db, user.id)) === 0) {
      throw new AppError("conflict", usersMessages.lastAdmin);
    }
  }

  /** Runs one action under the lock; returns the subject, whether it changed, and its audit event's details. */
  async function apply(
    db: Db,
    actor: AccountActor,
    action: AccountAction,
  ): Promise<{ user: AccountRow; changed: boolean; details: EventDetails }> {
    const self = (user: AccountRow) => actor.kind === "admin" && actor.user.id === user.id;
    // A person acting on their own account may only end their own sessions.
    if (
      actor.kind === "self" &&
      !(action.type === "sign_out_everywhere" && "id" in action.user && action.user.id === actor.user.id)
    )
      throw new AppError("forbidden", "You may only sign yourself out everywhere.");
    switch (action.type) {
      case "invite": {
        const { row, created } = await insertAccount(db, action.account, action.role);
        // An invitation to an existing account changes nothing, and is recorded all the same (who tried, when).
        return created
          ? { user: row, changed: true, details: { role: action.role, existing_account: false } }
          : { user: row, changed: false, details: { role: action.role, existing_account: true } };
      }
      case "set_role": {
        const user = await subject(db, action.user);
        const previous = toRole(user.role);
        // An admin who demotes themselves may leave nobody able to undo it.
        if (self(user) && action.role !== "admin") throw new AppError("conflict", usersMessages.ownRole);
        if (action.role !== "admin") await keepAnAdmin(db, user);
        await setRole(db, user.id, action.role);
        return { user, changed: true, details: { previous_role: previous, role: action.role } };
      }
      case "deactivate": {
        const user = await subject(db, action.user);
        if (self(user)) throw new AppError("conflict", usersMessages.ownAccount);
        await keepAnAdmin(db, user);
        await setDeactivated(db, user.id, true);
        await endEverySession(db, user.id);
        return { user, changed: true, details: {} };
      }
      case "reactivate": {
        const user = await subject(db, action.user);
        await setDeactivated(db, user.id, false);
        return { user, changed: true, details: {} };
      }
      case "sign_out_everywhere": {
        const user = await subject(db, action.user);
        await endEverySession(db, user.id);
        return { user, changed: true, details: {} };
      }
    }
  }

  /**
   * The one function of every account-admin action. Refusals throw AppError: 404 `not_found` (no such
   * account) or 409 `conflict` (usersMessages.ownRole, ownAccount, lastAdmin).
   */
  async function administer(actor: AccountActor, action: AccountAction): Promise<AccountOutcome> {
    if (action.type === "invite" && action.sendInvitation && !deps.invitations) {
      throw new Error("This account admin cannot send invitations.");
    }
    const { user, changed } = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${accountAdminLock})`);
      const applied = await apply(tx, actor, action);
      const after = await subject(tx, { id: applied.user.id });
      // The boot's own invitations (the seed, INITIAL_ADMIN_EMAIL) run at every start: only a change is news.
      const routine = !applied.changed && (actor.kind === "seed" || actor.kind === "initial_admin_email");
      if (!routine)
        await recordAudit(tx, {
          action: eventNames[action.type],
          actor: actorParty(actor),
          subject: accountParty(applied.user),
          ...("client" in actor ? { client: actor.client } : {}),
          details: applied.details,
        });
      return { user: after, changed: applied.changed };
    });
    // Sent once the account is committed: a failed send leaves an account its person can still sign in to.
    if (action.type === "invite" && changed && action.sendInvitation && deps.invitations && "email" in action.account) {
      const { messaging, baseUrl } = deps.invitations;
      await messaging.send(invitationEmail(user.email, inviterName(actor), action.role, baseUrl));
    }
    return { user, changed };
  }

  return { administer };
}

/** Sessions end and so does every OpenID token issued for the person (openid-token-revocation.ts). */
async function endEverySession(db: Db, userId: string): Promise<void> {
  await deleteSessions(db, userId);
  await revokeOpenIdTokens(db, userId, new Date());
}
