import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { format } from "node:util";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createJobs } from "./jobs/create-jobs";
import type { AppContext } from "./context";
import { agentKeyCommand } from "./modules/agent-usage/commands";
import { loggableError, loggableValue, safeText } from "./plugins/log-safety";
import { redactUrl } from "./plugins/logging";
import { createTestApp, type TestApp } from "./test/harness";
import { logCapture } from "./test/log-capture";
import { sendSample, stringLeaves, withLeaf } from "./test/route-mutations";
import { createRouteFixture, type SamplePeople } from "./test/route-fixture";
import { sampleFor } from "./test/route-samples";

/**
 * No log line carries an email, a name, a token, a passcode or a password, and none carries a
 * control character that could forge a line or colour a terminal. Every route is driven with
 * canary values, valid and with hostile strings, the log is captured, and the canaries are
 * looked for in it. Then statements are made to fail for real, with canaries as parameters.
 */

/** Every canary carries this id, so that one search finds any of them in any encoding. */
const canaryId = randomBytes(8).toString("hex");
const canaries: SamplePeople = {
  email: `canary-${canaryId}@example.com`,
  name: `Canary Person${canaryId}`,
  firstName: "Canary",
  lastName: `Person${canaryId}`,
  password: `canary password ${canaryId} horse battery`,
  token: `canary-token-${canaryId}`,
  passcode: `canary-passcode-${canaryId}`,
  // A number has only digits: the canary is a valid one of its own, looked for beside the id.
  phone: `+1201555${String(1000 + (randomBytes(2).readUInt16BE(0) % 9000))}`,
};

