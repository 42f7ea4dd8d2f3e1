import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objections } from "@dugout/contracts/batting-cage-lists";
import {
  carryOverResponseSchema,
  coachingRepsResponseSchema,
  scenarioDraftResponseSchema,
  type CarryOver,
  type ScenarioDraft,
} from "@dugout/contracts/coaching";
import { defined } from "@dugout/contracts/defined";
import { scenarioValuesSchema } from "@dugout/contracts/practice-scenarios";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { dayAndMonth } from "./carry-over-sentence";
import { addDays, todayIn } from "./carry-over";
import { categoryScores, insertPracticeCall } from "../../test/practice-calls";
import { insertRealCall } from "./test-kit";

let t: TestApp;
let admin: Record<string, string>;
let repHeaders: Record<string, string>;
let maya: { id: string };
let nobody: { id: string };

const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: "GET", url, headers });
const getSignedOut = (url: string) => t.app.inject({ method: "GET", url });

const transcript = (objection: string) =>
  [
    "Maya (Rep): Thanks for taking the time today.",
    "Dana (Prospect): Sure.",
    "Maya (Rep): How many employees do you pay?",
    `Dana (Prospect): ${objection}`,
    "Maya (Rep): I hear you.",
  ].join("\n");

const today = todayIn("UTC");
/** Midday UTC on a day counted from today. */
const day = (offset: number) => new Date(`${addDays(today, offset)}T12:00:00Z`);
const since = addDays(today, -14);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ role: "admin" })).headers;
  const rep = await t.signIn({ role: "rep", email: "maya.patel@example.com", name: "Maya Patel" });
  repHeaders = rep.headers;
  maya = rep.user;
  nobody = (await t.signIn({ role: "rep", email: "no.calls@example.com", name: "Nora Nocalls" })).user;
  const { db } = t.database;
  // Maya's real calls in the last 30 days: discovery depth and probing weakest (probing on two calls only).
  const scored = [
    {
      offset: -20,
      scores: categoryScores(70, { discovery_depth_score: 20, objection_probing_score: 10, ace_score: 50 }),
    },
    {
      offset: -18,
      scores: categoryScores(70, { discovery_depth_score: 30, objection_probing_score: null, ace_score: 50 }),
    },
    {
      offset: -16,
      scores: categoryScores(70, { discovery_depth_score: 40, objection_probing_score: 10, ace_score: 50 }),
    },
    {
      offset: -10,
      scores: categoryScores(70, { discovery_depth_score: 50, objection_probing_score: null, ace_score: 53 }),
    },
    {
      offset: -8,
      scores: categoryScores(70, { discovery_depth_score: 60, objection_probing_score: null, ace_score: 53 }),
    },
    {
      offset: -6,
      scores: categoryScores(70, { discovery_depth_score: 70, objection_probing_score: null, ace_score: 53 }),
    },
  ];
  const lines = [
    "Honestly, it sounds too expensive for us right now.",
    "It's too expensive, I can't justify it.",
    "We already have a provider and it mostly works.",
    "Twelve people, paid bi-weekly.",
    "Honestly, it sounds too expensive for us right now.",
    "Fine.",
  ];
  for (const [index, call] of scored.entries()) {
    await insertRealCall(db, {
      email: index % 2 ? " Maya.Patel@Example.com " : "maya.patel@example.com",
      date: day(call.offset),
      scores: call.scores,
      transcript: transcript(lines[index] ?? ""),
    });
  }
  // Unscored (without a transcript, or the app's background scorer would score it), out of the period, and
  // someone else's: none counts.
  await insertRealCall(db, { email: "maya.patel@example.com", date: day(-5), scores: null });
  await insertRealCall(db, { email: "maya.patel@example.com", date: day(-200), scores: categoryScores(0) });
  await insertRealCall(db, { email: "jordan@example.com", date: day(-5), scores: categoryScores(0) });
  // Maya practises discovery depth: three calls before the assignment, three after, and a failed one.
  for (const [offset, score] of [
    [-30, 40],
    [-25, 42],
    [-20, 44],
    [-10, 60],
    [-9, 62],
    [-3, 67],
  ] as const) {
    await insertPracticeCall(db, {
      userId: maya.id,
      createdAt: day(offset),
      scores: categoryScores(50, { discovery_depth_score: score }),
    });
  }
  await insertPracticeCall(db, { userId: maya.id, createdAt: day(-2), scores: categoryScores(0), status: "failed" });
});
afterAll(async () => {
  await t.close();
});

