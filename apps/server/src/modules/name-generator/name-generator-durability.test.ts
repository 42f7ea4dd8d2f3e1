import { randomUUID } from "node:crypto";
import { defined } from "@dugout/contracts/defined";
import { describe, expect, it } from "vitest";
import type { Db } from "@dugout/db";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import type { App } from "../../context";
import { claimAndDie } from "../../test/dying-worker";
import { createTestApp, errorOf } from "../../test/harness";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { createNamingEngine } from "./engine/create-naming-engine";
import { createSubmission, listNames } from "./repository";
import { createNameGeneratorService, researchQueue, withoutPersonalData } from "./service";
import { visitorBrowser } from "./visitor-browser.fixture";

const description = "A neighborhood bike repair shop that also rents e-bikes to tourists";

async function appOn(testDatabase: TestDatabase, env: Record<string, string>): Promise<App> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "./does-not-exist",
    APP_BASE_URL: "http://localhost:3000",
    ...env,
  });
  const app = await buildApp({ config, database: testDatabase.database });
  await app.ready();
  return app;
}

async function csrf(app: App): Promise<Record<string, string>> {
  const { token } = (await app.inject({ method: "GET", url: "/api/csrf" })).json<{ token: string }>();
  return { cookie: `dugout_csrf=${token}`, "x-csrf-token": token, origin: "http://localhost:3000" };
}

/**
 * The names' state as stored: these tests are about the job queue, and the HTTP read is only for the
 * browser that made the submission (name-generator.test.ts covers it).
 */
async function names(db: Db, submissionId: string) {
  return (await listNames(db, submissionId)).map((row) => ({ status: row.status, research_data: row.researchData }));
}

describe("job recovery after a restart", () => {
  it("scores names whose job was queued, then claimed by a process that died", async () => {
    const testDatabase = await createTestDatabase();
    try {
      // The first process accepts the submission, then dies before scoring it.
      const first = await appOn(testDatabase, { JOBS_DISABLE_WORKERS: "true", JOBS_EXPIRE_SECONDS: "1" });
      const submitted = await first.inject({
        method: "POST",
        url: "/api/business_name_submissions",
        headers: await csrf(first),
        payload: { businessDescription: description },
      });
      expect(submitted.statusCode).toBe(201);
      const submissionId = submitted.json<{ submission_id: string }>().submission_id;
      expect((await names(testDatabase.database.db, submissionId)).every((name) => name.status === "pending")).toBe(
        true,
      );
      await first.close();

      // A worker claims the job and is killed mid-work: the job stays active in the database.
      expect(await claimAndDie(testDatabase, researchQueue)).toBe(1);

      // The restarted server notices the dead attempt and scores every name.
      const second = await appOn(testDatabase, {
        JOBS_EXPIRE_SECONDS: "1",
        JOBS_SUPERVISE_SECONDS: "1",
        JOBS_POLL_SECONDS: "0.5",
      });
      try {
        const deadline = Date.now() + 45_000;
        let current = await names(testDatabase.database.db, submissionId);
        while (current.some((name) => name.status === "pending") && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          current = await names(testDatabase.database.db, submissionId);
        }
        expect(current.map((name) => name.status)).toEqual(Array.from({ length: 9 }, () => "complete"));
      } finally {
        await second.close();
      }
    } finally {
      await testDatabase.drop();
    }
  });
});

describe("names saved by a process that died before enqueueing their job", () => {
  it("are scored after the next start", async () => {
    const testDatabase = await createTestDatabase();
    try {
      const { submissionId } = await createSubmission(
        testDatabase.database.db,
        {
          businessDescription: description,
          industry: "",
          idealCustomer: "",
          brandReferences: "",
          zipCode: "",
          vibe: 4,
          name: "",
          email: "",
          phone: "",
        },
        Array.from({ length: 9 }, (_, index) => ({ name: `Orphan ${index}`, why_this_works: "", generator: "test" })),
        { visitorId: randomUUID(), lead: undefined },
      );
      const app = await appOn(testDatabase, { JOBS_POLL_SECONDS: "0.5" });
      try {
        const deadline = Date.now() + 45_000;
        let current = await names(testDatabase.database.db, submissionId);
        while (current.some((name) => name.status === "pending") && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          current = await names(testDatabase.database.db, submissionId);
        }
        expect(current.map((name) => name.status)).toEqual(Array.from({ length: 9 }, () => "complete"));
      } finally {
        await app.close();
      }
    } finally {
      await testDatabase.drop();
    }
  });
});

