import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditEvents, users } from "@dugout/db";
import { createTestApp, type TestApp } from "../../test/harness";
import { captureMessaging } from "./test-kit";

/**
 * INITIAL_ADMIN_EMAIL: the first admin of a real install, invited once when the app first boots, through
 * the same account-admin function as every invitation (an email, the admin role, an audit event).
 */
const address = "first.admin@company.example";
const env = { INITIAL_ADMIN_EMAIL: "First.Admin@Company.example" };
/** Each test boots several apps (seconds each on a busy machine). */
const severalApps = 180_000;
const opened: TestApp[] = [];
afterEach(async () => {
  // Instances sharing a database first, then the one that owns it.
  for (const t of opened.reverse()) await t.close();
  opened.length = 0;
});
async function boot(options: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const t = await createTestApp(options);
  opened.push(t);
  return t;
}
const accounts = (t: TestApp) =>
  t.database.db
    .select({ role: users.role, lastSignInAt: users.lastSignInAt })
    .from(users)
    .where(eq(users.email, address));
const invitations = (t: TestApp) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectLabel, address));

describe("INITIAL_ADMIN_EMAIL", () => {
  it(
    "invites that address as an admin at the first boot, by email, with an audit event",
    async () => {
      const mail = captureMessaging();
      const t = await boot({ messaging: mail, env });
      expect(await accounts(t)).toEqual([{ role: "admin", lastSignInAt: null }]);
      const sent = mail.sent.filter((message) => message.to === address);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe("You are invited to Dugout");
      expect(sent[0]?.text).toContain("invited you to Dugout as an admin");
      expect(await invitations(t)).toEqual([
        expect.objectContaining({
          action: "user.invited",
          actorLabel: "INITIAL_ADMIN_EMAIL",
          details: { role: "admin", existing_account: false },
        }),
      ]);
    },
    severalApps,
  );

  it(
    "invites once: not again at a restart, nor when several instances boot at once",
    async () => {
      const mail = captureMessaging();
      const first = await boot({ messaging: mail });
      const together = await Promise.all(
        [1, 2, 3].map(() => createTestApp({ messaging: mail, env, shareDatabaseWith: first })),
      );
      opened.push(...together);
      opened.push(await createTestApp({ messaging: mail, env, shareDatabaseWith: first }));
      expect(mail.sent.filter((message) => message.to === address)).toHaveLength(1);
      expect(await accounts(first)).toHaveLength(1);
      expect(await invitations(first)).toHaveLength(1);
    },
    severalApps,
  );

  it(
    "boots without failing or changing anything when the account exists, and says what to do",
    async () => {
      const mail = captureMessaging();
      const first = await boot({ messaging: mail });
      await first.signIn({ email: address });
      let logged = "";
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged += chunk.toString();
          done();
        },
      });
      await boot({ messaging: mail, env, shareDatabaseWith: first, logStream });
      expect(await accounts(first)).toEqual([expect.objectContaining({ role: "user" })]);
      expect(mail.sent.filter((message) => message.to === address)).toHaveLength(0);
      expect(logged).toContain(
        `INITIAL_ADMIN_EMAIL: ${address} already has an account; it was left as it is (npm run user -- set-role ${address} admin makes it an admin).`,
      );
    },
    severalApps,
  );

  it("refuses a malformed address at boot", async () => {
    await expect(createTestApp({ env: { INITIAL_ADMIN_EMAIL: "not an address" } })).rejects.toThrow(
      /INITIAL_ADMIN_EMAIL/,
    );
  });
});
