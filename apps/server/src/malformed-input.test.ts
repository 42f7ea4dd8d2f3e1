import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "@dugout/db";
import { createTestApp, type TestApp } from "./test/harness";
import {
  describeResponse,
  sendSample,
  stringLeaves,
  withBodyValue,
  withLeaf,
  type StringLeaf,
} from "./test/route-mutations";
import { createRouteFixture, type RouteFixture, type RouteSample } from "./test/route-fixture";
import { routeSamples, sampleFor } from "./test/route-samples";

/**
 * Every registered route, fed malformed input (bad JSON, wrong types, wrong content types, odd
 * path parameters and query strings), must answer with a 4xx (or a success): never a 5xx.
 * Then hostile strings inside otherwise valid requests (test/route-samples/), so that they reach
 * the handler and the database: control characters in every string field, dates from year 0 to
 * 99999, and every time zone a browser may name.
 */
let t: TestApp;
let fixture: RouteFixture;
beforeAll(async () => {
  // Google configured (pointing nowhere): the OAuth start sample then passes every check.
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: "fuzz-client",
      GOOGLE_CLIENT_SECRET: "fuzz-secret",
      SIGNUP_ALLOWED_DOMAINS: "example.com",
    },
  });
  fixture = await createRouteFixture(t);
});
afterAll(async () => {
  await t.close();
});

const routes = () => t.app.registeredRoutes.filter((route) => route.method !== "HEAD" && route.method !== "OPTIONS");

const oddSegments = [
  "",
  "%00",
  "..%2F..",
  "x".repeat(300),
  "00000000-0000-0000-0000-000000000000",
  "-1",
  "%E0%A4%A",
  "null",
];
const bodies = fc.oneof(
  fc.constant("{"),
  fc.constant("[]"),
  fc.constant("null"),
  fc.constant('{"__proto__":{"polluted":true}}'),
  fc.json(),
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify({ data: value, transcript: value, email: value, page: value })),
);
const contentTypes = fc.constantFrom(
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/sdp",
  "multipart/form-data; boundary=x",
);
const queries = fc.dictionary(
  fc.constantFrom(
    "page",
    "per_page",
    "range",
    "tz",
    "q",
    "sort",
    "dir",
    "from",
    "to",
    "start_date",
    "end_date",
    "submission_id",
    "token",
    "rep",
  ),
  fc.oneof(
    fc.string(),
    fc.constantFrom("-1", "0", "99999999999", "2024-02-30", "Mars/Olympus", "%", "'; drop table x; --"),
  ),
);

function fillParams(url: string, segment: string): string {
  return url.replace(/:[A-Za-z_]+/g, encodeURIComponent(segment)).replace(/\*$/, segment);
}

