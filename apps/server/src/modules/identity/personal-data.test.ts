import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "@dugout/contracts/defined";
import { auditActions } from "@dugout/contracts/audit";
import { usersMessages } from "@dugout/contracts/users";
import {
  accounts,
  agentResponseDaily,
  agentResponses,
  auditEvents,
  battingCageConfigurations,
  battingCageConversations,
  battingCagePracticeScores,
  battingCageTranscriptEntries,
  callRecords,
  identityEvents,
  identityLimits,
  outboxMessages,
  passkeys,
  rawRows,
  signInTokenBindings,
  users,
  verifications,
} from "@dugout/db";
import type { AppContext } from "../../context";
import { createAuth } from "../../auth";
import { findCommand } from "../../commands";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";

/**
 * An employee's data (docs/privacy.md): exported as one JSON document, or erased. The erasure is checked
 * table by table: afterwards no text or JSON column of any table in the public schema holds the person's
 * email, phone number, name or a phrase of their transcripts; their scores still count, without them.
 */
const person = {
  email: "quinn.erasmus@example.com",
  phone: "+12015550199",
  name: "Quinn Erasmus",
  phrase: "our sourdough starter is named Bartholomew",
};
/** Someone exported (and left in place): nothing of theirs is shared with the person erased below. */
const exportee = {
  email: "export.me@example.com",
  phone: "+12015550188",
  name: "Ellis Exported",
  phrase: "our croissants rise at dawn",
};
const secretHash = "scrypt-hash-that-must-never-leave";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ role: "admin", email: "privacy-admin@example.com", name: "Privacy Admin" });
});
afterAll(async () => {
  await t.close();
});

const commandContext = () =>
  ({
    config: t.config,
    database: t.database,
    auth: createAuth({ resolve: async () => null }),
  }) as unknown as AppContext;
const runUser = (...args: string[]) => defined(findCommand("user"), "the user command").run(commandContext(), { args });
const adminCall = (method: "GET" | "POST", url: string, headers = admin.headers) =>
  t.app.inject({ method, url, headers });

/** Gives the person data in every table that can hold some of theirs; returns their signed-in session. */
async function seedPerson(who: typeof person) {
  const signedIn = await t.signIn({ email: who.email, name: who.name });
  const userId = signedIn.user.id;
  const db = t.database.db;
  await db.update(users).set({ phoneNumber: who.phone, phoneNumberVerified: true }).where(eq(users.id, userId));
  await db.insert(accounts).values({ accountId: userId, providerId: "credential", userId, password: secretHash });
  await db.insert(passkeys).values({
    name: `${who.name}'s laptop`,
    publicKey: "public-key",
    userId,
    credentialID: `credential-${userId}`,
    counter: 0,
    deviceType: "multiDevice",
    backedUp: true,
  });
  await db.insert(identityEvents).values([
    {
      name: "sign_in",
      source: "server",
      userId,
      email: who.email,
      details: { method: "magic_link" },
      ipAddress: "198.51.100.4",
    },
    { name: "otp_sent", source: "server", email: null, details: { to: who.phone } },
  ]);
  // The audit trail: the command line acted on them, they (as an admin) acted on someone else, and a failed
  // sign-in named their phone number (no user id: the trail knew only what was typed).
  await db.insert(auditEvents).values([
    {
      action: auditActions.roleChanged,
      actorLabel: "command line",
      subjectUserId: userId,
      subjectLabel: who.email,
      details: { previous_role: null, role: "admin" },
    },
    {
      action: auditActions.deactivated,
      actorUserId: userId,
      actorLabel: who.email,
      subjectUserId: admin.user.id,
      subjectLabel: admin.user.email,
      ip: `198.51.100.${who.phone.slice(-2)}`,
      userAgentFamily: "Firefox",
    },
    {
      action: auditActions.signInFailed,
      actorLabel: who.phone,
      subjectLabel: who.phone,
      ip: `192.0.2.${who.phone.slice(-2)}`,
      details: { method: "phone_passcode", status: 401 },
    },
  ]);
  await db.insert(verifications).values({
    identifier: `sign-in-otp-${who.email}`,
    value: "hashed:0",
    expiresAt: new Date(Date.now() + 600_000),
  });
  await db.insert(identityLimits).values({ key: `send:to:${who.phone}`, count: 1 });
  await db.insert(signInTokenBindings).values({
    tokenDigest: `digest-${userId}`,
    email: who.email,
    expiresAt: new Date(Date.now() + 600_000),
  });
  await db
    .insert(outboxMessages)
    .values({ channel: "email", to: who.email, subject: "Sign in", text: `Hello ${who.name}` });
  await db.insert(battingCageConfigurations).values({ userId, userFullName: who.name, customInstructions: "" });
  const [conversation] = await db
    .insert(battingCageConversations)
    .values({
      userId,
      userData: {
        user_id: userId,
        name: {
          first_name: defined(who.name.split(" ")[0], "a first name"),
          last_name: who.name.split(" ")[1] ?? null,
        },
        providers: [],
      },
      configuration: { custom_instructions: "" } as never,
      status: "ended",
      transcriptLength: 2,
    })
    .returning();
  const conversationId = defined(conversation, "a conversation").id;
  await db.insert(battingCageTranscriptEntries).values([
    { conversationId, position: 0, role: "assistant", text: "Tell me about your bakery." },
    { conversationId, position: 1, role: "user", text: `Well, ${who.phrase}.` },
  ]);
  await db.insert(battingCagePracticeScores).values({
    conversationId,
    status: "scored",
    total: 72,
    categories: { discovery: 8 },
    evidence: { discovery: { lines: [who.phrase], suggestion: "Ask more." } } as never,
    feedback: `${who.name} said "${who.phrase}".`,
  });
  const call = {
    companyName: "Maple Street Bakery",
    date: new Date("2025-03-03T15:00:00Z"),
    score: 7.5,
    aceScore: 6,
    source: "import",
    scoredAt: new Date("2025-03-04T00:00:00Z"),
    scoredBy: "import",
  };
  await db.insert(callRecords).values([
    {
      ...call,
      gongCallId: `by-email-${userId}`,
      rep: who.name,
      userEmail: who.email,
      transcript: `Rep: ${who.phrase}`,
    },
    // Named by the rep alone, as an import without emails names them.
    { ...call, gongCallId: `by-name-${userId}`, rep: who.name.toUpperCase(), userEmail: null, feedback: who.phrase },
  ]);
  await db.insert(agentResponses).values([
    { agent: "dugout-assistant", userEmail: who.email, respondedAt: new Date("2025-03-03T10:00:00Z") },
    { agent: "dugout-assistant", userEmail: who.email.toUpperCase(), respondedAt: new Date("2025-03-03T11:00:00Z") },
  ]);
  await db.insert(agentResponseDaily).values([
    { agent: "dugout-assistant", day: "2025-03-03", userEmail: who.email, count: 1 },
    { agent: "dugout-assistant", day: "2025-03-03", userEmail: who.email.toUpperCase(), count: 1 },
  ]);
  return { signedIn, userId, conversationId };
}