async function draftOf(query: string): Promise<ScenarioDraft> {
  const response = await get(`/api/coaching/scenario_draft?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return scenarioDraftResponseSchema.parse(response.json());
}

async function carryOverOf(query: string): Promise<CarryOver> {
  const response = await get(`/api/coaching/carry_over?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return carryOverResponseSchema.parse(response.json());
}

describe("coaching access", () => {
  const urls = () => [
    "/api/coaching/reps",
    `/api/coaching/scenario_draft?user_id=${maya.id}&from=${addDays(today, -30)}&to=${today}`,
    `/api/coaching/carry_over?user_id=${maya.id}&categories=ace_score&since=${since}`,
  ];
  it("answers signed-out visitors 401 and reps 403", async () => {
    for (const url of urls()) {
      expect((await getSignedOut(url)).statusCode, url).toBe(401);
      const asRep = await get(url, repHeaders);
      expect(asRep.statusCode, url).toBe(403);
      expect(errorOf(asRep).code).toBe("forbidden");
    }
  });
});

describe("GET /api/coaching/reps", () => {
  it("lists accounts with scored real calls, matched by email in any case, with their count", async () => {
    const response = await get("/api/coaching/reps");
    expect(response.statusCode).toBe(200);
    const { reps } = coachingRepsResponseSchema.parse(response.json());
    expect(reps).toEqual([{ user_id: maya.id, name: "Maya Patel", email: "maya.patel@example.com", real_calls: 7 }]);
  });
});

describe("GET /api/coaching/scenario_draft", () => {
  it("finds the two weakest categories with enough calls, mines the objections and drafts a scenario", async () => {
    const answer = await draftOf(`user_id=${maya.id}&from=${addDays(today, -30)}&to=${today}&tz=UTC`);
    expect(answer.rep).toMatchObject({ user_id: maya.id, name: "Maya Patel" });
    expect(answer.real_calls).toBe(6);
    // Probing has the lowest mean but only 2 scored calls.
    expect(answer.weak_categories.map((category) => [category.key, category.average, category.calls])).toEqual([
      ["discovery_depth_score", 45, 6],
      ["ace_score", 51.5, 6],
    ]);
    const depth = defined(answer.weak_categories[0], "the weakest");
    expect(depth.label).toBe("Discovery Depth/Breadth");
    expect(depth.evidence.map((item) => item.score)).toEqual([20, 30, 40]);
    expect(depth.evidence[0]?.suggestion).toMatch(/^Suggestion for discovery_depth_score on coaching-/);
    expect(answer.objections).toEqual([
      {
        objection: objections[5],
        count: 3,
        examples: ["Honestly, it sounds too expensive for us right now.", "It's too expensive, I can't justify it."],
      },
      { objection: objections[0], count: 1, examples: ["We already have a provider and it mostly works."] },
    ]);
    expect(answer.drafted_by).toBe("offline");
    expect(answer.fallback_reason).toBeNull();
    expect(scenarioValuesSchema.parse(answer.draft)).toEqual(answer.draft);
    expect(answer.draft).toMatchObject({
      name: "Maya: Discovery Depth/Breadth + ACE",
      difficulty: "medium",
      categories: ["discovery_depth_score", "ace_score"],
    });
    expect(answer.draft.configuration.objection).toBe(objections[5]);
    expect(answer.draft.configuration.custom_instructions).toContain("make the rep ask follow-up questions");
  });

  it("keeps to the period, in the viewer's zone", async () => {
    const answer = await draftOf(`user_id=${maya.id}&from=${addDays(today, -17)}&to=${today}&tz=UTC`);
    expect(answer.real_calls).toBe(4);
  });

  it("answers 422 not_enough_calls for a rep without scored real calls, and for too short a period", async () => {
    for (const query of [
      `user_id=${nobody.id}&from=${addDays(today, -90)}&to=${today}`,
      `user_id=${maya.id}&from=${addDays(today, -7)}&to=${today}`,
    ]) {
      const response = await get(`/api/coaching/scenario_draft?${query}`);
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({ code: "not_enough_calls" });
    }
    const response = await get(`/api/coaching/scenario_draft?user_id=${nobody.id}&from=2026-01-01&to=2026-01-31`);
    expect(errorOf(response).message).toBe(
      "This rep has too few scored real calls in the period to find weak spots. Nora Nocalls has 0 scored real calls from 2026-01-01 to 2026-01-31; a category needs at least 3.",
    );
  });

  it("answers 404 for an unknown account and 400 for bad dates or ids", async () => {
    const unknown = await get(
      `/api/coaching/scenario_draft?user_id=00000000-0000-4000-8000-000000000000&from=2026-01-01&to=2026-01-31`,
    );
    expect(unknown.statusCode).toBe(404);
    for (const query of [
      `user_id=${maya.id}&from=2026-02-30&to=2026-03-31`,
      `user_id=${maya.id}&from=2026-03-31&to=2026-03-01`,
      `user_id=${maya.id}&to=2026-03-01`,
      `user_id=not-a-uuid&from=2026-03-01&to=2026-03-31`,
      `user_id=${maya.id}&from=2026-03-01&to=2026-03-31&tz=Mars/Olympus`,
    ]) {
      const response = await get(`/api/coaching/scenario_draft?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe("validation_failed");
    }
  });

  it("answers 30 drafts a minute to one address (each may call the language model), then 429", async () => {
    const url = `/api/coaching/scenario_draft?user_id=00000000-0000-4000-8000-000000000000&from=2026-01-01&to=2026-01-31`;
    // An address of its own, so the other tests' drafts do not count.
    const draft = () => t.app.inject({ method: "GET", url, headers: admin, remoteAddress: "203.0.113.30" });
    for (let index = 0; index < 30; index++) expect((await draft()).statusCode).toBe(404);
    const limited = await draft();
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe("rate_limited");
  });
});

describe("GET /api/coaching/carry_over", () => {
  it("puts practice and real scores by week around the start, and says what they show", async () => {
    const answer = await carryOverOf(
      `user_id=${maya.id}&categories=discovery_depth_score,ace_score&since=${since}&tz=UTC`,
    );
    expect(answer.since).toBe(since);
    expect(answer.compared_from).toBe(addDays(since, -56));
    const [depth, ace] = answer.categories;
    expect(depth?.practice).toEqual({ before: 42, after: 63, calls_before: 3, calls_after: 3 });
    expect(depth?.real).toEqual({ before: 30, after: 60, calls_before: 3, calls_after: 3 });
    const date = dayAndMonth(since, today);
    expect(depth?.sentence).toBe(
      `Discovery Depth/Breadth rose from 42 to 63 on practice calls and from 30 to 60 on real calls since the assignment on ${date}.`,
    );
    expect(ace?.sentence).toBe(
      `ACE held at 50 on practice calls and at 53 on real calls since the assignment on ${date}.`,
    );
    // Every week from the Monday of the comparison's start to this week, each a Monday, every call in one.
    const weeks = defined(depth, "depth").weeks;
    expect(weeks.every((week) => new Date(`${week.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks[0]?.week).toBe(addDays(since, -56 - ((new Date(`${since}T00:00:00Z`).getUTCDay() + 6) % 7)));
    const last = defined(weeks.at(-1), "the last week").week;
    expect(last <= today && addDays(last, 7) > today).toBe(true);
    expect(weeks.reduce((sum, week) => sum + week.practice_calls, 0)).toBe(6);
    expect(weeks.reduce((sum, week) => sum + week.real_calls, 0)).toBe(6);
  });

  it("claims nothing for a rep without real calls", async () => {
    const answer = await carryOverOf(`user_id=${nobody.id}&categories=objection_probing_score&since=${since}`);
    expect(answer.categories[0]?.sentence).toBe(
      "For Objection Handling: Probing, not enough practice calls since the assignment to say; not enough real calls since the assignment to say.",
    );
    expect(answer.categories[0]?.weeks.every((week) => week.real === null && week.practice === null)).toBe(true);
  });

  it("refuses unknown or repeated categories and bad dates", async () => {
    for (const query of [
      `user_id=${maya.id}&categories=ace_score,charm_score&since=${since}`,
      `user_id=${maya.id}&categories=ace_score,ace_score&since=${since}`,
      `user_id=${maya.id}&categories=&since=${since}`,
      `user_id=${maya.id}&categories=ace_score&since=3 March`,
      `user_id=${maya.id}&categories=ace_score`,
    ]) {
      const response = await get(`/api/coaching/carry_over?${query.replace(/ /g, "%20")}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe("validation_failed");
    }
  });
});