describe("malformed input", () => {
  it("never gets a 5xx from any route", async () => {
    expect(routes().length).toBeGreaterThan(5);
    const headers = await t.csrfHeaders();
    const failures: string[] = [];
    for (const route of routes()) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.constantFrom(...oddSegments),
            bodies,
            contentTypes,
            queries,
            async (segment, body, type, query) => {
              const url = `${fillParams(route.url, segment)}?${new URLSearchParams(query).toString()}`;
              const hasBody = !["GET", "DELETE"].includes(route.method);
              const response = await t.app.inject({
                method: route.method as "GET",
                url,
                headers: hasBody ? { ...headers, "content-type": type } : headers,
                ...(hasBody ? { payload: body } : {}),
              });
              if (response.statusCode >= 500)
                failures.push(`${route.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
              return response.statusCode < 500;
            },
          ),
          { numRuns: 12, seed: 4242, endOnFailure: true },
        )
        .catch(() => undefined); // collected below, so one run reports every failing route
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Every route with its sample built, the Better Auth routes without one left out. */
async function sampledRoutes(): Promise<{ route: { method: string; url: string }; sample: RouteSample }[]> {
  const out = [];
  for (const route of routes()) {
    const factory = sampleFor(route);
    if (factory) out.push({ route, sample: await factory(fixture) });
  }
  return out;
}

/**
 * Sends the sample with one string replaced, a fresh sample per request (some use up a secret).
 * A download cut short makes inject throw: that counts as a 5xx.
 */
async function sendWithLeaf(
  route: { method: string; url: string },
  leaf: StringLeaf,
  replacement: string,
): Promise<{ statusCode: number; body: string }> {
  const factory = sampleFor(route);
  if (!factory) throw new Error(`No sample for ${route.method} ${route.url}`);
  const sample = withLeaf(await factory(fixture), leaf.path, replacement);
  try {
    return await sendSample(t.app, route, sample);
  } catch (error) {
    return { statusCode: 599, body: `no complete answer: ${String(error)}` };
  }
}

const leafName = (route: { method: string; url: string }, leaf: StringLeaf) =>
  `${route.method} ${route.url} ${leaf.path.join(".")}`;

/** Runs `task` over `items`, `limit` at a time (PostgreSQL gains from a little concurrency). */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await task(item);
      }
    }),
  );
}

describe("route samples", () => {
  it("cover every registered route and are themselves valid", async () => {
    const registered = new Set(routes().map((route) => `${route.method} ${route.url}`));
    const missing = routes()
      .filter((route) => !sampleFor(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      missing,
      "add a valid request for each of these routes to its module's table in test/route-samples/",
    ).toEqual([]);
    const stale = Object.keys(routeSamples).filter((key) => !registered.has(key));
    expect(stale, "samples of routes that no longer exist").toEqual([]);

    // A route documented with a query string or a body must have a sample that sends one.
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string }[]; requestBody?: unknown }>>;
    }>();
    const undocumentedInput: string[] = [];
    for (const { route, sample } of await sampledRoutes()) {
      const operation = docs.paths[route.url.replace(/:([A-Za-z_]+)/g, "{$1}")]?.[route.method.toLowerCase()];
      const takesQuery = operation?.parameters?.some((parameter) => parameter.in === "query") ?? false;
      if ((takesQuery && !sample.query) || (operation?.requestBody && sample.body === undefined)) {
        undocumentedInput.push(`${route.method} ${route.url}`);
      }
    }
    expect(undocumentedInput, "samples that leave out the route's query string or body").toEqual([]);

    // A sample must pass every check, or changing one of its fields proves nothing.
    const refused: string[] = [];
    for (const { route, sample } of await sampledRoutes()) {
      const response = await sendSample(t.app, route, sample);
      const expected = sample.status ?? (response.statusCode < 400 ? response.statusCode : 200);
      if (response.statusCode !== expected) refused.push(`${route.method} ${route.url}: ${describeResponse(response)}`);
    }
    expect(refused).toEqual([]);
  });
});

/**
 * Two shapes that once answered 500 on the identity routes: a lone UTF-16 surrogate (no character, and
 * `encodeURIComponent` throws URIError on it) in a redirect path of the OAuth start, and an array where the
 * consent's signed query is text. Every body string of every identity route gets both, one at a time.
 */
describe("identity routes", () => {
  // JSON bodies only: a form body's bytes cannot hold half a character (the encoding replaces it), and an
  // array there is just text.
  const identityRoutes = async () =>
    (await sampledRoutes()).filter(
      ({ route, sample }) => route.url.startsWith("/api/auth/") && sample.contentType === undefined,
    );

  it("refuse a lone surrogate in any body text with a 400", async () => {
    // The value as it was, and a surrogate inside the sample's own value (so an email stays one).
    const cases = (await identityRoutes()).flatMap(({ route, sample }) =>
      stringLeaves(sample)
        .filter((leaf) => leaf.path[0] === "body")
        .flatMap((leaf) => ["/\ud800", insertInto(leaf.value, "\ud800")].map((value) => ({ route, leaf, value }))),
    );
    expect(cases.map(({ route }) => route.url)).toContain("/api/auth/dugout/oauth/start");
    const failures: string[] = [];
    await eachLimited(cases, 4, async ({ route, leaf, value }) => {
      const response = await sendWithLeaf(route, leaf, value);
      if (response.statusCode !== 400) {
        failures.push(`${leafName(route, leaf)} = ${JSON.stringify(value)} -> ${describeResponse(response)}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it("answer an array of null where text belongs with a 4xx, never a 5xx", async () => {
    const cases = (await identityRoutes()).flatMap(({ route, sample }) =>
      stringLeaves(sample).flatMap((leaf) => (leaf.path[0] === "body" ? [{ route, leaf, path: leaf.path }] : [])),
    );
    expect(cases.map(({ route }) => route.url)).toContain("/api/auth/oauth2/consent");
    const failures: string[] = [];
    await eachLimited(cases, 4, async ({ route, leaf, path }) => {
      const factory = sampleFor(route);
      if (!factory) throw new Error(`No sample for ${route.method} ${route.url}`);
      const response = await sendSample(t.app, route, withBodyValue(await factory(fixture), path, [null])).catch(
        (error: unknown) => ({ statusCode: 599, body: String(error) }),
      );
      if (response.statusCode >= 500 || response.statusCode < 400) {
        failures.push(`${leafName(route, leaf)} = [null] -> ${describeResponse(response)}`);
      }
    });
    expect(failures).toEqual([]);
  });
});

/** Names browsers used or still use that tz databases renamed, dropped or never had, and other odd ones. */
const oddTimeZones = [
  "US/Pacific-New",
  "US/Pacific",
  "US/Eastern",
  "Etc/GMT+0",
  "Etc/GMT-14",
  "Etc/GMT+12",
  "Etc/UTC",
  "EST5EDT",
  "CST6CDT",
  "EST",
  "HST",
  "Canada/East-Saskatchewan",
  "Canada/Saskatchewan",
  "Asia/Calcutta",
  "Asia/Saigon",
  "Asia/Rangoon",
  "Europe/Kiev",
  "Europe/Uzhgorod",
  "America/Godthab",
  "America/Buenos_Aires",
  "Pacific/Enderbury",
  "Antarctica/South_Pole",
  "GMT0",
  "UCT",
  "Universal",
  "Zulu",
  "Navajo",
  "W-SU",
  "Factory",
  "posixrules",
  "localtime",
  "europe/paris",
  "AMERICA/NEW_YORK",
  "Z",
  "+03:00",
  "UTC+3",
  "Mars/Olympus",
  "Europe/Paris ",
];

const intlKnows = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// Before the tests below add conversations: the report answers every conversation of the week.
describe("time zones", () => {
  it("are accepted exactly when both Intl and the database know them", async () => {
    const databaseZones = new Set(
      (await rawRows<{ name: string }>(t.database.db, sql`select name from pg_timezone_names`)).map((row) =>
        row.name.toLowerCase(),
      ),
    );
    const tzLeaves: { route: { method: string; url: string }; leaf: StringLeaf }[] = [];
    for (const { route, sample } of await sampledRoutes()) {
      for (const leaf of stringLeaves(sample).filter((candidate) => candidate.key === "tz"))
        tzLeaves.push({ route, leaf });
    }
    expect(new Set(tzLeaves.map((item) => item.route.url)).size).toBeGreaterThanOrEqual(5);
    // The odd names go to every route. The ~420 names Intl lists are dealt out over the routes, so
    // that each reaches the database once (an accepted zone costs a query of 15-40 ms on PGlite).
    const canonical = Intl.supportedValuesOf("timeZone").filter((zone) => !oddTimeZones.includes(zone));
    const cases = [
      ...tzLeaves.flatMap((target) => oddTimeZones.map((zone) => ({ ...target, zone }))),
      ...canonical.map((zone, index) => ({
        ...(tzLeaves[index % tzLeaves.length] as (typeof tzLeaves)[number]),
        zone,
      })),
    ];
    const failures: string[] = [];
    await eachLimited(cases, 4, async ({ route, leaf, zone }) => {
      const known = intlKnows(zone) && databaseZones.has(zone.toLowerCase());
      const response = await sendWithLeaf(route, leaf, zone);
      if (response.statusCode !== (known ? 200 : 400)) {
        failures.push(
          `${leafName(route, leaf)} = ${JSON.stringify(zone)} (known: ${known}) -> ${describeResponse(response)}`,
        );
      }
    });
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Control characters: NUL, other C0 controls, DEL, C1 controls (NEL, CSI), an ANSI colour sequence. */
const refusedEverywhere = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\u000b",
  "\f",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u009b",
];
/** Tab, line feed and carriage return: refused in single-line fields, kept in multi-line ones. */
const allowedInMultiLine = ["\t", "\n", "\r\n"];

const insertInto = (value: string, inserted: string) => {
  const middle = Math.floor(value.length / 2);
  return `${value.slice(0, middle)}${inserted}${value.slice(middle)}`;
};

describe("control characters in string fields", () => {
  it("are refused with a 400 (tab and line breaks at most kept), never a 5xx", async () => {
    const failures: string[] = [];
    const cases: { route: { method: string; url: string }; leaf: StringLeaf; inserted: string }[] = [];
    for (const { route, sample } of await sampledRoutes()) {
      for (const leaf of stringLeaves(sample)) {
        for (const inserted of [...refusedEverywhere, ...allowedInMultiLine]) cases.push({ route, leaf, inserted });
      }
    }
    expect(cases.length).toBeGreaterThan(300);
    await eachLimited(cases, 4, async ({ route, leaf, inserted }) => {
      const response = await sendWithLeaf(route, leaf, insertInto(leaf.value, inserted));
      const mustRefuse = refusedEverywhere.includes(inserted);
      if (response.statusCode >= 500 || (mustRefuse && response.statusCode !== 400)) {
        failures.push(`${leafName(route, leaf)} + ${JSON.stringify(inserted)} -> ${describeResponse(response)}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it("in the CSV export's search answer 400 before the download starts", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/scoring_champ/export.csv?q=ab%00",
      headers: fixture.admin,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("validation_failed");
  });
});

/** Years 0 to 99999: boundaries of the documented range and of the engines, and a random spread. */
const years = [
  ...new Set([
    0,
    1,
    999,
    1000,
    1899,
    1900,
    1969,
    1970,
    2025,
    9999,
    10000,
    99999,
    ...fc.sample(fc.integer({ min: 0, max: 99999 }), { numRuns: 12, seed: 20250603 }),
  ]),
];
const inDocumentedRange = (year: number) => year >= 1900 && year <= 9999;
const formatYear = (year: number) => String(year).padStart(4, "0");

describe("dates", () => {
  it("outside 1900-01-01 .. 9999-12-31 are refused with a 400, never a 5xx", async () => {
    const failures: string[] = [];
    const cases: { route: { method: string; url: string }; leaf: StringLeaf; replacement: string; ok: boolean }[] = [];
    for (const { route, sample } of await sampledRoutes()) {
      for (const leaf of stringLeaves(sample).filter((candidate) => /^\d{4}-\d\d-\d\d/.test(candidate.value))) {
        const rest = leaf.value.slice(4);
        for (const year of years) {
          cases.push({ route, leaf, replacement: `${formatYear(year)}${rest}`, ok: inDocumentedRange(year) });
        }
        // ISO 8601's expanded years, which JavaScript's Date reads.
        for (const expanded of ["+002025", "-000001", "+010000"]) {
          cases.push({ route, leaf, replacement: `${expanded}${rest}`, ok: false });
        }
      }
    }
    expect(new Set(cases.map((item) => item.leaf.key)).size).toBeGreaterThanOrEqual(5);
    await eachLimited(cases, 4, async ({ route, leaf, replacement, ok }) => {
      const response = await sendWithLeaf(route, leaf, replacement);
      if (response.statusCode >= 500 || (!ok && response.statusCode !== 400)) {
        failures.push(`${leafName(route, leaf)} = ${replacement} -> ${describeResponse(response)}`);
      }
    });
    expect(failures).toEqual([]);
  }, 600_000);
});