describe("a job that fails for good", () => {
  it("marks the names still pending as failed, so polling stops", async () => {
    const t = await createTestApp({ env: { JOBS_DISABLE_WORKERS: "true" } });
    try {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/business_name_submissions",
        headers: await t.csrfHeaders(),
        payload: { businessDescription: description },
      });
      const submissionId = created.json<{ submission_id: string }>().submission_id;
      // What the queue's onFailed runs once the retries are exhausted.
      const service = createNameGeneratorService(t.database.db, await createNamingEngine(t.config), {
        work: () => undefined,
        send: () => Promise.resolve(null),
        depths: () => Promise.resolve([]),
        start: () => Promise.resolve(),
        ping: () => Promise.resolve(),
        stop: () => Promise.resolve(),
      });
      await service.markFailed({ submissionId });
      expect((await names(t.database.db, submissionId)).map((name) => [name.status, name.research_data])).toEqual(
        Array.from({ length: 9 }, () => ["failed", null]),
      );
      // A late duplicate delivery of the job does not resurrect them.
      await service.research({ submissionId });
      expect((await names(t.database.db, submissionId)).every((name) => name.status === "failed")).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe("rate limits per IP", () => {
  it("answers 429 with Retry-After on submissions, leads, branding and images", async () => {
    const t = await createTestApp({
      env: {
        NAME_GENERATOR_SUBMISSIONS_PER_MINUTE: "2",
        NAME_GENERATOR_LEADS_PER_MINUTE: "1",
        NAME_GENERATOR_BRANDING_PER_MINUTE: "2",
        NAME_GENERATOR_IMAGES_PER_MINUTE: "1",
      },
    });
    try {
      const headers = await t.csrfHeaders();
      const browser = visitorBrowser(t.app, headers);
      const submit = () =>
        browser.inject({
          method: "POST",
          url: "/api/business_name_submissions",
          payload: { businessDescription: description },
        });
      const created = await submit();
      expect(created.statusCode).toBe(201);
      expect((await submit()).statusCode).toBe(201);
      const limited = await submit();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(errorOf(limited).code).toBe("rate_limited");
      // Another address is counted on its own.
      const elsewhere = await t.app.inject({
        method: "POST",
        url: "/api/business_name_submissions",
        headers,
        payload: { businessDescription: description },
        remoteAddress: "10.0.0.9",
      });
      expect(elsewhere.statusCode).toBe(201);

      const {
        submission_id: submissionId,
        names: [first],
      } = created.json<{ submission_id: string; names: { uuid: string }[] }>();
      const lead = { name: "Pat", email: "pat@example.com", timeline: "12+ months" };
      const unlock = () =>
        browser.inject({ method: "PATCH", url: `/api/business_name_submissions/${submissionId}`, payload: lead });
      expect((await unlock()).statusCode).toBe(200);
      const leadLimited = await unlock();
      expect(leadLimited.statusCode).toBe(429);
      expect(leadLimited.headers["retry-after"]).toBeDefined();

      const taglines = () => browser.get(`/api/business_names/${defined(first, "the first name").uuid}/taglines`);
      expect((await taglines()).statusCode).toBe(200);
      expect((await taglines()).statusCode).toBe(200);
      const brandingLimited = await taglines();
      expect(brandingLimited.statusCode).toBe(429);
      expect(brandingLimited.headers["retry-after"]).toBeDefined();

      const image = () =>
        browser.inject({
          method: "POST",
          url: `/api/business_names/${defined(first, "the first name").uuid}/logo_images`,
          payload: { title: "Wordmark", description: "Clean", style: "minimal" },
        });
      expect((await image()).statusCode).not.toBe(429);
      const imageLimited = await image();
      expect(imageLimited.statusCode).toBe(429);
      expect(imageLimited.headers["retry-after"]).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

describe("personal data stays out of error logs", () => {
  it("replaces a database error, whose text carries the query's parameters, with the operation and code", async () => {
    const driverError = new Error("Failed query: update business_name_submissions ... params: Pat Lee,pat@example.com");
    driverError.cause = Object.assign(new Error("duplicate key"), { code: "23505" });
    const thrown = await withoutPersonalData("Saving the lead", () => Promise.reject(driverError)).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe("Saving the lead failed (database code 23505).");
    expect((thrown as Error).cause).toBeUndefined();
  });
});
