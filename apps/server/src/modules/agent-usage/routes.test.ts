import { defined } from "@dugout/contracts/defined";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentApiKeys, agentResponses } from "@dugout/db";
import { usageStatsResponseSchema } from "@dugout/contracts/usage";
import type { AppContext } from "../../context";
import { CommandUsageError } from "../../command";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { agentKeyCommand } from "./commands";
import { hashKey, rebuildDailyCounts, usageStats } from "./repository";
import { agentUsageSeedStep } from "./seed";

let t: TestApp;
let user: Record<string, string>;
let key: string;

const post = (body: unknown, apiKey: string | null = key, agent = "eugene") =>
  t.app.inject({
    method: "POST",
    url: `/api/agents/${agent}/responses`,
    headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
    payload: body as Record<string, unknown>,
  });
const stats = (query: string, headers = user) =>
  t.app.inject({ method: "GET", url: `/api/eugene_data/stats?${query}`, headers });
const ctx = () => ({ config: t.config, database: t.database }) as unknown as AppContext;

beforeAll(async () => {
  t = await createTestApp();
  user = (await t.signIn({ role: "rep" })).headers;
  const output = await agentKeyCommand.run(ctx(), { args: ["create", "eugene"] });
  key = defined(output.split("\n")[1], "the printed agent key");
});
afterAll(async () => {
  await t.close();
});

