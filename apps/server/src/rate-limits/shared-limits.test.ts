import { createConnection } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../test/harness";

/**
 * Rate limits hold across instances and restarts: two app instances on one database (or one Redis)
 * share every counter. Before, each process counted in its own memory, so two instances doubled
 * every limit and a restart reset it.
 */
const limit = 5;
const env = { NAME_GENERATOR_POLLS_PER_MINUTE: String(limit), JOBS_DISABLE_WORKERS: "true" };
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.77.${process.pid % 250}.${addressCounter}`;
};

/** Polls alternate between the instances, all from one client address; returns how many were served. */
async function served(instances: TestApp[], requests: number, remoteAddress: string): Promise<number> {
  let accepted = 0;
  for (let index = 0; index < requests; index += 1) {
    const instance = instances[index % instances.length];
    if (!instance) throw new Error("no instance");
    const response = await instance.app.inject({
      method: "GET",
      url: "/api/business_names?submission_id=00000000-0000-4000-8000-000000000000",
      remoteAddress,
    });
    if (response.statusCode === 429) {
      expect(errorOf(response).code).toBe("rate_limited");
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    } else accepted += 1;
  }
  return accepted;
}

describe("rate limits in the database", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env });
    second = await createTestApp({ env, shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("are shared by two instances: alternating requests get the limit once, not twice", async () => {
    expect(await served([first, second], 4 * limit, freshAddress())).toBe(limit);
  });

  it("survive a restart", async () => {
    const address = freshAddress();
    expect(await served([first], limit, address)).toBe(limit);
    const restarted = await createTestApp({ env, shareDatabaseWith: first });
    try {
      expect(await served([restarted], 3, address)).toBe(0);
    } finally {
      await restarted.close();
    }
  });
});

describe("rate limits behind a reverse proxy (TRUST_PROXY=true)", () => {
  it("count the address the proxy saw, not one the client wrote in front of it", async () => {
    const t = await createTestApp({ env: { ...env, TRUST_PROXY: "true" } });
    try {
      let accepted = 0;
      for (let index = 0; index < 3 * limit; index += 1) {
        const response = await t.app.inject({
          method: "GET",
          url: "/api/business_names?submission_id=00000000-0000-4000-8000-000000000000",
          remoteAddress: "127.0.0.1",
          // The client wrote the first address; the proxy appended the second (the real client).
          headers: { "x-forwarded-for": `198.51.100.${index}, 203.0.113.7` },
        });
        if (response.statusCode !== 429) accepted += 1;
      }
      expect(accepted).toBe(limit);
    } finally {
      await t.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisReachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.once("connect", () => {
    socket.end();
    resolve(true);
  });
  socket.once("error", () => resolve(false));
});

// Redis runs on the development and CI machines; elsewhere this part says so instead of passing.
describe.runIf(redisReachable || process.env.CI)("rate limits in Redis (REDIS_URL)", () => {
  it("are shared by two instances", async () => {
    const first = await createTestApp({ env: { ...env, REDIS_URL: redisUrl } });
    const second = await createTestApp({ env: { ...env, REDIS_URL: redisUrl }, shareDatabaseWith: first });
    try {
      expect(await served([first, second], 4 * limit, freshAddress())).toBe(limit);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("refuse rather than let requests through unlimited when Redis is unreachable", async () => {
    const t = await createTestApp({ env: { ...env, REDIS_URL: "redis://127.0.0.1:1" } });
    try {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/business_names?submission_id=00000000-0000-4000-8000-000000000000",
      });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response).code).toBe("service_unavailable");
      expect(response.headers["retry-after"]).toBe("5");
    } finally {
      await t.close();
    }
  });
});
