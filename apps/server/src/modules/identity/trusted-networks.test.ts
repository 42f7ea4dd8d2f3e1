import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { captureMessaging, errorBody, linkIn, post } from "./test-kit";

/**
 * An office behind one address (TRUSTED_NETWORKS): its reps are capped per person, not per address,
 * so a morning's sixty sign-ins all get their links; the same from any other address stops at the
 * per-address cap (IDENTITY_SENDS_PER_IP_PER_HOUR, 50 by default).
 */
const mail = captureMessaging();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    messaging: mail,
    env: { SIGNUP_ALLOWED_DOMAINS: "example.com", TRUSTED_NETWORKS: "203.0.113.0/24, 2001:db8::/32" },
  });
});
afterAll(async () => {
  await t.close();
});

const reps = Array.from({ length: 60 }, (_, index) => `rep${index}`);
const askLink = (email: string, ip: string) => post(t, "/api/auth/sign-in/magic-link", { email }, { ip });

describe("TRUSTED_NETWORKS", () => {
  it("sends each of 60 reps behind one trusted address their link", async () => {
    for (const rep of reps) {
      const email = `${rep}.office@example.com`;
      const response = await askLink(email, "203.0.113.7");
      expect(response.statusCode, `${rep}: ${response.body}`).toBe(200);
      expect(linkIn(mail.last(email)).searchParams.get("token")).toBeTruthy();
    }
  });

  it("still caps each person behind the trusted address (IDENTITY_SENDS_PER_ADDRESS_PER_HOUR)", async () => {
    const email = "popular.office@example.com";
    for (let index = 0; index < 10; index += 1) expect((await askLink(email, "203.0.113.8")).statusCode).toBe(200);
    const refused = await askLink(email, "203.0.113.8");
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused).error_type).toBe("too_many_requests");
  });

  it("matches IPv6 ranges too", async () => {
    expect((await askLink("v6.office@example.com", "2001:db8::15")).statusCode).toBe(200);
  });

  it("refuses the same 60 reps from an untrusted address after the per-address cap", async () => {
    const answers: number[] = [];
    for (const rep of reps) answers.push((await askLink(`${rep}.cafe@example.com`, "198.51.100.9")).statusCode);
    // Better Auth's own burst (30 a minute on /sign-in/*) or the hourly cap of 50 refuses the rest.
    const firstRefused = answers.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThanOrEqual(50);
    expect(answers.slice(firstRefused).every((status) => status === 429)).toBe(true);
  });

  it("lets a trusted office open 120 links in a quarter of an hour; any other address stops after 100 attempts", async () => {
    const attempts = async (ip: string) => {
      const statuses: number[] = [];
      for (let index = 0; index < 120; index += 1) {
        const response = await post(
          t,
          "/api/auth/dugout/tokens/authenticate",
          { token: `unknown-token-${index}`, token_type: "magic_links" },
          { ip },
        );
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    expect((await attempts("203.0.113.9")).filter((status) => status === 429)).toEqual([]);
    const elsewhere = await attempts("198.51.100.9");
    expect(elsewhere.indexOf(429)).toBe(100);
  });
});
