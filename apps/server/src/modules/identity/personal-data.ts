import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  accounts,
  agentResponseDaily,
  agentResponses,
  auditEvents,
  battingCageAssignees,
  battingCageAssignments,
  battingCageConfigurations,
  battingCageConversations,
  battingCagePracticeScores,
  battingCageTranscriptEntries,
  callRecords,
  identityEvents,
  identityLimits,
  oauthConsents,
  outboxMessages,
  passkeys,
  sessions,
  signInTokenBindings,
  users,
  verifications,
  type Db,
} from "@dugout/db";
import { auditActions, auditSystemActors } from "@dugout/contracts/audit";
import { usersMessages } from "@dugout/contracts/users";
import { scrubAuditEvents } from "../../audit/maintenance";
import { recordAudit, type AuditBy } from "../../audit/record";
import { AppError, notFound } from "../../errors";
import { accountAdminLock } from "./account-admin";
import { accountParty } from "./audit-party";
import {
  deleteSessions,
  findAccount,
  isActiveAdmin,
  otherActiveAdmins,
  type AccountRef,
  type AccountRow,
} from "./account-store";
import { accountStatus } from "./account-listing";
import { revokeOpenIdTokens } from "./methods/openid/openid-token-revocation";
import { isPlaceholderEmail } from "./placeholder-emails";
import { toRole } from "./users";

/**
 * An employee's personal data (docs/privacy.md): everything Dugout holds about one person, exported as one
 * JSON document, or erased. Erasure deletes the account and what only concerns the person, and keeps what the
 * team's figures need without the person in it: a practice call's or sales call's scores stay (team averages),
 * their identity and their own words (transcripts, evidence quotes, feedback) go; agent usage counts stay under
 * a pseudonym of their own.
 */

/** Who is erased: the identifiers searched for across the tables. */
interface Person {
  user: AccountRow;
  email: string | null;
  phone: string | null;
  name: string | null;
}

function personOf(user: AccountRow): Person {
  const name = user.name.trim();
  return {
    user,
    email: isPlaceholderEmail(user.email) ? null : user.email.toLowerCase(),
    phone: user.phoneNumber,
    // A phone-only account's name defaults to its number; a one-letter name would match too much text.
    name: name.length >= 3 && name !== user.phoneNumber ? name : null,
  };
}

/** The person's sales calls: theirs by email, or by rep name (how Gong and imports name a rep). */
function callsOf(person: Person): SQL {
  const conditions: SQL[] = [];
  if (person.email) conditions.push(sql`lower(${callRecords.userEmail}) = ${person.email}`);
  if (person.name) conditions.push(sql`lower(${callRecords.rep}) = ${person.name.toLowerCase()}`);
  return conditions.length ? (or(...conditions) ?? sql`false`) : sql`false`;
}

const agentUsageOf = (person: Person, column: typeof agentResponses.userEmail | typeof agentResponseDaily.userEmail) =>
  person.email ? sql`lower(${column}) = ${person.email}` : sql`false`;

/** Text that names the person: their email or phone number anywhere in it. */
function mentions(column: SQL | typeof verifications.value, person: Person): SQL {
  const needles = [person.email, person.phone].filter((value): value is string => Boolean(value));
  if (!needles.length) return sql`false`;
  return or(...needles.map((needle) => sql`position(${needle} in lower(${column}::text)) > 0`)) ?? sql`false`;
}

const eventsOf = (person: Person): SQL =>
  or(
    eq(identityEvents.userId, person.user.id),
    mentions(sql`${identityEvents.email}`, person),
    mentions(sql`${identityEvents.details}`, person),
  ) ?? sql`false`;

/** The audit events where the person acted or was acted on: by user id, or by their email or phone as a label. */
function auditEventsOf(person: Person): SQL {
  const identifiers = [person.email, person.phone].filter((value): value is string => Boolean(value));
  const byLabel = identifiers.flatMap((identifier) => [
    sql`lower(${auditEvents.actorLabel}) = ${identifier.toLowerCase()}`,
    sql`lower(${auditEvents.subjectLabel}) = ${identifier.toLowerCase()}`,
  ]);
  return (
    or(eq(auditEvents.actorUserId, person.user.id), eq(auditEvents.subjectUserId, person.user.id), ...byLabel) ??
    sql`false`
  );
}