/** What libraries print to the console past the logger (the app logs nothing there). */
const consoleText: string[] = [];
beforeEach(() => {
  for (const method of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleText.push(format(...args));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Log lines that mention the canary id, shortened for the failure message. */
const linesWithCanaries = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.toLowerCase().includes(canaryId) || line.includes(canaries.phone.slice(1)))
    .map((line) => line.slice(0, 400));

// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** Every string in a parsed log record that holds a control character, with its path. */
function controlCharactersIn(value: unknown, path = ""): string[] {
  if (typeof value === "string") return controlCharacter.test(value) ? [`${path}: ${JSON.stringify(value)}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => controlCharactersIn(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(controlCharacter.test(key) ? [`${path}.${JSON.stringify(key)} (key)`] : []),
      ...controlCharactersIn(item, `${path}.${key}`),
    ]);
  }
  return [];
}

/** Better Auth's endpoints that take personal data (one wildcard route today: no samples yet). */
const betterAuthRequests = (people: SamplePeople) => [
  { url: "/api/auth/sign-in/magic-link", payload: { email: people.email, callbackURL: "/batting_cage" } },
  { url: "/api/auth/sign-in/email", payload: { email: people.email, password: people.password } },
  { url: "/api/auth/sign-up/email", payload: { email: people.email, password: people.password, name: people.name } },
  { url: "/api/auth/email-otp/send-verification-otp", payload: { email: people.email, type: "sign-in" } },
  { url: "/api/auth/sign-in/email-otp", payload: { email: people.email, otp: people.passcode } },
  { url: "/api/auth/phone-number/send-otp", payload: { phoneNumber: people.phone } },
  { url: "/api/auth/phone-number/verify", payload: { phoneNumber: people.phone, code: people.passcode } },
  { url: "/api/auth/request-password-reset", payload: { email: people.email, redirectTo: "/batting_cage" } },
  { url: "/api/auth/reset-password", payload: { token: people.token, newPassword: people.password } },
];

/**
 * An app of the describe's own, logging into a capture of its own: each describe reads only its
 * lines, and the failed-statement tests break tables no other test may see.
 */
function ownAppAndLog() {
  const own = { t: undefined as unknown as TestApp, log: logCapture() };
  beforeAll(async () => {
    own.t = await createTestApp({ logStream: own.log.stream });
  });
  afterAll(async () => {
    await own.t.close();
  });
  return own;
}

describe("personal data in the log", () => {
  const own = ownAppAndLog();

  it("never appears, whatever reaches any route", async () => {
    const { t, log } = own;
    const fixture = await createRouteFixture(t, canaries);
    let sent = 0;
    const hostile = (value: string) => [
      `${value}\u0000`,
      `\u001b[31m${value}\r\n`,
      ...(/^\d{4}-/.test(value) ? [`0000${value.slice(4)}`] : []),
    ];
    for (const route of t.app.registeredRoutes) {
      const factory = sampleFor(route);
      if (!factory) continue;
      const sample = await factory(fixture);
      await sendSample(t.app, route, sample).catch(() => undefined);
      sent += 1;
      for (const leaf of stringLeaves(sample)) {
        for (const value of hostile(leaf.value)) {
          await sendSample(t.app, route, withLeaf(await factory(fixture), leaf.path, value)).catch(() => undefined);
          sent += 1;
        }
      }
    }
    const origin = { origin: t.config.baseUrl };
    for (const request of betterAuthRequests(canaries)) {
      for (const email of [canaries.email, `${canaries.email}\u0000`]) {
        const payload = { ...request.payload, ...("email" in request.payload ? { email } : {}) };
        const response = await t.app.inject({ method: "POST", url: request.url, headers: origin, payload });
        expect(response.statusCode, `${request.url} is mounted`).not.toBe(404);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(log.records().length).toBeGreaterThan(sent);
    expect(linesWithCanaries(log.text())).toEqual([]);
    expect(linesWithCanaries(consoleText.join("\n"))).toEqual([]);
  });
});

describe("failed statements in the log", () => {
  const own = ownAppAndLog();

  it("keep the class, SQLSTATE, table and statement of a driver error, never its parameters", async () => {
    const { t } = own;
    const error = await t.database.db
      .execute(
        sql`insert into agent_responses (id, agent, user_email) values (${canaries.name}, 'eugene', ${canaries.email})`,
      )
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    const logged = loggableError(error);
    expect(logged.type).toMatch(/Error$/);
    expect(logged.message).toBe("Failed query");
    expect(logged.statement).toMatch(
      /^insert into agent_responses \(id, agent, user_email\) values \(\$1, 'eugene', \$2\)$/,
    );
    expect(logged.cause?.code).toBe("22P02"); // invalid_text_representation: the id is not a UUID
    expect(logged.stack).toMatch(/\n {4}at /);
    expect(JSON.stringify(logged)).not.toContain(canaryId);
  });

  it("through the error handlers, Better Auth and the job queue", async () => {
    const { t, log } = own;
    const ctx = { config: t.config, database: t.database } as unknown as AppContext;
    const apiKey = (await agentKeyCommand.run(ctx, { args: ["create", "eugene"] })).split("\n")[1];
    // Tables a valid request needs, gone: each statement fails with the canaries as parameters.
    await t.database.db.execute(sql`alter table agent_responses rename to agent_responses_moved`);
    const agentAnswer = await t.app.inject({
      method: "POST",
      url: "/api/agents/eugene/responses",
      headers: { authorization: `Bearer ${apiKey ?? ""}` },
      payload: { user_email: canaries.email, external_id: canaries.token },
    });
    expect(agentAnswer.statusCode).toBe(500);

    await t.database.db.execute(sql`alter table users rename column email to email_moved`);
    const search = await t.app.inject({
      method: "POST",
      url: "/api/auth/dugout/users/search",
      headers: { origin: t.config.baseUrl },
      payload: { email: canaries.email },
    });
    expect(search.statusCode).toBe(500);
    const magicLink = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      headers: { origin: t.config.baseUrl },
      payload: { email: canaries.email, callbackURL: "/batting_cage" },
    });
    expect(magicLink.statusCode).toBe(500);

    // The job queue, as the command line builds it: a plain pino logger without the app's serializers.
    const jobs = createJobs(
      t.database,
      { expireInSeconds: 30, superviseIntervalSeconds: 5, pollingIntervalSeconds: 1, runWorkers: true },
      pino({ level: "debug" }, log.stream),
    );
    jobs.work(
      "log-safety.failing",
      async () => {
        await t.database.db.execute(sql`insert into agent_responses_nowhere (user_email) values (${canaries.email})`);
      },
      { retryLimit: 0 },
    );
    await jobs.start();
    await jobs.send("log-safety.failing", { submissionId: "no personal data here" });
    for (let waited = 0; waited < 30_000 && !log.text().includes("job attempt failed"); waited += 200) {
      await sleep(200);
    }
    await jobs.stop({ graceful: false });

    const records = log.records();
    const failures = records.filter((record) =>
      ["request failed", "identity request failed"].includes(String(record.msg)),
    );
    // The agent route (app handler), the user search (identity scope), the magic link (Better Auth).
    expect(failures.length).toBeGreaterThanOrEqual(3);
    for (const record of failures) {
      const err = record.err as { code?: string; cause?: { code?: string; table?: string }; statement?: string };
      expect(err.statement ?? "").toMatch(/agent_responses|users/);
      expect(err.cause?.code).toMatch(/^42/); // undefined_table 42P01, undefined_column 42703
    }
    const jobFailure = records.find((record) => record.msg === "job attempt failed");
    expect(jobFailure, "the failing job's attempt is logged").toBeDefined();
    expect(JSON.stringify(jobFailure)).toContain("42P01");
    expect(linesWithCanaries(log.text())).toEqual([]);
    expect(linesWithCanaries(consoleText.join("\n"))).toEqual([]);
  });
});

describe("log injection", () => {
  const own = ownAppAndLog();

  it("line breaks and escapes in URLs and bodies never reach a log line", async () => {
    const { t, log } = own;
    const admin = await t.signIn({ role: "admin" });
    const forged = '\r\n{"level":50,"msg":"forged"}\u001b[31m';
    await t.app.inject({
      method: "GET",
      url: `/api/scoring_champ/scores?q=${encodeURIComponent(forged)}&to=%0A2025-01-01&rep=%1B%5B31m`,
      headers: admin.headers,
    });
    await t.app.inject({ method: "GET", url: `/no-such-page%0D%0A%1B%5B31m?next=${encodeURIComponent(forged)}` });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      headers: { origin: t.config.baseUrl },
      payload: { email: "someone@example.com", callbackURL: `https://elsewhere.example/${encodeURIComponent(forged)}` },
    });
    // Raw control characters never reach Better Auth: the mount refuses them first.
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      headers: { origin: t.config.baseUrl },
      payload: { email: "someone@example.com", callbackURL: `https://elsewhere.example/${forged}` },
    });
    expect(refused.statusCode).toBe(400);
    await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: await t.csrfHeaders(),
      payload: { events: [{ name: forged, details: { type: forged } }] },
    });

    const text = log.text();
    const records = log.records();
    expect(text.split("\n").filter(Boolean)).toHaveLength(records.length);
    expect(text.includes("\u001b") || text.includes("\r")).toBe(false);
    expect(records.filter((record) => record.msg === "forged")).toEqual([]);
    expect(records.flatMap((record) => controlCharactersIn(record))).toEqual([]);
    // Better Auth's complaint about the callback URL is in the app's log, made safe.
    const betterAuth = records.filter((record) => record.source === "better-auth");
    expect(betterAuth.map((record) => String(record.msg))).toContainEqual(expect.stringMatching(/callbackURL/i));
  });

  it("redactUrl leaves no control character, decoded or not, and no sensitive value", () => {
    const url = redactUrl("/x%0A\u001b[31m?q=a%0Ab%1B&token=secret&callbackURL=%2Fpage%3Ftoken%3Dinner&rep=Ann");
    expect(url).not.toMatch(controlCharacter);
    expect(decodeURIComponent(url)).not.toMatch(controlCharacter);
    expect(url).not.toMatch(/secret|inner|Ann/);
  });
});

describe("log-safety helpers", () => {
  it("make free text safe: controls, emails, bound values and sensitive query values", () => {
    expect(safeText("a\r\n\u001b[31mb\u0085c")).toBe("a\uFFFD[31mb\uFFFDc");
    expect(safeText("mail ann@example.com now")).toBe("mail [email] now");
    expect(safeText('Failed query: select 1 where name = $1\nparams: Ann Example,"x"')).toBe(
      "Failed query: select 1 where name = $1\uFFFDparams: [redacted]",
    );
    expect(safeText("Invalid callbackURL: https://x.example/?token=abc&page=2&rep=Ann")).toBe(
      "Invalid callbackURL: https://x.example/?token=[redacted]&page=2&rep=[redacted]",
    );
    expect(safeText("x".repeat(3000))).toHaveLength(2001);
  });

  it("keep objects without their sensitive keys", () => {
    expect(
      loggableValue({ email: "a@b.co", password: "p", access_token: "t", userName: "Ann", status: 500, path: "/x\n" }),
    ).toEqual({
      email: "[redacted]",
      password: "[redacted]",
      access_token: "[redacted]",
      userName: "[redacted]",
      status: 500,
      path: "/x\uFFFD",
    });
  });
});
