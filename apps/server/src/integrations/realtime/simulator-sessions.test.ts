import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtimeSimulatorCalls } from "@dugout/db";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { SimulatorSessions } from "./simulator-sessions";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";

const call = {
  conversationId: "conv_1",
  instructions: "Be the owner.",
  persona: battingCageExampleCustomer,
};

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => testDatabase.drop());

describe("simulator sessions in the database", () => {
  it("open one call per secret, whichever instance claims it first, and keep no secret nor instructions", async () => {
    const db = testDatabase.database.db;
    const minted = await new SimulatorSessions(db).mint(call, 60_000);
    // Two instances (two stores on one database) race for the same offer: exactly one wins.
    const [first, second] = await Promise.all([
      new SimulatorSessions(db).claim(minted.value, "instance-a"),
      new SimulatorSessions(db).claim(minted.value, "instance-b"),
    ]);
    const winners = [first, second].filter((claimed) => claimed !== undefined);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({
      conversationId: "conv_1",
      instructions: "Be the owner.",
      persona: call.persona,
    });
    expect(await new SimulatorSessions(db).isPending(minted.value)).toBe(false);
    expect(await new SimulatorSessions(db).claim("ek_sim_guess", "instance-a")).toBeUndefined();

    const [row] = await db.select().from(realtimeSimulatorCalls);
    expect(row?.hostInstance).toBe(first ? "instance-a" : "instance-b");
    expect(row?.instructions).toBeNull();
    expect(JSON.stringify(row)).not.toContain(minted.value);
  });

  it("record the call's id and its first end only", async () => {
    const db = testDatabase.database.db;
    const sessions = new SimulatorSessions(db);
    const { value } = await sessions.mint({ ...call, conversationId: "conv_2" }, 60_000);
    const claimed = await sessions.claim(value, "instance-b");
    if (!claimed) throw new Error("not claimed");
    await sessions.answered(claimed.secretDigest, "rtc_1");
    await new SimulatorSessions(db).ended(claimed.secretDigest, "channel closed");
    await sessions.ended(claimed.secretDigest, "server closing");
    const rows = await db.select().from(realtimeSimulatorCalls);
    const row = rows.find((each) => each.conversationId === "conv_2");
    expect(row).toMatchObject({ callId: "rtc_1", endReason: "channel closed" });
    expect(row?.endedAt).toBeInstanceOf(Date);
  });

  it("refuse an expired secret, and prune rows a day past their expiry", async () => {
    const db = testDatabase.database.db;
    let now = new Date("2026-01-01T00:00:00Z");
    const sessions = new SimulatorSessions(db, () => now);
    const { value } = await sessions.mint({ ...call, conversationId: "conv_old" }, 600_000);
    expect(await sessions.isPending(value)).toBe(true);
    now = new Date(now.getTime() + 600_000);
    expect(await sessions.isPending(value)).toBe(false);
    expect(await sessions.claim(value, "instance-a")).toBeUndefined();
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1);
    await sessions.mint({ ...call, conversationId: "conv_new" }, 600_000);
    const conversations = (await db.select().from(realtimeSimulatorCalls)).map((row) => row.conversationId);
    expect(conversations).not.toContain("conv_old");
    expect(conversations).toContain("conv_new");
  });
});
