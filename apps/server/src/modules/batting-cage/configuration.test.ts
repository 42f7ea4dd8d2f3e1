import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battingCageDefaultConfiguration, battingCageExampleCustomer } from "@dugout/contracts/batting-cage";
import { battingCageConfigurations } from "@dugout/db";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";

let t: TestApp;
let admin: { headers: Record<string, string> };
let rep: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ role: "admin", name: "Ada Lovelace" });
  rep = await t.signIn({ role: "rep", name: "Rex Rep" });
});
afterAll(async () => {
  await t.close();
});

const valid = {
  ...battingCageDefaultConfiguration,
  ...battingCageExampleCustomer,
  personality_type: "Skeptical",
  custom_instructions: "Mention the bakery's new second location.",
  randomize_objection: true,
  randomize_personality_type: true,
};

const save = (headers: Record<string, string>, configuration: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/batting_cage_configurations",
    headers,
    payload: { batting_cage_configuration: configuration },
  });

describe("GET /batting_cage_configuration", () => {
  it("needs a signed-in user", async () => {
    const response = await t.app.inject({ method: "GET", url: "/batting_cage_configuration" });
    expect(response.statusCode).toBe(401);
  });

  it("answers the defaults before the first save: everything random except 1-5 employees", async () => {
    const response = await t.app.inject({ method: "GET", url: "/batting_cage_configuration", headers: rep.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: null,
      customer_type: null,
      employee_count: "1-5",
      custom_instructions: "",
      randomize_objection: false,
      user_full_name: null,
      updated_at: null,
    });
  });
});

describe("POST /batting_cage_configurations", () => {
  it("is for admins only, and needs the CSRF token", async () => {
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/batting_cage_configurations",
          payload: { batting_cage_configuration: valid },
        })
      ).statusCode,
    ).toBe(403);
    const anonymous = await save(await t.csrfHeaders(), valid);
    expect(anonymous.statusCode).toBe(401);
    const byRep = await save(rep.headers, valid);
    expect(byRep.statusCode).toBe(403);
    expect(errorOf(byRep).code).toBe("forbidden");
  });

  it("restricts selects to the fixed lists and says which values are allowed", async () => {
    const badType = await save(admin.headers, { ...valid, customer_type: "Whale" });
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).message).toContain("Customer type must be one of: Switcher, Inception.");
    const badCount = await save(admin.headers, { ...valid, employee_count: "3" });
    expect(errorOf(badCount).message).toContain("Employee count must be one of: 1-5, 5-10, 10-20, 20-50, 50+.");
    const badObjection = await save(admin.headers, { ...valid, objection: "Go away." });
    expect(errorOf(badObjection).message).toContain("Objection must be one of the listed objection statements.");
    const badProvider = await save(admin.headers, { ...valid, payroll_provider: "Payroll Co" });
    expect(errorOf(badProvider).message).toContain("Payroll provider must be one of: ADP, Gusto, Quickbooks");
    const badPersonality = await save(admin.headers, { ...valid, personality_type: "Grumpy" });
    expect(badPersonality.statusCode).toBe(400);
    const badBusiness = await save(admin.headers, { ...valid, business_type: "Casino" });
    expect(badBusiness.statusCode).toBe(400);
    const longName = await save(admin.headers, { ...valid, business_name: "x".repeat(201) });
    expect(errorOf(longName).message).toContain("Business name must be at most 200 characters.");
    const badFlag = await save(admin.headers, { ...valid, randomize_objection: "yes" });
    expect(badFlag.statusCode).toBe(400);
    const missingWrapper = await t.app.inject({
      method: "POST",
      url: "/batting_cage_configurations",
      headers: admin.headers,
      payload: valid,
    });
    expect(missingWrapper.statusCode).toBe(400);
  });

  it("stores every save as a new version with who and when; GET answers the latest", async () => {
    const first = await save(admin.headers, { ...valid, user_full_name: "Somebody Else", user_id: "forged" });
    expect(first.statusCode).toBe(201);
    const firstBody = first.json<{ id: string; user_full_name: string; updated_at: string; user_id: string }>();
    expect(firstBody.user_full_name).toBe("Ada Lovelace");
    expect(firstBody.user_id).not.toBe("forged");
    expect(Date.parse(firstBody.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    const second = await save(admin.headers, {
      ...valid,
      customer_type: "Inception",
      business_name: "",
      objection: null,
    });
    expect(second.statusCode).toBe(201);
    const latest = await t.app.inject({ method: "GET", url: "/batting_cage_configuration", headers: rep.headers });
    expect(latest.json()).toMatchObject({
      id: second.json<{ id: string }>().id,
      customer_type: "Inception",
      business_name: null,
      objection: null,
      randomize_personality_type: true,
      custom_instructions: valid.custom_instructions,
      user_full_name: "Ada Lovelace",
    });
    const versions = await t.database.db.select({ id: battingCageConfigurations.id }).from(battingCageConfigurations);
    expect(versions.map((row) => row.id)).toEqual(
      expect.arrayContaining([firstBody.id, second.json<{ id: string }>().id]),
    );
  });
});