/** Every (table, column) of the public schema whose values are text or JSON, arrays included. */
async function textColumns(): Promise<{ table_name: string; column_name: string }[]> {
  return rawRows(
    t.database.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        order by table_name, column_name`,
  );
}

/** Where a needle is still found, as "table.column". */
async function whereFound(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of await textColumns()) {
    const [row] = await rawRows<{ hits: number }>(
      t.database.db,
      sql`select count(*)::int as hits from ${sql.identifier(table)}
          where position(${needle.toLowerCase()} in lower(${sql.identifier(column)}::text)) > 0`,
    );
    if ((row?.hits ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe("an employee's data exported", () => {
  it("GET /api/users/:id/export answers one JSON download with everything Dugout holds, and no secret", async () => {
    const seeded = await seedPerson(exportee);
    const response = await adminCall("GET", `/api/users/${seeded.userId}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="dugout-user-${seeded.userId}.json"`);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).not.toContain(secretHash);
    const document = response.json<Record<string, unknown>>();
    expect(document).toMatchObject({
      format: "dugout-personal-data/1",
      account: { id: seeded.userId, name: exportee.name, email: exportee.email, phone_number: exportee.phone },
      sign_in_methods: [{ provider: "credential", account_id: null, has_password: true }],
      passkeys: [{ name: `${exportee.name}'s laptop` }],
      practice_calls: [
        {
          id: seeded.conversationId,
          transcript: [
            { role: "assistant", text: "Tell me about your bakery." },
            { role: "user", text: `Well, ${exportee.phrase}.` },
          ],
          score: { total: 72, feedback: `${exportee.name} said "${exportee.phrase}".` },
        },
      ],
    });
    expect(document.sessions).toHaveLength(1);
    expect(JSON.stringify(document.sessions)).not.toMatch(/token/i);
    // Two sign-in events; the audit trail's role change made to them, the deactivation they made, the failed
    // sign-in under their number (the export's own event is written after the document is read).
    expect((document.sign_in_events as unknown[]).length).toBe(2);
    expect((document.audit_events as { action: string }[]).map((event) => event.action).sort()).toEqual(
      [auditActions.deactivated, auditActions.roleChanged, auditActions.signInFailed].sort(),
    );
    expect(document.agent_usage).toMatchObject({ responses: [{}, {}], daily: [{ count: 1 }, { count: 1 }] });
    expect((document.sales_calls as { gongCallId: string }[]).map((call) => call.gongCallId).sort()).toEqual(
      [`by-email-${seeded.userId}`, `by-name-${seeded.userId}`].sort(),
    );
  });

  it("npm run user -- export <email|+phone> prints the same document", async () => {
    const output = await runUser("export", "+12015550188");
    const document = JSON.parse(String(output)) as { account: { email: string }; practice_calls: unknown[] };
    expect(document.account.email).toBe("export.me@example.com");
    expect(document.practice_calls).toHaveLength(1);
    await expect(runUser("export", "nobody@example.com")).rejects.toThrow("No user has the email nobody@example.com.");
  });
});

