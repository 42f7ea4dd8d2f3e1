import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identityErrors } from "@dugout/contracts/identity-errors";
import { loadConfig } from "../../../../config";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { destinationRefusal } from "./phone-destinations";
import { captureMessaging, errorBody, freshIp, post } from "../../test-kit";

/**
 * SMS pumping (README.md "Phone destinations and the hourly budget"): with phone sign-up open, passcodes go
 * only to the allowed countries, never to premium-rate numbers or international networks, and the whole
 * site sends at most SIGNIN_SMS_PER_HOUR of them, whichever instance is asked.
 */
const send = (t: TestApp, phoneNumber: string) =>
  post(t, "/api/auth/phone-number/send-otp", { phoneNumber }, { ip: freshIp() });

const refusedDestination = {
  error_type: "phone_destination_not_allowed",
  error_message:
    "Passcodes cannot be sent to this number. Please use another number, or choose another way to sign in.",
};

function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe("phone passcode destinations", () => {
  const mail = captureMessaging();
  const open = { SIGNIN_SMS_PER_HOUR: "1000", SIGNUP_ALLOWED_DOMAINS: "*" };
  let t: TestApp;
  let listed: TestApp;
  let twilio: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ messaging: mail, env: open });
    // Other configurations, on the same database (no new one to migrate).
    listed = await createTestApp({
      messaging: mail,
      shareDatabaseWith: t,
      env: { ...open, SIGNIN_SMS_COUNTRIES: "gb, FR" },
    });
    twilio = await createTestApp({
      messaging: mail,
      shareDatabaseWith: t,
      env: {
        ...open,
        TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
        TWILIO_AUTH_TOKEN: "token",
        TWILIO_SMS_FROM: "+447400123999",
      },
    });
  });
  afterAll(async () => {
    await twilio.close();
    await listed.close();
    await t.close();
  });

  it("by default (the widget's default country, US), texts a US number", async () => {
    expect((await send(t, "+12015550142")).statusCode).toBe(200);
    expect(mail.last("+12015550142").channel).toBe("sms");
  });

  it("refuses +1 900, UK 09, Cuba, Sierra Leone, Canada and +881/+882 numbers, and sends nothing", async () => {
    const numbers = [
      "+19005550123",
      "+449091234567",
      "+5352345678",
      "+23276123456",
      "+16135550123",
      "+881612345678",
      "+8823451234567",
    ];
    for (const number of numbers) {
      const response = await send(t, number);
      expect(response.statusCode, number).toBe(400);
      expect(errorBody(response), number).toMatchObject(refusedDestination);
    }
    expect(mail.sent.filter((message) => numbers.includes(message.to))).toEqual([]);
  });

  it("follows SIGNIN_SMS_COUNTRIES, and still refuses premium-rate numbers of a listed country", async () => {
    expect((await send(listed, "+447400123456")).statusCode).toBe(200);
    expect((await send(listed, "+33612345678")).statusCode).toBe(200);
    expect(errorBody(await send(listed, "+449091234567"))).toMatchObject(refusedDestination);
    expect(errorBody(await send(listed, "+12015550143"))).toMatchObject(refusedDestination);
  });

  it("defaults to the countries of the site's sending numbers", async () => {
    expect((await send(twilio, "+447400123457")).statusCode).toBe(200);
    expect(errorBody(await send(twilio, "+12015550144"))).toMatchObject(refusedDestination);
  });

  it("refuses a setting that is not a list of country codes, or no budget, at boot", () => {
    const base = { NODE_ENV: "test", APP_BASE_URL: "http://localhost:3000" };
    expect(() => loadConfig({ ...base, SIGNIN_SMS_COUNTRIES: "US,USA" })).toThrow(/SIGNIN_SMS_COUNTRIES/);
    expect(() => loadConfig({ ...base, SIGNIN_SMS_PER_HOUR: "0" })).toThrow(/SIGNIN_SMS_PER_HOUR/);
    expect(loadConfig({ ...base, SIGNIN_SMS_COUNTRIES: " us,gb " }).SIGNIN_SMS_COUNTRIES).toEqual(["US", "GB"]);
  });

  it("never allows the international networks, even by name", () => {
    expect(destinationRefusal("+881612345678", ["US"])).toBe("international_network");
    expect(destinationRefusal("+8823451234567", ["US"])).toBe("international_network");
    expect(destinationRefusal("+88351000001", ["US"])).toBe("international_network");
    expect(destinationRefusal("+19005550123", ["US"])).toBe("premium_rate");
    expect(destinationRefusal("+12015550123", ["US"])).toBeUndefined();
  });
});

describe("the site's hourly budget of phone passcodes", () => {
  const mail = captureMessaging();
  const logs = [logCapture(), logCapture()];
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { SIGNIN_SMS_PER_HOUR: "3", SIGNUP_ALLOWED_DOMAINS: "*", LOG_LEVEL: "info" };
    first = await createTestApp({ messaging: mail, env, logStream: logs[0]?.stream });
    // A second instance on the same database: the budget is one counter, not one per process.
    second = await createTestApp({ messaging: mail, env, shareDatabaseWith: first, logStream: logs[1]?.stream });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("refuses sends once the hour's budget is spent, across instances, and logs one error", async () => {
    // Different numbers from different addresses: no per-number or per-IP cap is reached.
    const numbers = ["+12015550151", "+12015550152", "+12015550153", "+12015550154", "+12015550155"];
    const answers = [];
    for (const [index, number] of numbers.entries()) answers.push(await send(index % 2 ? second : first, number));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429]);
    const refused = answers[3];
    expect(refused && errorBody(refused)).toMatchObject({
      error_type: "passcode_budget_exhausted",
      error_message: identityErrors.passcode_budget_exhausted.message,
      status_code: 429,
    });
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(3500);
    expect(mail.sent.filter((message) => numbers.slice(3).includes(message.to))).toEqual([]);

    const errors = logs.flatMap((log) => log.lines).filter((line) => line.event === "phone_passcode_budget_spent");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: 50 });
    expect(errors[0]?.msg).toContain("SIGNIN_SMS_PER_HOUR=3");
    expect(errors[0]).not.toHaveProperty("stack");
  });
});
