import { defined } from "@dugout/contracts/defined";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessNamesAnswer } from "@dugout/contracts/name-generator";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";

const description = "A mobile dog grooming van that comes to busy pet owners' driveways";
const lead = { name: "Pat Lee", email: "pat@example.com", timeline: "0-3 months" };

const generousLimits = {
  NAME_GENERATOR_SUBMISSIONS_PER_MINUTE: "1000",
  NAME_GENERATOR_LEADS_PER_MINUTE: "1000",
  NAME_GENERATOR_BRANDING_PER_MINUTE: "1000",
  NAME_GENERATOR_IMAGES_PER_MINUTE: "1000",
  NAME_GENERATOR_POLLS_PER_MINUTE: "10000",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_SECONDS: "0.5", ...generousLimits } });
});
afterAll(async () => {
  await t.close();
});

async function post(url: string, payload: unknown, app: TestApp = t) {
  return app.app.inject({ method: "POST", url, headers: await app.csrfHeaders(), payload: payload as object });
}
async function patch(url: string, payload: unknown, app: TestApp = t) {
  return app.app.inject({ method: "PATCH", url, headers: await app.csrfHeaders(), payload: payload as object });
}

export async function submit(app: TestApp = t, body: object = { businessDescription: description }) {
  const response = await post("/api/business_name_submissions", body, app);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ submission_id: string; names: { uuid: string; name: string }[] }>();
}