describe("an employee erased", () => {
  it("POST /api/users/:id/erase leaves no row anywhere with their email, phone, name or words; their scores still count", async () => {
    const bystander = await seedPerson({
      email: "stays@example.com",
      phone: "+12015550177",
      name: "Robin Staying",
      phrase: "the bystander's own words",
    });
    const seeded = await seedPerson(person);
    const totalsBefore = await agentTotals();
    const response = await adminCall("POST", `/api/users/${seeded.userId}/erase`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ erased: Record<string, number> }>().erased).toMatchObject({
      account: 1,
      practice_calls: 1,
      transcript_entries: 2,
      sales_calls: 2,
      agent_responses: 2,
      sessions: 1,
    });

    for (const needle of [person.email, person.phone, person.name, "Erasmus", person.phrase]) {
      expect(await whereFound(needle), needle).toEqual([]);
    }
    // Signed out: the session is gone.
    expect(await t.app.identity.sessionUser(new Headers(seeded.signedIn.headers))).toBeNull();
    // Scores stay for the team's figures, without the person.
    const [score] = await t.database.db
      .select()
      .from(battingCagePracticeScores)
      .where(eq(battingCagePracticeScores.conversationId, seeded.conversationId));
    expect(score).toMatchObject({ total: 72, evidence: null, feedback: null });
    const calls = await t.database.db
      .select({ rep: callRecords.rep, score: callRecords.score })
      .from(callRecords)
      .where(sql`${callRecords.gongCallId} like ${`%-${seeded.userId}`}`);
    expect(calls).toHaveLength(2);
    expect(calls.every((call) => call.rep === null && call.score !== null)).toBe(true);
    expect(await agentTotals()).toEqual(totalsBefore);
    // The audit trail keeps its events, naming the person "erased": where they acted, without their client
    // address and browser; where they were acted on, the actor's address stays. The erasure itself is recorded.
    const audit = await t.database.db.select().from(auditEvents);
    const theirs = audit.filter((row) => row.actorUserId === seeded.userId || row.subjectUserId === seeded.userId);
    expect(theirs.map((row) => [row.action, row.actorLabel, row.subjectLabel]).sort()).toEqual(
      [
        [auditActions.roleChanged, "command line", "erased"],
        [auditActions.deactivated, "erased", admin.user.email],
        [auditActions.userErased, admin.user.email, "erased"],
      ].sort(),
    );
    expect(theirs.find((row) => row.action === auditActions.deactivated)).toMatchObject({
      ip: null,
      userAgentFamily: null,
    });
    expect(audit.find((row) => row.action === auditActions.signInFailed && row.actorLabel === "erased")).toMatchObject({
      subjectLabel: "erased",
      ip: null,
    });
    expect(audit.some((row) => row.ip === "198.51.100.99")).toBe(false);
    // The bystander's events keep their addresses.
    expect(audit.some((row) => row.ip === "198.51.100.77")).toBe(true);

    // Someone else's data is untouched.
    for (const needle of ["stays@example.com", "+12015550177", "Robin Staying", "the bystander's own words"]) {
      expect((await whereFound(needle)).length, needle).toBeGreaterThan(0);
    }
    expect(await t.app.identity.sessionUser(new Headers(bystander.signedIn.headers))).not.toBeNull();
    expect((await adminCall("GET", `/api/users/${seeded.userId}/export`)).statusCode).toBe(404);
  });

  it("is refused for the admin's own account, and for an unknown id", async () => {
    const own = await adminCall("POST", `/api/users/${admin.user.id}/erase`);
    expect(own.statusCode).toBe(409);
    expect(errorOf(own)).toEqual({ code: "conflict", message: usersMessages.ownErasure });
    const unknown = await adminCall("POST", "/api/users/00000000-0000-4000-8000-000000000000/erase");
    expect(unknown.statusCode).toBe(404);
  });

  it("npm run user -- erase refuses the last active admin and erases anyone else", async () => {
    // The only other admin leaves: the remaining one is the last.
    await t.database.db
      .update(users)
      .set({ role: null })
      .where(sql`${users.role} = 'admin' and ${users.id} <> ${admin.user.id}`);
    await expect(runUser("erase", "privacy-admin@example.com")).rejects.toThrow(usersMessages.lastAdmin);
    expect((await t.database.db.select().from(users).where(eq(users.id, admin.user.id))).length).toBe(1);

    await seedPerson({
      email: "cli.erased@example.com",
      phone: "+12015550166",
      name: "Casey Clierased",
      phrase: "a phrase of the CLI",
    });
    const output = String(await runUser("erase", "+12015550166"));
    expect(output).toContain("Erased +12015550166");
    for (const needle of ["cli.erased@example.com", "+12015550166", "Casey Clierased", "a phrase of the CLI"]) {
      expect(await whereFound(needle), needle).toEqual([]);
    }
  });
});

async function agentTotals() {
  const [responses] = await rawRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from agent_responses`,
  );
  const [daily] = await rawRows<{ count: number }>(
    t.database.db,
    sql`select coalesce(sum(count), 0)::int as count from agent_response_daily`,
  );
  return { responses: responses?.count, daily: daily?.count };
}