async function findPerson(db: Db, ref: AccountRef): Promise<Person> {
  const user = await findAccount(db, ref);
  if (!user) throw notFound("User");
  return personOf(user);
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * Everything Dugout holds about the person, secrets left out (passwords, tokens, keys). The export itself is
 * recorded in the audit trail (after the document is read, so it is not in it).
 */
export async function exportPersonalData(db: Db, ref: AccountRef, by: AuditBy, now = new Date()) {
  const person = await findPerson(db, ref);
  const document = await readPersonalData(db, person, now);
  await recordAudit(db, { action: auditActions.userDataExported, ...by, subject: accountParty(person.user) });
  return document;
}

async function readPersonalData(db: Db, person: Person, now: Date) {
  const { user } = person;
  const conversations = await db
    .select()
    .from(battingCageConversations)
    .where(eq(battingCageConversations.userId, user.id))
    .orderBy(asc(battingCageConversations.createdAt));
  const ids = conversations.map((row) => row.id);
  const entries = ids.length
    ? await db
        .select()
        .from(battingCageTranscriptEntries)
        .where(inArray(battingCageTranscriptEntries.conversationId, ids))
        .orderBy(asc(battingCageTranscriptEntries.position))
    : [];
  const scores = ids.length
    ? await db.select().from(battingCagePracticeScores).where(inArray(battingCagePracticeScores.conversationId, ids))
    : [];
  const [signInMethods, sessionRows, passkeyRows, consents, events, audit, responses, daily, calls] = await Promise.all(
    [
      db.select().from(accounts).where(eq(accounts.userId, user.id)),
      db.select().from(sessions).where(eq(sessions.userId, user.id)),
      db.select().from(passkeys).where(eq(passkeys.userId, user.id)),
      db.select().from(oauthConsents).where(eq(oauthConsents.userId, user.id)),
      db.select().from(identityEvents).where(eventsOf(person)).orderBy(asc(identityEvents.occurredAt)),
      db.select().from(auditEvents).where(auditEventsOf(person)).orderBy(asc(auditEvents.at)),
      db.select().from(agentResponses).where(agentUsageOf(person, agentResponses.userEmail)),
      db.select().from(agentResponseDaily).where(agentUsageOf(person, agentResponseDaily.userEmail)),
      db.select().from(callRecords).where(callsOf(person)).orderBy(asc(callRecords.date)),
    ],
  );
  return {
    format: "dugout-personal-data/1",
    exported_at: now.toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: person.email,
      phone_number: user.phoneNumber,
      phone_number_verified: user.phoneNumberVerified,
      role: toRole(user.role),
      status: accountStatus(user),
      created_at: iso(user.createdAt),
      last_sign_in_at: iso(user.lastSignInAt),
    },
    // The provider and its account id only: passwords and provider tokens are secrets, not the person's data.
    sign_in_methods: signInMethods.map((row) => ({
      provider: row.providerId,
      account_id: row.providerId === "credential" ? null : row.accountId,
      has_password: row.password !== null,
      created_at: iso(row.createdAt),
    })),
    sessions: sessionRows.map((row) => ({
      created_at: iso(row.createdAt),
      expires_at: iso(row.expiresAt),
      ip_address: row.ipAddress,
      user_agent: row.userAgent,
    })),
    passkeys: passkeyRows.map((row) => ({
      name: row.name,
      device_type: row.deviceType,
      created_at: iso(row.createdAt),
    })),
    openid_consents: consents.map((row) => ({
      client_id: row.clientId,
      scopes: row.scopes,
      created_at: iso(row.createdAt),
    })),
    sign_in_events: events.map((row) => ({
      name: row.name,
      source: row.source,
      email: row.email,
      details: row.details,
      ip_address: row.ipAddress,
      occurred_at: iso(row.occurredAt),
    })),
    // The audit trail's events where they acted or were acted on (sign-ins, role changes, ...).
    audit_events: audit.map((row) => ({
      at: iso(row.at),
      action: row.action,
      actor: row.actorLabel,
      subject: row.subjectLabel,
      ip_address: row.ip,
      user_agent_family: row.userAgentFamily,
      details: row.details,
    })),
    practice_calls: conversations.map((row) => {
      const score = scores.find((candidate) => candidate.conversationId === row.id);
      return {
        id: row.id,
        status: row.status,
        started_at: iso(row.createdAt),
        ended_at: iso(row.endedAt),
        duration_ms: row.durationMs,
        user_data: row.userData,
        configuration: row.configuration,
        transcript: entries
          .filter((entry) => entry.conversationId === row.id)
          .map((entry) => ({ role: entry.role, text: entry.text })),
        score: score
          ? {
              status: score.status,
              total: score.total,
              categories: score.categories,
              evidence: score.evidence,
              feedback: score.feedback,
              scored_at: iso(score.scoredAt),
            }
          : null,
      };
    }),
    agent_usage: {
      responses: responses.map((row) => ({ agent: row.agent, responded_at: iso(row.respondedAt) })),
      daily: daily.map((row) => ({ agent: row.agent, day: row.day, count: row.count })),
    },
    sales_calls: calls.map((row) => {
      const { companySearch: _search, createdAt, updatedAt, scoredAt, date, ...call } = row;
      return {
        ...call,
        date: iso(date),
        scored_at: iso(scoredAt),
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
      };
    }),
  };
}

/** What the erasure changed, table by table (rows deleted or anonymised). */
export type ErasureSummary = Record<string, number>;

/**
 * Erases the person. Refused like a deactivation: 404 without the account, 409 for the caller's own account or
 * the last active admin. Runs under the account-admin lock, in one transaction: all of it or nothing, the
 * audit event of the erasure included.
 */
