import { defined } from "@dugout/contracts/defined";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessNameSubmission, BusinessNamesAnswer } from "@dugout/contracts/name-generator";
import { findCommand } from "../../commands";
import type { AppContext } from "../../context";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { visitorBrowser, type VisitorBrowser } from "./visitor-browser.fixture";

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
/** The browser most tests call from; tests about other browsers make their own. */
let browser: VisitorBrowser;
const newBrowser = async () => visitorBrowser(t.app, await t.csrfHeaders());
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_SECONDS: "0.5", ...generousLimits } });
  browser = await newBrowser();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, from: VisitorBrowser = browser) =>
  from.inject({ method: "POST", url, payload });
const patch = (url: string, payload: object, from: VisitorBrowser = browser) =>
  from.inject({ method: "PATCH", url, payload });

async function submit(from: VisitorBrowser = browser, body: object = { businessDescription: description }) {
  const response = await post("/api/business_name_submissions", body, from);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ submission_id: string; unlocked: boolean; names: { uuid: string; name: string }[] }>();
}

async function untilScored(from: VisitorBrowser, submissionId: string): Promise<BusinessNamesAnswer> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const response = await from.get(`/api/business_names?submission_id=${submissionId}`);
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
    const scored = await untilScored(browser, submissionId);
    expect(scored.names.map((name) => name.uuid)).toEqual(nameIds);
    expect(scored.names.every((name) => name.status === "complete")).toBe(true);
  });

  it("withholds research data for all but the top result until the lead is sent", async () => {
    const locked = await untilScored(browser, submissionId);
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

    const open = await untilScored(browser, submissionId);
    expect(open.names.every((name) => name.research_data !== null)).toBe(true);
  });

  it("serves branding after unlock, the same answer every time (cached per name)", async () => {
    const id = defined(nameIds[1], "the second name");
    const get = (path: string) => browser.get(`/api/business_names/${id}/${path}`);
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
    const newcomer = await newBrowser();
    const other = await submit(newcomer);
    expect(other.unlocked).toBe(false);
    const id = defined(other.names[0], "the other idea's first name").uuid;
    for (const path of ["taglines", "logo_directions", "brand_personality", "color_palettes"]) {
      const response = await newcomer.get(`/api/business_names/${id}/${path}`);
      expect(response.statusCode, path).toBe(403);
    }
    const direction = { title: "A", description: "B", style: "C" };
    const image = await post(`/api/business_names/${id}/logo_images`, direction, newcomer);
    expect(image.statusCode).toBe(403);
  });
});

describe("each browser reads and unlocks only its own submissions", () => {
  it("answers 404 to another browser, to no cookie and to a forged cookie, as if the submission did not exist", async () => {
    const owner = await newBrowser();
    const created = await submit(owner);
    expect(owner.visitorCookie).toBeDefined();
    const nameId = defined(created.names[0], "the first name").uuid;
    expect((await owner.get(`/api/business_name_submissions/${created.submission_id}`)).statusCode).toBe(200);

    const stranger = await newBrowser();
    await submit(stranger); // a browser with a visitor cookie of its own
    const csrf = await t.csrfHeaders();
    const forgedId = defined(owner.visitorCookie, "the owner's cookie").split(".")[0] ?? "";
    const callers = {
      stranger: (url: string) => stranger.get(url),
      "no cookie": (url: string) => t.app.inject({ method: "GET", url }),
      "forged cookie": (url: string) =>
        t.app.inject({
          method: "GET",
          url,
          headers: { cookie: `dugout_namegen_visitor=${forgedId}.not-the-signature` },
        }),
    };
    for (const [who, get] of Object.entries(callers)) {
      for (const url of [
        `/api/business_name_submissions/${created.submission_id}`,
        `/api/business_names?submission_id=${created.submission_id}`,
        `/api/business_names/${nameId}/taglines`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, `${who} ${url}`).toBe(404);
        expect(errorOf(response).code).toBe("not_found");
      }
    }
    const strangerLead = await patch(`/api/business_name_submissions/${created.submission_id}`, lead, stranger);
    expect(strangerLead.statusCode).toBe(404);
    const noCookieLead = await t.app.inject({
      method: "PATCH",
      url: `/api/business_name_submissions/${created.submission_id}`,
      headers: csrf,
      payload: lead,
    });
    expect(noCookieLead.statusCode).toBe(404);
    // Neither attempt unlocked it for its owner.
    const still = await owner.get(`/api/business_name_submissions/${created.submission_id}`);
    expect(still.json<BusinessNameSubmission>().unlocked).toBe(false);
  });

  it("keeps the visitor cookie out of scripts' reach and signed", async () => {
    const response = await post(
      "/api/business_name_submissions",
      { businessDescription: description },
      await newBrowser(),
    );
    const cookie = response.cookies.find((set) => set.name === "dugout_namegen_visitor");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(Number(cookie?.maxAge)).toBeGreaterThan(30 * 24 * 3600);
  });
});

