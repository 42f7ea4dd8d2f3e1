import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PracticeScoreStatus } from "@dugout/contracts/batting-cage-scores";
import { defined } from "@dugout/contracts/defined";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import {
  practiceVsRealResponseSchema,
  type PracticeVsReal,
  type PracticeVsRealRep,
} from "@dugout/contracts/scoring-practice";
import { callRecords } from "@dugout/db";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { categoryScores, insertPracticeCall } from "../../test/practice-calls";
import { insertCalls } from "./repository";
import { testCall } from "./test-calls";

let t: TestApp;
let admin: Record<string, string>;
let maya: { id: string };
let rita: { id: string };

const get = (url: string, headers = admin) => t.app.inject({ method: "GET", url, headers });

async function compare(query: string): Promise<PracticeVsReal> {
  const response = await get(`/api/scoring_champ/practice_vs_real?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return practiceVsRealResponseSchema.parse(response.json());
}

const repNamed = (answer: PracticeVsReal, name: string): PracticeVsRealRep =>
  defined(
    answer.reps.find((rep) => rep.name === name),
    name,
  );
const category = (rep: PracticeVsRealRep, key: ScoreCategoryKey) =>
  defined(
    rep.categories.find((row) => row.key === key),
    key,
  );

/** A practice call by `userId` that started at `createdAt`, with its score row. */
const practiceCall = (
  userId: string,
  createdAt: Date,
  status: PracticeScoreStatus,
  scores: Partial<Record<ScoreCategoryKey, number | null>>,
  total: number | null,
) => insertPracticeCall(t.database.db, { userId, createdAt, status, scores, total });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ role: "admin" })).headers;
  // The practice side knows reps by their account; the real side by the email on each call.
  maya = (await t.signIn({ role: "rep", email: "maya.patel@example.com", name: "Maya P." })).user;
  rita = (await t.signIn({ role: "rep", email: "rita@example.com", name: "Rita Rep" })).user;
  await t.database.db.delete(callRecords);
  await insertCalls(t.database.db, [
    // Maya's real calls: the email in another case, one unscored call that must not count.
    testCall("m1", {
      rep: "Maya Patel",
      userEmail: "Maya.Patel@Example.com",
      date: new Date("2025-06-03T10:00:00Z"),
      score: 50,
      ...categoryColumns(categoryScores(50, { ace_score: 40 })),
    }),
    testCall("m2", {
      rep: "Maya Patel",
      userEmail: "maya.patel@example.com",
      date: new Date("2025-06-04T10:00:00Z"),
      score: 60,
      ...categoryColumns(categoryScores(60, { ace_score: 60 })),
    }),
    testCall("m3", { rep: "Maya Patel", userEmail: "maya.patel@example.com", date: new Date("2025-06-05T10:00:00Z") }),
    // Outside the range.
    testCall("m-old", {
      rep: "Maya Patel",
      userEmail: "maya.patel@example.com",
      date: new Date("2025-05-01T10:00:00Z"),
      score: 0,
      ...categoryColumns(categoryScores(0)),
    }),
    // A rep who never practised, and a call without an email (it cannot be matched to anyone).
    testCall("j1", {
      rep: "Jordan Brooks",
      userEmail: "jordan@example.com",
      date: new Date("2025-06-04T12:00:00Z"),
      score: 70,
      ...categoryColumns(categoryScores(70)),
    }),
    testCall("x1", { rep: "Nobody", userEmail: null, date: new Date("2025-06-04T12:00:00Z"), score: 10 }),
  ]);

  // Maya practises: two scored calls in the range, one too short, one pending, one the day before the range.
  await practiceCall(maya.id, new Date("2025-06-02T08:00:00Z"), "scored", categoryScores(80, { ace_score: 90 }), 80);
  await practiceCall(maya.id, new Date("2025-06-06T08:00:00Z"), "scored", categoryScores(70, { ace_score: 70 }), 70);
  await practiceCall(maya.id, new Date("2025-06-06T09:00:00Z"), "too_short", categoryScores(5), null);
  await practiceCall(maya.id, new Date("2025-06-06T09:30:00Z"), "pending", {}, null);
  await practiceCall(maya.id, new Date("2025-06-01T21:59:00Z"), "scored", categoryScores(0), 0);
  // Rita practises but has no real calls; an objection category the call gave no occasion for stays null.
  await practiceCall(
    rita.id,
    new Date("2025-06-03T08:00:00Z"),
    "scored",
    categoryScores(40, { objection_probing_score: null }),
    40,
  );
});
afterAll(async () => {
  await t.close();
});

/** The call record's column names for category keys. */
function categoryColumns(scores: Record<string, number | null>) {
  const columns: Record<ScoreCategoryKey, string> = {
    ace_score: "aceScore",
    discovery_effectiveness_score: "discoveryEffectivenessScore",
    discovery_depth_score: "discoveryDepthScore",
    consultation_teach_score: "consultationTeachScore",
    consultation_tailor_score: "consultationTailorScore",
    consultation_control_score: "consultationControlScore",
    objection_probing_score: "objectionProbingScore",
    objection_responding_score: "objectionRespondingScore",
  };
  return Object.fromEntries(Object.entries(scores).map(([key, value]) => [columns[key as ScoreCategoryKey], value]));
}

describe("GET /api/scoring_champ/practice_vs_real", () => {
  it("is for admins only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/scoring_champ/practice_vs_real" })).statusCode).toBe(401);
    const rep = await t.signIn({ role: "rep" });
    expect((await get("/api/scoring_champ/practice_vs_real", rep.headers)).statusCode).toBe(403);
  });

  it("puts each rep's practice means beside their real-call means, matched by email", async () => {
    // Paris: the range starts on 2 June at 00:00 local time, 1 June 22:00 UTC.
    const answer = await compare("from=2025-06-02&to=2025-06-08&tz=Europe/Paris");
    expect(answer.reps.map((rep) => rep.name)).toEqual(["Jordan Brooks", "Maya Patel", "Rita Rep"]);

    const mayaRow = repNamed(answer, "Maya Patel");
    expect(mayaRow.email).toBe("maya.patel@example.com");
    expect(mayaRow.practice_calls).toBe(2); // too short, pending and out-of-range calls left out
    expect(mayaRow.real_calls).toBe(2); // the unscored and out-of-range calls left out
    expect(mayaRow.total).toEqual({ practice: 75, real: 55, gap: 20 });
    expect(category(mayaRow, "ace_score")).toEqual({ key: "ace_score", practice: 80, real: 50, gap: 30 });
    expect(category(mayaRow, "discovery_depth_score")).toEqual({
      key: "discovery_depth_score",
      practice: 75,
      real: 55,
      gap: 20,
    });

    const jordan = repNamed(answer, "Jordan Brooks");
    expect(jordan.practice_calls).toBe(0);
    expect(jordan.total).toEqual({ practice: null, real: 70, gap: null });

    const ritaRow = repNamed(answer, "Rita Rep");
    expect(ritaRow.real_calls).toBe(0);
    expect(ritaRow.total).toEqual({ practice: 40, real: null, gap: null });
    expect(category(ritaRow, "objection_probing_score").practice).toBeNull();
  });

  it("counts a practice call on the viewer's calendar day", async () => {
    // 1 June 21:59 UTC is 23:59 on 1 June in Paris (before the range) and already 06:59 on 2 June in Tokyo.
    const paris = repNamed(await compare("from=2025-06-02&to=2025-06-08&tz=Europe/Paris"), "Maya Patel");
    const tokyo = repNamed(await compare("from=2025-06-02&to=2025-06-08&tz=Asia/Tokyo"), "Maya Patel");
    expect(paris.practice_calls).toBe(2);
    expect(tokyo.practice_calls).toBe(3);
    expect(tokyo.total.practice).toBe(50);
  });

  it("keeps one rep with the rep filter, by the name on their real calls or their account", async () => {
    const byRealName = await compare("rep=Maya%20Patel&from=2025-06-02&to=2025-06-08");
    expect(byRealName.reps.map((rep) => [rep.name, rep.practice_calls, rep.real_calls])).toEqual([
      ["Maya Patel", 2, 2],
    ]);
    const byAccountName = await compare("rep=Rita%20Rep&from=2025-06-02&to=2025-06-08");
    expect(byAccountName.reps.map((rep) => rep.name)).toEqual(["Rita Rep"]);
  });

  it("answers no reps for a range without scored calls, and refuses a malformed day", async () => {
    expect((await compare("from=2024-01-01&to=2024-01-31")).reps).toEqual([]);
    const bad = await get("/api/scoring_champ/practice_vs_real?from=2025-13-01");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("validation_failed");
  });
});
