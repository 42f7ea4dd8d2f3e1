import { defined } from "@dugout/contracts/defined";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callRecords } from "@dugout/db";
import { createGongHttpSource } from "../../integrations/gong/http-client";
import { GongApiError } from "../../integrations/gong/port";
import { startGongStandIn, type GongStandIn, type StandInCall } from "../../integrations/gong/stand-in";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { gongSyncStatus, syncGong } from "./gong-sync";

const credentials = { accessKey: "key-1", secret: "secret-1" };

const call = (n: number, started: string, account: string | null = `Account ${n}`): StandInCall => ({
  id: `90000000000000000${n}`,
  started,
  duration: 600 + n,
  title: `Call ${n}`,
  account,
  rep: { name: "Maya Patel", email: "maya@example.com", userId: "u1" },
  prospect: "Dana Miller",
  monologues: [
    { rep: true, text: `Thanks for taking the time today. Here's what I was thinking we'd cover.` },
    { rep: false, text: "Sounds good." },
  ],
});

let gong: GongStandIn;
let database: TestDatabase;
const source = () =>
  createGongHttpSource({
    baseUrl: gong.url,
    accessKey: credentials.accessKey,
    accessKeySecret: credentials.secret,
    retries: 1,
    retryDelayMs: 1,
  });
const now = new Date("2025-06-10T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  gong = await startGongStandIn({
    ...credentials,
    pageSize: 2,
    calls: [1, 2, 3, 4, 5].map((n) => call(n, `2025-06-0${n}T15:00:00Z`, n === 5 ? null : `Account ${n}`)),
  });
});
afterEach(async () => {
  await gong.close();
});

describe("Gong sync against the stand-in", () => {
  it("pages through calls and transcripts, fails mid-way, then resumes from the saved cursor", async () => {
    const { db } = database.database;
    // Page 1 succeeds; page 2 fails on every attempt (the client retries once).
    gong.failNext("/v2/calls/extensive", 2, { status: 503, after: 1 });
    await expect(syncGong(db, source(), { now, lookbackDays: 30 })).rejects.toThrow(GongApiError);

    const afterFailure = await gongSyncStatus(db);
    expect(afterFailure?.cursor).not.toBeNull();
    expect(afterFailure?.lastError).toMatch(/503/);
    expect(afterFailure?.pagesDone).toBe(1);
    expect(await db.select().from(callRecords)).toHaveLength(2);

    gong.log.length = 0;
    const report = await syncGong(db, source(), { now, lookbackDays: 30 });
    expect(report).toEqual({ pages: 2, calls: 3, resumed: true, completed: true });
    // The resumed run started at the saved cursor (offset 2), never at the first page again.
    expect(gong.log.filter((line) => line.startsWith("POST /v2/calls/extensive"))).toEqual([
      "POST /v2/calls/extensive 2",
      "POST /v2/calls/extensive 4",
    ]);

    const rows = await db.select().from(callRecords).orderBy(callRecords.date);
    expect(rows.map((row) => row.gongCallId)).toEqual(gong.calls.map((c) => c.id));
    const first = defined(rows[0], "the first synced call");
    expect(first).toMatchObject({
      rep: "Maya Patel",
      userEmail: "maya@example.com",
      companyName: "Account 1",
      durationMs: 601_000,
      gongUrl: "https://app.gong.io/call?id=900000000000000001",
      source: "gong",
      scoredAt: null,
    });
    expect(first.transcript).toBe(
      "Maya Patel (Rep): Thanks for taking the time today. Here's what I was thinking we'd cover.\nDana Miller (Prospect): Sounds good.",
    );
    expect(rows[4]?.companyName).toBeNull();

    const state = await gongSyncStatus(db);
    expect(state).toMatchObject({ cursor: null, runFrom: null, lastError: null });
    expect(state?.watermark?.toISOString()).toBe(now.toISOString());

    // The next run is incremental: from the watermark (less a day's overlap), so only the new call is fetched.
    gong.calls.push(call(6, "2025-06-12T09:00:00Z"));
    gong.log.length = 0;
    const next = await syncGong(db, source(), { now: new Date("2025-06-13T00:00:00Z"), lookbackDays: 30 });
    expect(next).toMatchObject({ calls: 1, resumed: false, completed: true });
    expect(await db.select().from(callRecords)).toHaveLength(6);
  });

  it("stops at once on bad credentials, without retrying", async () => {
    const wrong = createGongHttpSource({
      baseUrl: gong.url,
      accessKey: "key-1",
      accessKeySecret: "nope",
      retries: 3,
      retryDelayMs: 1,
    });
    await expect(wrong.listCalls({ fromDateTime: "2025-01-01T00:00:00Z" })).rejects.toMatchObject({ status: 401 });
    expect(gong.log).toHaveLength(1);
  });

  it("treats Gong's 404 for an empty range as no calls", async () => {
    const page = await source().listCalls({ fromDateTime: "2030-01-01T00:00:00Z" });
    expect(page).toEqual({ calls: [], cursor: null, totalRecords: 0 });
  });
});