describe("the results by submission id (reload, Back, a pasted link)", () => {
  it("answers the idea, the lock and the names, locked then unlocked", async () => {
    const owner = await newBrowser();
    const created = await submit(owner);
    await untilScored(owner, created.submission_id);
    const url = `/api/business_name_submissions/${created.submission_id}`;
    const locked = (await owner.get(url)).json<BusinessNameSubmission>();
    expect(locked).toMatchObject({ submission_id: created.submission_id, description, unlocked: false });
    expect(locked.names.map((name) => name.uuid)).toEqual(created.names.map((name) => name.uuid));
    expect(locked.names.filter((name) => name.research_data !== null)).toHaveLength(1);

    expect((await patch(url, lead, owner)).statusCode).toBe(200);
    const open = (await owner.get(url)).json<BusinessNameSubmission>();
    expect(open.unlocked).toBe(true);
    expect(open.names.every((name) => name.research_data !== null)).toBe(true);
  });
});

describe("a lead unlocks the browser's later submissions", () => {
  it("unlocks the next idea of the same browser at once, and no other browser's", async () => {
    const returning = await newBrowser();
    const first = await submit(returning);
    expect(first.unlocked).toBe(false);
    const returningLead = { name: "Robin Ortiz", email: "robin@example.com", timeline: "3-6 months" };
    expect(
      (await patch(`/api/business_name_submissions/${first.submission_id}`, returningLead, returning)).statusCode,
    ).toBe(200);

    const second = await submit(returning, { businessDescription: "A boutique fitness studio for working parents" });
    expect(second.unlocked).toBe(true);
    const scored = await untilScored(returning, second.submission_id);
    expect(scored.names.every((name) => name.research_data !== null)).toBe(true);
    const secondName = defined(second.names[3], "a name of the second idea").uuid;
    expect((await returning.get(`/api/business_names/${secondName}/taglines`)).statusCode).toBe(200);

    // The admin sees the second idea under the lead given once.
    const admin = await t.signIn({ role: "admin" });
    const list = await t.app.inject({ method: "GET", url: "/api/admin/leads?limit=500", headers: admin.headers });
    const leads = list.json<{ leads: { submission_id: string; email: string; timeline: string }[] }>().leads;
    expect(leads).toContainEqual(
      expect.objectContaining({
        submission_id: second.submission_id,
        email: "robin@example.com",
        timeline: "3-6 months",
      }),
    );

    // Another browser with the same idea is still asked for its own lead.
    const other = await newBrowser();
    const theirs = await submit(other, { businessDescription: "A boutique fitness studio for working parents" });
    expect(theirs.unlocked).toBe(false);
    expect(
      (await other.get(`/api/business_names/${defined(theirs.names[3], "a name").uuid}/taglines`)).statusCode,
    ).toBe(403);
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
    const created = await submit(browser, {
      businessDescription: "A bakery",
      email: "a@b.co",
      phone: "(555) 123-4567",
      zipCode: "12345",
      vibe: 2,
    });
    expect(created.names).toHaveLength(9);
  });

  it("validates the lead with the messages of docs/requirements/name-generator.md#validation-rules", async () => {
    const newcomer = await newBrowser();
    const created = await submit(newcomer);
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
      const response = await patch(url, body, newcomer);
      expect(response.statusCode).toBe(400);
      expect(
        response.json<{ error: { issues: { message: string }[] } }>().error.issues.map((issue) => issue.message),
      ).toContain(message);
    }
    const still = await newcomer.get(`/api/business_names?submission_id=${created.submission_id}`);
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
    const get = (url: string) => browser.get(url);
    expect((await get("/api/business_names")).statusCode).toBe(400);
    expect((await get("/api/business_names?submission_id=nope")).statusCode).toBe(400);
    expect(errorOf(await get(`/api/business_names?submission_id=${unknownId}`)).code).toBe("not_found");
    expect((await get("/api/business_name_submissions/nope")).statusCode).toBe(400);
    expect(errorOf(await get(`/api/business_name_submissions/${unknownId}`)).code).toBe("not_found");
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

describe("a prospect's privacy request", () => {
  it("exports everything held under an address and erases it, by admin action and by command, and nothing else", async () => {
    const mine = await newBrowser();
    const first = await submit(mine);
    const prospect = { name: "Robin Vale", email: "Robin.Vale@example.com", timeline: "0-3 months" };
    expect((await patch(`/api/business_name_submissions/${first.submission_id}`, prospect, mine)).statusCode).toBe(200);
    const second = await submit(mine, { businessDescription: "A bakery for dogs", email: "robin.vale@example.com" });
    const someoneElse = await submit(await newBrowser(), { businessDescription: "A bike repair shop" });

    const url = `/api/admin/leads/export?email=${encodeURIComponent("robin.vale@EXAMPLE.com")}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const rep = await t.signIn();
    expect((await t.app.inject({ method: "GET", url, headers: rep.headers })).statusCode).toBe(403);
    const admin = await t.signIn({ role: "admin" });
    const exported = await t.app.inject({ method: "GET", url, headers: admin.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toBe('attachment; filename="name-generator-data.json"');
    const document = exported.json<{
      submissions: { id: string; lead: { name: string | null }; contact: { email: string }; names: unknown[] }[];
    }>();
    expect(document.submissions.map((submission) => submission.id).sort()).toEqual(
      [first.submission_id, second.submission_id].sort(),
    );
    expect(document.submissions.find((submission) => submission.id === first.submission_id)?.lead.name).toBe(
      "Robin Vale",
    );
    expect(document.submissions.every((submission) => submission.names.length === 9)).toBe(true);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/leads/export?email=nobody", headers: admin.headers }))
        .statusCode,
    ).toBe(400);

    const erase = (email: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/admin/leads/erase", headers, payload: { email } });
    expect((await erase("robin.vale@example.com", rep.headers)).statusCode).toBe(403);
    const erased = await erase("ROBIN.VALE@example.com", admin.headers);
    expect(erased.json()).toEqual({ erased: 2 });
    expect((await mine.get(`/api/business_names?submission_id=${first.submission_id}`)).statusCode).toBe(404);
    const left = await t.app.inject({ method: "GET", url, headers: admin.headers });
    expect(left.json<{ submissions: unknown[] }>().submissions).toEqual([]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/leads?limit=500", headers: admin.headers })).body,
    ).not.toContain("Robin Vale");
    // Another prospect's submission is untouched.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/leads.csv", headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(someoneElse.names).toHaveLength(9);

    const leads = defined(findCommand("leads"), "the leads command");
    const ctx = { config: t.config, database: t.database } as AppContext;
    const third = await submit(await newBrowser(), { businessDescription: "A food truck", email: "sam@example.com" });
    expect(JSON.parse(await leads.run(ctx, { args: ["export", "sam@example.com"] }))).toMatchObject({
      email: "sam@example.com",
      submissions: [{ id: third.submission_id, idea: { description: "A food truck" } }],
    });
    expect(await leads.run(ctx, { args: ["erase", "sam@example.com"] })).toBe(
      "Erased 1 name-generator submission(s) of sam@example.com, with their names, logos and palettes.",
    );
    expect(await leads.run(ctx, { args: ["erase", "sam@example.com"] })).toBe(
      "The name generator holds nothing for sam@example.com.",
    );
    await expect(leads.run(ctx, { args: ["erase", "sam"] })).rejects.toThrow("sam is not an email address.");
    await expect(leads.run(ctx, { args: ["list"] })).rejects.toThrow(
      "Usage: leads export <email> | leads erase <email>",
    );
  });
});
