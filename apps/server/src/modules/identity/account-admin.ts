import { sql } from "drizzle-orm";
import { identityEvents, type Db } from "@dugout/db";
import { userAdminEvents, usersMessages, type UserAdminActor } from "@dugout/contracts/users";
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
import { invitationEmail } from "./emails";
import type { EventDetails } from "./events";
import { revokeOpenIdTokens } from "./openid-token-revocation";
import { toRole, type RoleName } from "./users";

/**
 * Every account-admin action goes through `administer`, whoever asks: the Users page's API, the command
 * line, the seed and INITIAL_ADMIN_EMAIL at the first boot. One place for the rules (an invitation never
 * changes an existing account; an admin keeps their own role and account; there is always an active
 * admin left) and for the audit event, written in the same transaction as the change.
 */

export type AccountActor =
  | { kind: "admin"; user: { id: string; name: string; email: string }; ip: string }
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
  invite: userAdminEvents.invited,
  set_role: userAdminEvents.roleChanged,
  deactivate: userAdminEvents.deactivated,
  reactivate: userAdminEvents.reactivated,
  sign_out_everywhere: userAdminEvents.signedOutEverywhere,
} as const satisfies Record<AccountAction["type"], string>;

const actorDetails = (actor: AccountActor): EventDetails => ({
  actor: actor.kind,
  actor_id: actor.kind === "admin" ? actor.user.id : null,
});

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

  /** Runs one action under the lock; returns the subject and the details of its audit event (none: no change). */
  async function apply(
    db: Db,
    actor: AccountActor,
    action: AccountAction,
  ): Promise<{ user: AccountRow; details?: EventDetails }> {
    const self = (user: AccountRow) => actor.kind === "admin" && actor.user.id === user.id;
    switch (action.type) {
      case "invite": {
        const { row, created } = await insertAccount(db, action.account, action.role);
        return created ? { user: row, details: { role: action.role } } : { user: row };
      }
      case "set_role": {
        const user = await subject(db, action.user);
        const previous = toRole(user.role);
        // An admin who demotes themselves may leave nobody able to undo it.
        if (self(user) && action.role !== "admin") throw new AppError("conflict", usersMessages.ownRole);
        if (action.role !== "admin") await keepAnAdmin(db, user);
        await setRole(db, user.id, action.role);
        return { user, details: { previous_role: previous, role: action.role } };
      }
      case "deactivate": {
        const user = await subject(db, action.user);
        if (self(user)) throw new AppError("conflict", usersMessages.ownAccount);
        await keepAnAdmin(db, user);
        await setDeactivated(db, user.id, true);
        await endEverySession(db, user.id);
        return { user, details: {} };
      }
      case "reactivate": {
        const user = await subject(db, action.user);
        await setDeactivated(db, user.id, false);
        return { user, details: {} };
      }
      case "sign_out_everywhere": {
        const user = await subject(db, action.user);
        await endEverySession(db, user.id);
        return { user, details: {} };
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
    const { user, details } = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${accountAdminLock})`);
      const applied = await apply(tx, actor, action);
      const after = await subject(tx, { id: applied.user.id });
      if (applied.details) {
        await tx.insert(identityEvents).values({
          name: eventNames[action.type],
          source: "server",
          userId: applied.user.id,
          email: applied.user.email,
          details: { ...actorDetails(actor), ...applied.details },
          ipAddress: actor.kind === "admin" ? actor.ip : null,
        });
      }
      return { user: after, details: applied.details };
    });
    // Sent once the account is committed: a failed send leaves an account its person can still sign in to.
    if (action.type === "invite" && details && action.sendInvitation && deps.invitations && "email" in action.account) {
      const { messaging, baseUrl } = deps.invitations;
      await messaging.send(invitationEmail(user.email, inviterName(actor), action.role, baseUrl));
    }
    return { user, changed: details !== undefined };
  }

  return { administer };
}

/** Sessions end and so does every OpenID token issued for the person (openid-token-revocation.ts). */
async function endEverySession(db: Db, userId: string): Promise<void> {
  await deleteSessions(db, userId);
  await revokeOpenIdTokens(db, userId, new Date());
}

export type AccountAdmin = ReturnType<typeof createAccountAdmin>;
