import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { callRecords, rawRows } from "@dugout/db";
import {
  callRecordResponseSchema,
  scoresResponseSchema,
  scoringSortColumns,
  type CallRecord,
  type ScoresResponse,
} from "@dugout/contracts/scoring";
import { scoringAggregatesResponseSchema } from "@dugout/contracts/scoring-analytics";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { parseCsv } from "./csv";
import { insertCalls } from "./repository";
import { testCall } from "./test-calls";

let t: TestApp;
let admin: Record<string, string>;
let rep: Record<string, string>;

const get = async (url: string, headers = admin) => t.app.inject({ method: "GET", url, headers });
const scores = async (query: string): Promise<ScoresResponse> => {
  const response = await get(`/api/scoring_champ/scores?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return scoresResponseSchema.parse(response.json());
};
const ids = (response: ScoresResponse) => response.data.map((call) => call.gong_call_id);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ role: "admin" })).headers;
  rep = (await t.signIn({ role: "rep" })).headers;
  // The seed ran no steps in tests: these rows are the whole table.
  await t.database.db.delete(callRecords);
  await insertCalls(t.database.db, [
    testCall("c1", {
      rep: "alice Smith",
      companyName: "Acme Bakery",
      date: new Date("2025-06-03T10:00:00Z"),
      score: 80,
      aceScore: 90,
      feedback: "Set a clear agenda.",
    }),
    testCall("c2", {
      rep: "Bob Jones",
      companyName: "Alpha Company",
      date: new Date("2025-06-04T10:00:00Z"),
      score: 60,
      aceScore: 40,
    }),
    testCall("c3", {
      rep: "Bob Jones",
      companyName: "Bayview Dental",
      date: new Date("2025-06-05T10:00:00Z"),
      score: null,
    }),
    testCall("c4", { rep: null, companyName: null, date: new Date("2025-06-06T10:00:00Z"), score: 70 }),
    testCall("c5", { rep: "", companyName: "", date: new Date("2025-06-06T11:00:00Z"), score: 50 }),
    testCall("c6", {
      rep: "Unknown Rep",
      companyName: "50% Off Deals",
      date: new Date("2025-06-07T10:00:00Z"),
      score: 75,
    }),
    // Sunday 23:30 UTC is Monday 01:30 in Paris: a week boundary that depends on the zone.
    testCall("sun-utc", {
      rep: "Carla Diaz",
      companyName: "Zed Zone",
      date: new Date("2025-06-01T23:30:00Z"),
      score: 65,
    }),
    // Monday 02:00 UTC is still Sunday 22:00 in New York.
    testCall("mon-utc", {
      rep: "Carla Diaz",
      companyName: "Zed Zone",
      date: new Date("2025-06-09T02:00:00Z"),
      score: 66,
    }),
    testCall("no-date", { rep: "Carla Diaz", companyName: "Acme North", date: null, score: 10 }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/scoring_champ/scores: roles", () => {
  it("refuses anonymous callers and non-admins", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/scoring_champ/scores" });
    expect(anonymous.statusCode).toBe(401);
    const refused = await get("/api/scoring_champ/scores", rep);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({ code: "forbidden", message: "You are not authorized to access this page." });
  });

  it("answers admins with the envelope, pagination and the rep list without Unknown Rep", async () => {
    const response = await scores("page=1&per_page=25");
    expect(response.status).toBe("ok");
    expect(response.pagination).toEqual({ total_pages: 1, total_count: 9 });
    expect(response.reps).toEqual(["alice Smith", "Bob Jones", "Carla Diaz"]);
    expect(typeof response.message).toBe("string");
    // default sort: date descending, calls without a date last
    expect(ids(response)[0]).toBe("mon-utc");
    expect(ids(response).at(-1)).toBe("no-date");
  });
});

describe("bad input", () => {
  it.each([
    "page=0",
    "page=abc",
    "per_page=0",
    "per_page=101",
    "sort=password",
    "dir=up",
    "from=2025-02-30",
    "to=yesterday",
    "tz=Mars/Olympus",
    `q=${"x".repeat(201)}`,
  ])("rejects %s with 400 validation_failed", async (query) => {
    const response = await get(`/api/scoring_champ/scores?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe("validation_failed");
  });

  it("rejects bad filters on the aggregates and export calls too", async () => {
    for (const path of ["/api/scoring_champ/aggregates", "/api/scoring_champ/export.csv"]) {
      const response = await get(`${path}?from=2025-13-01`);
      expect(response.statusCode, path).toBe(400);
      expect((await get(path, rep)).statusCode, path).toBe(403);
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(401);
    }
  });
});

