import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { freePort } from "../../test/server-process";

/**
 * /readyz tells the truth: every store a request depends on is checked (the database and its
 * migrations, the job queue, Redis when REDIS_URL is set), and a store that goes away makes both the
 * probe and the requests that need it answer 503 with Retry-After, never 500. Redis is a throwaway
 * redis-server on a free port (the machine's shared one on 6379 is never touched).
 */
/** Probes until the answer is what is waited for (the job queue starts in the background after boot). */
async function readyz(t: TestApp, until: (status: number) => boolean) {
  let response = await t.app.inject({ method: "GET", url: "/readyz" });
  for (let tries = 0; tries < 100 && !until(response.statusCode); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    response = await t.app.inject({ method: "GET", url: "/readyz" });
  }
  return response;
}

const magicLink = (t: TestApp, email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/magic-link",
    payload: { email },
    headers: { origin: t.config.baseUrl },
  });

describe("readiness with the job queue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("checks the database, its migrations and the job queue", async () => {
    const response = await readyz(t, (status) => status === 200);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, job_queue: true },
    });
  });
});

describe("readiness when the database goes away", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_ALLOWED_DOMAINS: "example.com" } });
    await readyz(t, (status) => status === 200);
  });
  afterAll(async () => {
    // Its database is closed already; what is left to close may complain about it.
    await t.close().catch(() => undefined);
  });

  it("answers 503 with Retry-After to the probe and to requests that need it, never 500", async () => {
    await t.database.close();
    const probe = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(probe.statusCode).toBe(503);
    expect(probe.headers["retry-after"]).toBe("5");
    expect(probe.json()).toMatchObject({ status: "not_ready", checks: { database: false, migrations: false } });

    for (const response of [
      await magicLink(t, "nodb@example.com"),
      await t.app.inject({
        method: "GET",
        url: "/api/business_names?submission_id=00000000-0000-4000-8000-000000000000",
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(errorOf(response).code).toBe("service_unavailable");
    }
  });
});

describe.skipIf(process.env.DUGOUT_TEST_DB === "postgres")("readiness with Redis (REDIS_URL)", () => {
  let redis: ChildProcess | undefined;
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, SIGNUP_ALLOWED_DOMAINS: "example.com" } });
  });
  afterAll(async () => {
    redis?.kill("SIGKILL");
    await t.close();
  });

  it("is ready while Redis answers, and requests that count in it are served", async () => {
    const response = await readyz(t, (status) => status === 200);
    expect(response.json()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, job_queue: true, redis: true },
    });
    expect((await magicLink(t, "before@example.com")).statusCode).toBe(200);
  });

  it("answers 503 with Retry-After, never 500, once Redis is gone", async () => {
    const exited = new Promise((resolve) => redis?.once("exit", resolve));
    redis?.kill("SIGKILL");
    await exited;

    const probe = await readyz(t, (status) => status === 503);
    expect(probe.statusCode).toBe(503);
    expect(probe.headers["retry-after"]).toBe("5");
    expect(probe.json()).toEqual({
      status: "not_ready",
      checks: { database: true, migrations: true, job_queue: true, redis: false },
    });

    // The identity provider's send caps count in Redis: the widget's shape, with the same code.
    const send = await magicLink(t, "after@example.com");
    expect(send.statusCode, send.body).toBe(503);
    expect(send.headers["retry-after"]).toBe("5");
    expect(errorOf(send)).toEqual({
      code: "service_unavailable",
      message: "The service is briefly unavailable. Please try again in a few seconds.",
    });

    // A route with its own rate limit (the public name generator).
    const route = await t.app.inject({
      method: "GET",
      url: "/api/business_names?submission_id=00000000-0000-4000-8000-000000000000",
    });
    expect(route.statusCode).toBe(503);
    expect(route.headers["retry-after"]).toBe("5");
    expect(errorOf(route).code).toBe("service_unavailable");
  });
});