export async function untilScored(app: TestApp, submissionId: string): Promise<BusinessNamesAnswer> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const response = await app.app.inject({ method: "GET", url: `/api/business_names?submission_id=${submissionId}` });
    expect(response.statusCode).toBe(200);
    const answer = response.json<BusinessNamesAnswer>();
    if (answer.names.every((name) => name.status !== "pending")) return answer;
    if (Date.now() > deadline) throw new Error("names still pending");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("submissions and the unlock gate", () => {
  let submissionId: string;
  let nameIds: string[];

  it("creates nine pending names and scores them through the job queue", async () => {
    const created = await submit();
    expect(created.names).toHaveLength(9);
    submissionId = created.submission_id;
    nameIds = created.names.map((name) => name.uuid);
    const scored = await untilScored(t, submissionId);
    expect(scored.names.map((name) => name.uuid)).toEqual(nameIds);
    expect(scored.names.every((name) => name.status === "complete")).toBe(true);
  });

  it("withholds research data for all but the top result until the lead is sent", async () => {
    const locked = await untilScored(t, submissionId);
    const [top, ...rest] = locked.names;
    expect(top?.research_data?.overall_score).toEqual(expect.any(Number));
    expect(Object.keys(top?.research_data?.score_breakdown ?? {}).sort()).toEqual([
      "cultural_sensitivity",
      "memorability",
      "originality",
      "practical_availability",
      "pronounceability",
    ]);
    expect(rest.map((name) => name.research_data)).toEqual(Array.from({ length: 8 }, () => null));

    const unlocked = await patch(`/api/business_name_submissions/${submissionId}`, lead);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toEqual({ submission_id: submissionId, unlocked: true });

    const open = await untilScored(t, submissionId);
    expect(open.names.every((name) => name.research_data !== null)).toBe(true);
  });

  it("serves branding after unlock, the same answer every time (cached per name)", async () => {
    const id = defined(nameIds[1], "the second name");
    const get = (path: string) => t.app.inject({ method: "GET", url: `/api/business_names/${id}/${path}` });
    const taglines = await get("taglines");
    expect(taglines.statusCode).toBe(200);
    expect(taglines.json<{ taglines: string[] }>().taglines).toHaveLength(5);
    expect((await get("taglines")).body).toBe(taglines.body);
    const directions = await get("logo_directions");
    expect(directions.json<{ logo_directions: unknown[] }>().logo_directions).toHaveLength(4);
    expect(
      (await get("brand_personality")).json<{ brand_personality: string }>().brand_personality.length,
    ).toBeGreaterThan(10);
    const palettes = await get("color_palettes");
    expect(palettes.json<{ color_palettes: unknown[] }>().color_palettes).toHaveLength(3);
  });

  it("renders a logo as a base64 PNG, a transparent PNG and an SVG, made by the offline engine", async () => {
    const id = defined(nameIds[1], "the second name");
    const direction = { title: "Wordmark", description: "The name in a clean sans-serif.", style: "minimal" };
    const response = await post(`/api/business_names/${id}/logo_images`, direction);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ image: string; image_transparent: string; svg: string; engine: unknown }>();
    for (const image of [answer.image, answer.image_transparent]) {
      const png = Buffer.from(image, "base64");
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
    }
    expect(answer.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* width="512" height="512"/);
    expect(answer.engine).toEqual({ kind: "offline" });
  });

  it("refuses branding for a submission that is still locked", async () => {
    const other = await submit();
    const id = defined(other.names[0], "the other idea's first name").uuid;
    for (const path of ["taglines", "logo_directions", "brand_personality", "color_palettes"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/business_names/${id}/${path}` });
      expect(response.statusCode, path).toBe(403);
    }
    const image = await post(`/api/business_names/${id}/logo_images`, { title: "A", description: "B", style: "C" });
    expect(image.statusCode).toBe(403);
  });
});

describe("bad input on every call", () => {
  const unknownId = "00000000-0000-4000-8000-000000000000";

  it("validates the submission with the messages of docs/requirements/name-generator.md#validation-rules", async () => {
    const cases: [object, string][] = [
      [{ businessDescription: "   " }, "Please describe your business idea."],
      [{ businessDescription: "x".repeat(2001) }, "Please keep the description under 2000 characters."],
      [{ businessDescription: "ok", email: "not an email" }, "Invalid email address"],
      [{ businessDescription: "ok", phone: "12345" }, "Invalid phone number"],
      [{ businessDescription: "ok", zipCode: "1234" }, "Invalid ZIP code"],
    ];
    for (const [body, message] of cases) {
      const response = await post("/api/business_name_submissions", body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(
        response.json<{ error: { issues: { message: string }[] } }>().error.issues.map((issue) => issue.message),
      ).toContain(message);
    }
    for (const body of [
      {},
      { businessDescription: 5 },
      { businessDescription: "ok", vibe: 9 },
      { businessDescription: "ok", vibe: "x" },
    ]) {
      expect((await post("/api/business_name_submissions", body)).statusCode).toBe(400);
    }
  });

  it("accepts the optional fields when they match the patterns", async () => {
    const created = await submit(t, {
      businessDescription: "A bakery",
      email: "a@b.co",
      phone: "(555) 123-4567",
      zipCode: "12345",
      vibe: 2,
    });
    expect(created.names).toHaveLength(9);
  });

  it("validates the lead with the messages of docs/requirements/name-generator.md#validation-rules", async () => {
    const created = await submit();
    const url = `/api/business_name_submissions/${created.submission_id}`;
    const cases: [object, string][] = [
      [{ ...lead, email: "pat@example" }, "Invalid email address"],
      [{ ...lead, email: "pat @example.com" }, "Invalid email address"],
      [{ ...lead, name: "  " }, "Please enter your name."],
      [
        { ...lead, timeline: "tomorrow" },
        "Timeline must be one of: I'm here for fun!, 0-3 months, 3-6 months, 6-12 months, 12+ months.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await patch(url, body);
      expect(response.statusCode).toBe(400);
      expect(
        response.json<{ error: { issues: { message: string }[] } }>().error.issues.map((issue) => issue.message),
      ).toContain(message);
    }
    const still = await t.app.inject({
      method: "GET",
      url: `/api/business_names?submission_id=${created.submission_id}`,
    });
    expect(
      still
        .json<BusinessNamesAnswer>()
        .names.slice(1)
        .every((name) => name.research_data === null),
    ).toBe(true);
    expect((await patch(`/api/business_name_submissions/${unknownId}`, lead)).statusCode).toBe(404);
    expect((await patch("/api/business_name_submissions/not-a-uuid", lead)).statusCode).toBe(400);
  });

  it("answers 400 for malformed ids and 404 for unknown ones", async () => {
    const get = (url: string) => t.app.inject({ method: "GET", url });
    expect((await get("/api/business_names")).statusCode).toBe(400);
    expect((await get("/api/business_names?submission_id=nope")).statusCode).toBe(400);
    expect(errorOf(await get(`/api/business_names?submission_id=${unknownId}`)).code).toBe("not_found");
    for (const path of ["taglines", "logo_directions", "brand_personality", "color_palettes"]) {
      expect((await get(`/api/business_names/nope/${path}`)).statusCode, path).toBe(400);
      expect((await get(`/api/business_names/${unknownId}/${path}`)).statusCode, path).toBe(404);
    }
    expect(
      (await post(`/api/business_names/${unknownId}/logo_images`, { title: "A", description: "", style: "" }))
        .statusCode,
    ).toBe(404);
    expect((await post(`/api/business_names/${unknownId}/logo_images`, { title: "", description: 1 })).statusCode).toBe(
      400,
    );
  });

  it("requires the CSRF token for the state-changing calls", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/business_name_submissions",
      payload: { businessDescription: description },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("leads are for admins only", () => {
  it("lists leads and exports them as CSV for an admin, and refuses everyone else", async () => {
    const created = await submit();
    const formulaLead = { name: "=HYPERLINK(1)", email: "lead@example.com", timeline: "I'm here for fun!" };
    expect((await patch(`/api/business_name_submissions/${created.submission_id}`, formulaLead)).statusCode).toBe(200);

    expect((await t.app.inject({ method: "GET", url: "/api/admin/leads" })).statusCode).toBe(401);
    const rep = await t.signIn();
    expect((await t.app.inject({ method: "GET", url: "/api/admin/leads.csv", headers: rep.headers })).statusCode).toBe(
      403,
    );

    const admin = await t.signIn({ role: "admin" });
    const list = await t.app.inject({ method: "GET", url: "/api/admin/leads", headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    const { leads } = list.json<{ leads: { submission_id: string; email: string; timeline: string }[] }>();
    expect(leads).toContainEqual(
      expect.objectContaining({ submission_id: created.submission_id, email: "lead@example.com" }),
    );

    const csv = await t.app.inject({ method: "GET", url: "/api/admin/leads.csv", headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("submission_id,name,email,timeline,description,unlocked_at");
    expect(lines.find((line) => line.includes(created.submission_id))).toContain(
      `'=HYPERLINK(1),lead@example.com,I'm here for fun!,`,
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/leads?limit=0", headers: admin.headers })).statusCode,
    ).toBe(400);
  });
});