describe("filters", () => {
  it("filters by rep", async () => {
    expect(ids(await scores("rep=Bob%20Jones")).sort()).toEqual(["c2", "c3"]);
  });

  it("searches the company as a case-insensitive ordered subsequence; rows without a company never match", async () => {
    expect(ids(await scores("q=ACM&sort=company_name")).sort()).toEqual(["c1", "c2", "no-date"]);
    expect(ids(await scores("q=mca"))).toEqual([]); // the letters exist, not in that order
    expect(ids(await scores("q=0%25"))).toEqual(["c6"]); // % is a letter, not a wildcard
    expect(ids(await scores("q=a_"))).toEqual([]);
    // one character is ignored (the 2-character minimum), so every row comes back
    expect((await scores("q=a")).pagination.total_count).toBe(9);
  });

  it("reads from/to as calendar days in the viewer's time zone, weeks starting on Monday", async () => {
    const week = "from=2025-06-02&to=2025-06-08";
    const paris = ids(await scores(`${week}&tz=Europe/Paris`));
    const utc = ids(await scores(`${week}&tz=UTC`));
    const newYork = ids(await scores(`${week}&tz=America/New_York`));
    expect(paris).toContain("sun-utc");
    expect(utc).not.toContain("sun-utc");
    expect(newYork).not.toContain("sun-utc");
    expect(newYork).toContain("mon-utc");
    expect(utc).not.toContain("mon-utc");
    expect(paris).not.toContain("no-date");
    // no tz means UTC
    expect(ids(await scores(week)).sort()).toEqual([...utc].sort());
  });

  it("sorts text case-insensitively with empty values last in both directions", async () => {
    const ascending = ids(await scores("sort=rep&dir=asc"));
    expect(ascending.slice(0, 1)).toEqual(["c1"]); // "alice" before "Bob"
    expect(ascending.slice(-2).sort()).toEqual(["c4", "c5"]);
    const descending = ids(await scores("sort=rep&dir=desc"));
    expect(descending[0]).toBe("c6"); // Unknown Rep
    expect(descending.slice(-2).sort()).toEqual(["c4", "c5"]);
  });

  it("sorts numbers with missing values last, ascending by default except for date", async () => {
    const ascending = ids(await scores("sort=score"));
    expect(ascending[0]).toBe("no-date");
    expect(ascending.at(-1)).toBe("c3");
    const descending = ids(await scores("sort=score&dir=desc"));
    expect(descending[0]).toBe("c1");
    expect(descending.at(-1)).toBe("c3");
  });

  it("pages through the calls with a value and then the empty ones in one order, whatever the page size", async () => {
    const everything = (await scores("per_page=100")).data;
    const byId = (a: CallRecord, b: CallRecord, sign: number) =>
      sign * (a.gong_call_id < b.gong_call_id ? -1 : a.gong_call_id > b.gong_call_id ? 1 : 0);
    for (const [sort, value] of [
      ["rep", (call: CallRecord) => (call.rep ? call.rep.toLowerCase() : null)],
      ["company_name", (call: CallRecord) => (call.company_name ? call.company_name.toLowerCase() : null)],
      ["score", (call: CallRecord) => call.score],
    ] as const) {
      for (const dir of ["asc", "desc"] as const) {
        const sign = dir === "asc" ? 1 : -1;
        // The whole order written out: values in the direction, ties and empty values by call id, empties last.
        const expected = [...everything]
          .sort((a, b) => {
            const [x, y] = [value(a), value(b)];
            if (x === null || y === null) return x === y ? byId(a, b, sign) : x === null ? 1 : -1;
            return x === y ? byId(a, b, sign) : sign * (x < y ? -1 : 1);
          })
          .map((call) => call.gong_call_id);
        for (const perPage of [1, 2, 4, 100]) {
          const pages = Math.ceil(expected.length / perPage);
          const listed: string[] = [];
          for (let page = 1; page <= pages; page++) {
            listed.push(...ids(await scores(`sort=${sort}&dir=${dir}&per_page=${perPage}&page=${page}`)));
          }
          expect(listed, `${sort} ${dir} by ${perPage}`).toEqual(expected);
        }
        const csv = parseCsv((await get(`/api/scoring_champ/export.csv?sort=${sort}&dir=${dir}`)).body);
        expect(csv.slice(1).map((row) => row[0])).toEqual(expected);
      }
    }
  });

  it("has an index in the listing's order for every sortable column (ADR 0010)", async () => {
    const indexes = await rawRows<{ indexname: string }>(
      t.database.db,
      sql`select indexname from pg_indexes where tablename = 'call_records'`,
    );
    const names = indexes.map((row) => row.indexname);
    for (const column of scoringSortColumns) {
      expect(names).toContain(column === "date" ? "call_records_date_idx" : `call_records_by_${column}_idx`);
    }
  });

  it("pages without overlap", async () => {
    const first = await scores("per_page=4&page=1");
    const second = await scores("per_page=4&page=2");
    const third = await scores("per_page=4&page=3");
    expect(first.pagination.total_pages).toBe(3);
    const all = [...ids(first), ...ids(second), ...ids(third)];
    expect(new Set(all).size).toBe(9);
    expect((await scores("per_page=4&page=9")).data).toEqual([]);
  });
});

