import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { appSettings, type Db } from "@dugout/db";
import { isActiveAdmin } from "./account-store";
import type { Identity } from "./identity";

/**
 * INITIAL_ADMIN_EMAIL: the first admin of a real install, invited when the app is ready, through the
 * account-admin function like any invitation (the admin role, the "You are invited to Dugout" email, an
 * audit event naming `initial_admin_email` as the actor).
 *
 * Once per address: a marker in app_settings keeps later boots from inviting again (even if the account
 * is deleted since). Instances booting at once on one database are taken one at a time by the
 * account-admin lock: the first invites, the others find the account. An existing account is left as it
 * is (an invitation never changes one); the log says how to make it an admin.
 */
export async function inviteInitialAdmin(
  identity: Identity,
  db: Db,
  email: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!email) return;
  const marker = `initial-admin:${email}`;
  const done = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, marker));
  if (done.length > 0) return;
  try {
    const outcome = await identity.administer(
      { kind: "initial_admin_email" },
      { type: "invite", account: { email }, role: "admin", sendInvitation: true },
    );
    if (outcome.changed) log.info(`INITIAL_ADMIN_EMAIL: invited ${email} as an admin.`);
    else if (isActiveAdmin(outcome.user)) log.info(`INITIAL_ADMIN_EMAIL: ${email} is an admin already.`);
    else {
      log.warn(
        `INITIAL_ADMIN_EMAIL: ${email} already has an account; it was left as it is (npm run user -- set-role ${email} admin makes it an admin).`,
      );
    }
  } catch (error) {
    // The app serves anyway (no marker: the next boot tries again); the operator reads what to do.
    log.error(
      { err: error },
      `INITIAL_ADMIN_EMAIL: ${email} could not be invited; npm run user -- create ${email} --role admin makes the account.`,
    );
    return;
  }
  await db
    .insert(appSettings)
    .values({ key: marker, value: { invitedAt: new Date().toISOString() } })
    .onConflictDoNothing();
}