describe("agent-key command", () => {
  it("stores only the key's hash and prints the key once", async () => {
    expect(key).toMatch(/^dga_eugene_[A-Za-z0-9_-]{32}$/);
    const rows = await t.database.db.select().from(agentApiKeys);
    expect(rows.map((row) => row.keyHash)).toContain(hashKey(key));
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it("refuses bad agent names and unknown actions", async () => {
    await expect(agentKeyCommand.run(ctx(), { args: ["create", "Bad Name"] })).rejects.toBeInstanceOf(
      CommandUsageError,
    );
    await expect(agentKeyCommand.run(ctx(), { args: ["rotate"] })).rejects.toThrow(/Usage/);
    await expect(agentKeyCommand.run(ctx(), { args: ["revoke", "dga_nope"] })).rejects.toThrow("No live key");
  });
});

describe("POST /api/agents/{agent}/responses", () => {
  it("counts a response reported with the agent's key, once per external id, without a CSRF token", async () => {
    const first = await post({
      user_email: "Counted@Example.com",
      external_id: "r-1",
      responded_at: "2025-06-03T10:00:00Z",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ created: true });
    const again = await post({ user_email: "counted@example.com", external_id: "r-1" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json<{ id: string }>().id, created: false });
  });

  it("refuses a missing, wrong, revoked or other agent's key", async () => {
    expect((await post({ user_email: "a@example.com" }, null)).statusCode).toBe(401);
    expect((await post({ user_email: "a@example.com" }, "dga_eugene_wrong")).statusCode).toBe(401);
    const other = defined(
      (await agentKeyCommand.run(ctx(), { args: ["create", "ravi"] })).split("\n")[1],
      "the printed agent key",
    );
    expect((await post({ user_email: "a@example.com" }, other)).statusCode).toBe(401);
    expect((await post({ user_email: "a@example.com" }, other, "ravi")).statusCode).toBe(201);
    const prefix = other.slice(0, "dga_ravi_".length + 6);
    expect(await agentKeyCommand.run(ctx(), { args: ["revoke", prefix] })).toBe("Revoked 1 key(s).");
    const revoked = await post({ user_email: "a@example.com" }, other, "ravi");
    expect(revoked.statusCode).toBe(401);
    expect(errorOf(revoked)).toEqual({
      code: "unauthenticated",
      message: "A valid API key for this agent is required.",
    });
  });

  it.each<[Record<string, string>, string]>([
    [{}, "missing email"],
    [{ user_email: "not-an-email" }, "bad email"],
    [{ user_email: "a@example.com", responded_at: "yesterday" }, "bad date"],
    [{ user_email: "a@example.com", external_id: "" }, "empty external id"],
  ])("rejects %j (%s)", async (body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe("validation_failed");
  });

  it("rejects a future date, and a malformed agent name (no key can be for it)", async () => {
    expect((await post({ user_email: "a@example.com", responded_at: "2999-01-01T00:00:00Z" })).statusCode).toBe(400);
    expect((await post({ user_email: "a@example.com" }, key, "Not_An_Agent")).statusCode).toBe(401);
  });
});

describe("GET /api/eugene_data/stats", () => {
  beforeAll(async () => {
    await t.database.db.delete(agentResponses);
    const at = (iso: string, email: string) => ({ agent: "eugene", userEmail: email, respondedAt: new Date(iso) });
    await t.database.db.insert(agentResponses).values([
      at("2025-06-01T10:00:00Z", "a@example.com"),
      at("2025-06-02T10:00:00Z", "b@example.com"),
      at("2025-06-02T11:00:00Z", "b@example.com"),
      at("2025-06-03T23:30:00Z", "a@example.com"), // 4 June in Paris
      at("2025-06-03T12:00:00Z", "c@example.com"),
      { agent: "other", userEmail: "a@example.com", respondedAt: new Date("2025-06-02T10:00:00Z") },
    ]);
    await rebuildDailyCounts(t.database.db, "eugene");
  });

  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/eugene_data/stats" })).statusCode).toBe(401);
  });

  it("counts responses per user in the range, most first, this agent only", async () => {
    const response = await stats("start_date=2025-06-01&end_date=2025-06-03");
    expect(response.statusCode).toBe(200);
    const body = usageStatsResponseSchema.parse(response.json());
    expect(body.data).toEqual([
      { user_email: "a@example.com", count: 2 },
      { user_email: "b@example.com", count: 2 },
      { user_email: "c@example.com", count: 1 },
    ]);
    const narrower = usageStatsResponseSchema.parse((await stats("start_date=2025-06-02&end_date=2025-06-02")).json());
    expect(narrower.data).toEqual([{ user_email: "b@example.com", count: 2 }]);
  });

  it("counts days in the viewer's time zone", async () => {
    const paris = usageStatsResponseSchema.parse(
      (await stats("start_date=2025-06-03&end_date=2025-06-03&tz=Europe/Paris")).json(),
    );
    expect(paris.data).toEqual([{ user_email: "c@example.com", count: 1 }]);
  });

  it("defaults to the last 30 days", async () => {
    const body = usageStatsResponseSchema.parse((await stats("")).json());
    expect(body.status).toBe("ok");
    expect(body.data).toEqual([]);
  });

  it.each([
    "start_date=2025-06-05&end_date=2025-06-01",
    "start_date=2025-02-30",
    "end_date=06/01/2025",
    "tz=Nowhere/Land",
  ])("rejects %s with 400", async (query) => {
    const response = await stats(query);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe("validation_failed");
  });

  it("rejects a start after the default end", async () => {
    const response = await stats("start_date=2999-01-01");
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe("Start date must not be after end date.");
  });

  it("follows the configured agent name", async () => {
    const ravi = await createTestApp({ env: { AGENT_NAME: "ravi" } });
    try {
      const headers = (await ravi.signIn({ role: "rep" })).headers;
      expect((await ravi.app.inject({ method: "GET", url: "/api/ravi_data/stats", headers })).statusCode).toBe(200);
      expect((await ravi.app.inject({ method: "GET", url: "/api/eugene_data/stats", headers })).statusCode).toBe(404);
    } finally {
      await ravi.close();
    }
  });

  it("splits a window into whole days from the daily counts and edge hours from the responses, exactly", async () => {
    const { db } = t.database;
    await db.delete(agentResponses);
    // Responses every 97 minutes over 40 days from three users, recorded through the endpoint's own path.
    const start = Date.parse("2025-03-01T00:00:00Z");
    const rows = Array.from({ length: 600 }, (_, index) => ({
      agent: "eugene",
      userEmail: defined(["x@example.com", "y@example.com", "z@example.com"][index % 3], "an email"),
      respondedAt: new Date(start + index * 97 * 60_000),
    }));
    await db.insert(agentResponses).values(rows);
    await rebuildDailyCounts(db, "eugene");
    const naive = (from: string, to: string, tz: string) => {
      const inZone = (date: Date) =>
        new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(
          date,
        );
      const counts = new Map<string, number>();
      for (const row of rows) {
        const day = inZone(row.respondedAt);
        if (day >= from && day <= to) counts.set(row.userEmail, (counts.get(row.userEmail) ?? 0) + 1);
      }
      return [...counts]
        .map(([user_email, count]) => ({ user_email, count }))
        .sort((a, b) => b.count - a.count || a.user_email.localeCompare(b.user_email));
    };
    for (const tz of ["UTC", "Asia/Kolkata", "America/New_York", "Australia/Adelaide"]) {
      for (const [from, to] of [
        ["2025-03-02", "2025-03-02"],
        ["2025-03-01", "2025-03-20"],
        ["2025-03-05", "2025-04-15"],
        ["2025-02-01", "2025-03-01"],
      ] as const) {
        expect(await usageStats(db, "eugene", from, to, tz), `${tz} ${from}..${to}`).toEqual(naive(from, to, tz));
      }
    }
  });

  it("keeps the daily counts in step with reported responses", async () => {
    const { db } = t.database;
    await db.delete(agentResponses);
    await rebuildDailyCounts(db, "eugene");
    expect(
      (await post({ user_email: "d@example.com", responded_at: "2025-07-01T12:00:00Z", external_id: "d-1" }))
        .statusCode,
    ).toBe(201);
    expect(
      (await post({ user_email: "d@example.com", responded_at: "2025-07-01T12:00:00Z", external_id: "d-1" }))
        .statusCode,
    ).toBe(200);
    expect((await post({ user_email: "d@example.com", responded_at: "2025-07-02T12:00:00Z" })).statusCode).toBe(201);
    expect(await usageStats(db, "eugene", "2025-06-01", "2025-07-31", "UTC")).toEqual([
      { user_email: "d@example.com", count: 2 },
    ]);
  });
});

describe("demo seed", () => {
  it("seeds usage for the configured agent, not always eugene", async () => {
    const { db } = t.database;
    await db.delete(agentResponses);
    await agentUsageSeedStep("ravi").run(db);
    const from = new Date(Date.now() - 130 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const ravi = await usageStats(db, "ravi", from, to, "UTC");
    expect(ravi.reduce((sum, row) => sum + row.count, 0)).toBe(1606);
    expect(await usageStats(db, "eugene", from, to, "UTC")).toEqual([]);
  });
});