describe("GET /api/scoring_champ/calls/:gongCallId", () => {
  it("answers one call to admins, 404 for an unknown call, 403 to a rep", async () => {
    const response = await get("/api/scoring_champ/calls/c2");
    expect(response.statusCode, response.body).toBe(200);
    const body = callRecordResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({ gong_call_id: "c2", rep: "Bob Jones", company_name: "Alpha Company", score: 60 });
    expect((await get("/api/scoring_champ/calls/nope")).statusCode).toBe(404);
    expect((await get("/api/scoring_champ/calls/c2", rep)).statusCode).toBe(403);
  });
});

describe("aggregates and export", () => {
  it("computes the charts for the current filters", async () => {
    const response = await get("/api/scoring_champ/aggregates?rep=Bob%20Jones&from=2025-06-02&to=2025-06-08&tz=UTC");
    expect(response.statusCode).toBe(200);
    const body = scoringAggregatesResponseSchema.parse(response.json());
    expect(body.count).toBe(2);
    expect(body.average_score).toBe(60);
    expect(body.trend.granularity).toBe("day");
    expect(body.trend.points).toEqual([
      { period: "2025-06-04", average: 60, count: 1 },
      { period: "2025-06-05", average: null, count: 1 },
    ]);
    expect(body.categories.find((category) => category.key === "ace_score")).toEqual({
      key: "ace_score",
      average: 40,
      count: 1,
    });
    expect(body.distribution.find((bucket) => bucket.label === "60-69")?.count).toBe(1);
    expect(body.focus_areas[0]?.key).toBe("ace_score");
  });

  it("counts feedback themes", async () => {
    const body = scoringAggregatesResponseSchema.parse((await get("/api/scoring_champ/aggregates")).json());
    expect(body.count).toBe(9);
    expect(body.feedback_themes.find((theme) => theme.id === "agenda")?.count).toBe(1);
  });

  it("exports the filtered, sorted calls as CSV", async () => {
    const response = await get("/api/scoring_champ/export.csv?rep=Bob%20Jones&sort=score&dir=desc");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="scoring-calls-all-dates-bob-jones.csv"',
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 4)).toEqual(["gong_call_id", "rep", "user_email", "company_name"]);
    expect(rows.map((row) => row[0])).toEqual(["c2", "c3"]);
  });

  it("names the file after the filter, writes durations as m:ss and keeps each call on one line", async () => {
    await insertCalls(t.database.db, [
      testCall("multi-line", {
        rep: "Zoë Ünal",
        companyName: 'The "Best" Bakery, Ltd',
        date: new Date("2025-07-10T10:00:00Z"),
        durationMs: 125_400,
        feedback: 'First line.\r\nSecond "line".\nThird, with a comma.',
      }),
    ]);
    try {
      const response = await get(
        "/api/scoring_champ/export.csv?rep=Zo%C3%AB%20%C3%9Cnal&from=2025-07-01&to=2025-07-31&q=best&tz=UTC",
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toBe(
        'attachment; filename="scoring-calls-2025-07-01-to-2025-07-31-zoe-unal-search-best.csv"',
      );
      const lines = response.body.split("\r\n").filter(Boolean);
      expect(lines).toHaveLength(2);
      const [header, row] = parseCsv(response.body);
      expect(header).toContain("duration");
      expect(header).not.toContain("duration_ms");
      const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
      expect(cell("duration")).toBe("2:05");
      expect(cell("company_name")).toBe('The "Best" Bakery, Ltd');
      expect(cell("feedback")).toBe('First line.\\nSecond "line".\\nThird, with a comma.');
    } finally {
      await t.database.db.delete(callRecords).where(eq(callRecords.gongCallId, "multi-line"));
    }
  });

  it("takes coaching focus areas from the lowest categories, never from categories at the top score", async () => {
    await insertCalls(t.database.db, [
      testCall("perfect", {
        rep: "Perfect Pat",
        date: new Date("2025-08-04T10:00:00Z"),
        score: 97,
        aceScore: 100,
        discoveryEffectivenessScore: 100,
        discoveryDepthScore: 100,
        consultationTeachScore: 100,
        consultationTailorScore: 100,
        consultationControlScore: 100,
        objectionProbingScore: 80,
        objectionRespondingScore: 100,
      }),
    ]);
    try {
      const body = scoringAggregatesResponseSchema.parse(
        (await get("/api/scoring_champ/aggregates?rep=Perfect%20Pat")).json(),
      );
      expect(body.focus_areas.map((area) => [area.key, area.average])).toEqual([["objection_probing_score", 80]]);
    } finally {
      await t.database.db.delete(callRecords).where(eq(callRecords.gongCallId, "perfect"));
    }
  });

  it("neutralises spreadsheet formulas in exported cells", async () => {
    await insertCalls(t.database.db, [
      testCall("formula", { rep: "Eve", companyName: '=HYPERLINK("x")', date: new Date("2024-01-01T00:00:00Z") }),
    ]);
    const response = await get("/api/scoring_champ/export.csv?rep=Eve");
    const [, row] = parseCsv(response.body);
    expect(row?.[3]).toBe('\'=HYPERLINK("x")');
    await t.database.db.delete(callRecords).where(eq(callRecords.gongCallId, "formula"));
  });
});