export async function erasePersonalData(db: Db, ref: AccountRef, by: AuditBy): Promise<ErasureSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${accountAdminLock})`);
    const person = await findPerson(tx, ref);
    const { user } = person;
    if (by.actor.userId === user.id) throw new AppError("conflict", usersMessages.ownErasure);
    if (isActiveAdmin(user) && (await otherActiveAdmins(tx, user.id)) === 0) {
      throw new AppError("conflict", usersMessages.lastAdmin);
    }
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    const summary: ErasureSummary = {};

    // Signed out everywhere first (the deletion below would cascade, but this states it).
    summary.sessions = await deleteSessions(tx, user.id);
    summary.openid_tokens = await revokeOpenIdTokens(tx, user.id, new Date());

    // Practice calls: the score stays for the team's averages; who called and what was said go.
    const conversations = await tx
      .update(battingCageConversations)
      .set({
        userId: "erased",
        userData: { name: { first_name: null, last_name: null }, providers: [] },
      })
      .where(eq(battingCageConversations.userId, user.id))
      .returning({ id: battingCageConversations.id });
    summary.practice_calls = conversations.length;
    const ids = conversations.map((row) => row.id);
    if (ids.length) {
      summary.transcript_entries = await count(
        tx
          .delete(battingCageTranscriptEntries)
          .where(inArray(battingCageTranscriptEntries.conversationId, ids))
          .returning({ id: battingCageTranscriptEntries.conversationId }),
      );
      await tx
        .update(battingCagePracticeScores)
        .set({ evidence: null, feedback: null })
        .where(inArray(battingCagePracticeScores.conversationId, ids));
    }
    await tx
      .update(battingCageConfigurations)
      .set({ userId: null, userFullName: null })
      .where(eq(battingCageConfigurations.userId, user.id));
    // Practice assignments: the person leaves every assignment; those they made forget who made them.
    await tx.delete(battingCageAssignees).where(eq(battingCageAssignees.userId, user.id));
    await tx
      .update(battingCageAssignments)
      .set({ createdBy: null, createdByName: "" })
      .where(eq(battingCageAssignments.createdBy, user.id));

    // Sales calls: scores stay (team averages, without a rep); the rep, the recording link and the words go.
    summary.sales_calls = await count(
      tx
        .update(callRecords)
        .set({ rep: null, userEmail: null, gongUrl: null, transcript: null, evidence: null, feedback: null })
        .where(callsOf(person))
        .returning({ id: callRecords.gongCallId }),
    );

    // Agent usage: the counts stay under a pseudonym of this erasure, so team totals and user counts hold.
    const pseudonym = `erased-${randomUUID()}`;
    summary.agent_responses = await count(
      tx
        .update(agentResponses)
        .set({ userEmail: pseudonym })
        .where(agentUsageOf(person, agentResponses.userEmail))
        .returning({ id: agentResponses.id }),
    );
    if (person.email) {
      // Merged per agent and day: two spellings of one address would otherwise collide on the key.
      await tx.execute(sql`
        insert into agent_response_daily (agent, day, user_email, count)
        select agent, day, ${pseudonym}, sum(count)::int from agent_response_daily
        where lower(user_email) = ${person.email} group by agent, day`);
      await tx.delete(agentResponseDaily).where(agentUsageOf(person, agentResponseDaily.userEmail));
    }

    // The audit trail keeps its events (someone did this, then) without the person in them: their label becomes
    // "erased"; where they acted, the client address and browser go too (audit/maintenance.ts).
    summary.audit_events = await scrubAuditEvents(tx, {
      userId: user.id,
      identifiers: [person.email, person.phone].filter((value): value is string => Boolean(value)),
    });
    // Sign-in traces: events, pending links and codes, abuse counters, bindings, sent messages.
    summary.sign_in_events = await count(
      tx.delete(identityEvents).where(eventsOf(person)).returning({ id: identityEvents.id }),
    );
    await tx
      .delete(verifications)
      .where(or(mentions(sql`${verifications.identifier}`, person), mentions(sql`${verifications.value}`, person)));
    await tx.delete(identityLimits).where(mentions(sql`${identityLimits.key}`, person));
    if (person.email)
      await tx.delete(signInTokenBindings).where(sql`lower(${signInTokenBindings.email}) = ${person.email}`);
    const nameInMessage = person.name
      ? sql`position(${person.name.toLowerCase()} in lower(concat_ws(' ', ${outboxMessages.subject}, ${outboxMessages.text}, ${outboxMessages.html}))) > 0`
      : sql`false`;
    summary.messages = await count(
      tx
        .delete(outboxMessages)
        .where(
          or(
            mentions(sql`${outboxMessages.to}`, person),
            mentions(
              sql`concat_ws(' ', ${outboxMessages.subject}, ${outboxMessages.text}, ${outboxMessages.html})`,
              person,
            ),
            nameInMessage,
          ),
        )
        .returning({ id: outboxMessages.id }),
    );

    // The account last: sign-in methods, passkeys, OpenID consents and tokens go with it (foreign-key cascades).
    await tx.delete(users).where(and(eq(users.id, user.id)));
    summary.account = 1;
    await recordAudit(tx, {
      action: auditActions.userErased,
      ...by,
      subject: { userId: user.id, label: auditSystemActors.erased },
      details: { erased: summary },
    });
    return summary;
  });
}
