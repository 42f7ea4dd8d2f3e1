import { describe, expect, it } from "vitest";
import {
  brandingEngineLabel,
  brandingEngineSchema,
  brandPersonalityAnswerSchema,
  businessNameCandidateSchema,
  businessNameSubmissionAnswerSchema,
  businessNameSubmissionBodySchema,
  colorPalettesAnswerSchema,
  emailPattern,
  leadBodySchema,
  logoDirectionsAnswerSchema,
  logoImageAnswerSchema,
  logoImageBodySchema,
  nameCriteria,
  phonePattern,
  scoreBand,
  scoreBands,
  taglinesAnswerSchema,
  zipCodePattern,
} from "./name-generator";

const id = "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const research = {
  overall_score: 88,
  score_breakdown: {
    memorability: 90,
    pronounceability: 85,
    originality: 80,
    cultural_sensitivity: 100,
    practical_availability: 70,
  },
  why_this_works: "Short and warm.",
};

describe("patterns of docs/requirements/name-generator.md#validation-rules", () => {
  it("matches emails of the form something@something.something without spaces", () => {
    for (const ok of ["a@b.co", "jane.doe+x@mail.example.com", "x@y.z"]) expect(emailPattern.test(ok)).toBe(true);
    for (const bad of ["a@b", "a b@c.d", "@b.co", "a@.co", "a@b.", "ab.co", "a@b c.co", ""]) {
      expect(emailPattern.test(bad)).toBe(false);
    }
  });

  it("matches 10-digit phone numbers with optional parentheses and separators", () => {
    for (const ok of [
      "5551234567",
      "555-123-4567",
      "555.123.4567",
      "555 123 4567",
      "(555) 123-4567",
      "(555)123-4567",
    ]) {
      expect(phonePattern.test(ok)).toBe(true);
    }
    for (const bad of ["555-1234", "15551234567", "(555 123-4567", "555_123_4567", "555-123-45678", "abc-def-ghij"]) {
      expect(phonePattern.test(bad)).toBe(false);
    }
  });

  it("matches exactly 5-digit ZIP codes", () => {
    expect(zipCodePattern.test("02139")).toBe(true);
    for (const bad of ["2139", "021390", "02139-1234", "abcde"]) expect(zipCodePattern.test(bad)).toBe(false);
  });
});

describe("submission body", () => {
  it("fills the defaults of the hidden fields", () => {
    expect(businessNameSubmissionBodySchema.parse({ businessDescription: " A bakery " })).toEqual({
      businessDescription: "A bakery",
      industry: "",
      idealCustomer: "",
      brandReferences: "",
      zipCode: "",
      vibe: 4,
      name: "",
      email: "",
      phone: "",
    });
  });

  it("requires a non-blank description of at most 2000 characters", () => {
    expect(businessNameSubmissionBodySchema.safeParse({ businessDescription: "   " }).success).toBe(false);
    expect(businessNameSubmissionBodySchema.safeParse({}).success).toBe(false);
    expect(businessNameSubmissionBodySchema.safeParse({ businessDescription: "x".repeat(2000) }).success).toBe(true);
    expect(businessNameSubmissionBodySchema.safeParse({ businessDescription: "x".repeat(2001) }).success).toBe(false);
  });

  it("checks zip, email and phone only when they are not empty, with the messages of docs/requirements/name-generator.md#validation-rules", () => {
    const messageOf = (field: string, value: string) =>
      businessNameSubmissionBodySchema.safeParse({ businessDescription: "Cafe", [field]: value }).error?.issues[0]
        ?.message;
    expect(messageOf("email", "nope")).toBe("Invalid email address");
    expect(messageOf("phone", "12345")).toBe("Invalid phone number");
    expect(messageOf("zipCode", "1234")).toBe("Invalid ZIP code");
    expect(messageOf("email", "")).toBeUndefined();
    expect(messageOf("phone", "(555) 123-4567")).toBeUndefined();
    expect(messageOf("zipCode", "90210")).toBeUndefined();
  });

  it("limits vibe to 1-8", () => {
    expect(businessNameSubmissionBodySchema.safeParse({ businessDescription: "Cafe", vibe: 8 }).success).toBe(true);
    expect(businessNameSubmissionBodySchema.safeParse({ businessDescription: "Cafe", vibe: 0 }).success).toBe(false);
    expect(businessNameSubmissionBodySchema.safeParse({ businessDescription: "Cafe", vibe: 9 }).success).toBe(false);
  });

  it("describes the answer", () => {
    expect(
      businessNameSubmissionAnswerSchema.safeParse({ submission_id: id, names: [{ uuid: id, name: "Crumb & Co." }] })
        .success,
    ).toBe(true);
  });
});

describe("candidates", () => {
  it("accepts pending, complete and failed candidates", () => {
    expect(
      businessNameCandidateSchema.safeParse({ uuid: id, name: "A", status: "pending", research_data: null }).success,
    ).toBe(true);
    expect(
      businessNameCandidateSchema.safeParse({ uuid: id, name: "A", status: "complete", research_data: research })
        .success,
    ).toBe(true);
    expect(
      businessNameCandidateSchema.safeParse({ uuid: id, name: "A", status: "failed", research_data: null }).success,
    ).toBe(true);
    expect(
      businessNameCandidateSchema.safeParse({ uuid: id, name: "A", status: "done", research_data: null }).success,
    ).toBe(false);
  });

  it("keeps scores within 0-100", () => {
    const tooHigh = { ...research, overall_score: 101 };
    expect(
      businessNameCandidateSchema.safeParse({ uuid: id, name: "A", status: "complete", research_data: tooHigh })
        .success,
    ).toBe(false);
    const negative = { ...research, score_breakdown: { ...research.score_breakdown, originality: -1 } };
    expect(
      businessNameCandidateSchema.safeParse({ uuid: id, name: "A", status: "complete", research_data: negative })
        .success,
    ).toBe(false);
  });

  it("has a label and an emoji for each criterion the scores are broken down by", () => {
    for (const criterion of nameCriteria) {
      expect(criterion.label.length).toBeGreaterThan(0);
      expect(criterion.emoji.length).toBeGreaterThan(0);
    }
    expect(new Set(nameCriteria.map((criterion) => criterion.key)).size).toBe(nameCriteria.length);
  });
});

describe("lead", () => {
  it("accepts a valid lead", () => {
    expect(leadBodySchema.parse({ name: " Ada ", email: "ada@example.com", timeline: "0-3 months" })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      timeline: "0-3 months",
    });
  });

  it("rejects a blank name, a bad email and a missing or unknown timeline", () => {
    expect(leadBodySchema.safeParse({ name: "   ", email: "ada@example.com", timeline: "0-3 months" }).success).toBe(
      false,
    );
    const badEmail = leadBodySchema.safeParse({ name: "Ada", email: "ada@example", timeline: "0-3 months" });
    expect(badEmail.error?.issues[0]?.message).toBe("Invalid email address");
    expect(leadBodySchema.safeParse({ name: "Ada", email: "ada@example.com" }).success).toBe(false);
    expect(leadBodySchema.safeParse({ name: "Ada", email: "ada@example.com", timeline: "soon" }).success).toBe(false);
  });
});

describe("branding", () => {
  const offline = { kind: "offline" };
  it("validates logo directions, images and palettes", () => {
    const direction = { title: "Wordmark", description: "Warm serif wordmark.", style: "serif" };
    expect(logoDirectionsAnswerSchema.safeParse({ logo_directions: [direction], engine: offline }).success).toBe(true);
    expect(logoImageBodySchema.safeParse(direction).success).toBe(true);
    const drawn = { image: "iVBORw0KGgo=", image_transparent: "iVBORw0KGgo=", svg: "<svg/>", engine: offline };
    expect(logoImageAnswerSchema.safeParse(drawn).success).toBe(true);
    expect(logoImageAnswerSchema.safeParse({ ...drawn, image: "data:image/png;base64,iVBORw0KGgo=" }).success).toBe(
      false,
    );
    expect(logoImageAnswerSchema.safeParse({ ...drawn, svg: "<html></html>" }).success).toBe(false);
    expect(
      colorPalettesAnswerSchema.safeParse({
        color_palettes: [{ name: "Warm", colors: ["#aa3300", { hex: "#ffeecc", name: "Cream" }, { name: "Cocoa" }] }],
        engine: offline,
      }).success,
    ).toBe(true);
    expect(
      colorPalettesAnswerSchema.safeParse({ color_palettes: [{ name: "Warm", colors: [42] }], engine: offline })
        .success,
    ).toBe(false);
  });

  it("says which engine made each answer: offline, or a named model", () => {
    expect(taglinesAnswerSchema.safeParse({ taglines: ["A"] }).success).toBe(false);
    expect(taglinesAnswerSchema.safeParse({ taglines: ["A"], engine: offline }).success).toBe(true);
    const model = { kind: "model", model: "gpt-4.1-mini" };
    expect(brandPersonalityAnswerSchema.safeParse({ brand_personality: "Warm.", engine: model }).success).toBe(true);
    expect(brandingEngineSchema.safeParse({ kind: "model", model: " " }).success).toBe(false);
    expect(brandingEngineSchema.safeParse({ kind: "chatgpt" }).success).toBe(false);
    expect(brandingEngineLabel({ kind: "offline" })).toBe("Offline engine");
    expect(brandingEngineLabel({ kind: "model", model: "gpt-4.1-mini" })).toBe("gpt-4.1-mini");
  });
});

describe("score bands of docs/requirements/name-generator.md#score-bands", () => {
  it("bands at the boundaries of docs/requirements/name-generator.md#score-bands", () => {
    expect(scoreBand(100).label).toBe("Excellent");
    expect(scoreBand(85).label).toBe("Excellent");
    expect(scoreBand(84).label).toBe("Good");
    expect(scoreBand(70).label).toBe("Good");
    expect(scoreBand(69).label).toBe("Fair");
    expect(scoreBand(50).label).toBe("Fair");
    expect(scoreBand(49).label).toBe("Poor");
    expect(scoreBand(0).label).toBe("Poor");
    expect(scoreBand(null).label).toBe("Poor");
    expect(scoreBand(Number.NaN).label).toBe("Poor");
  });

  it("gives each band a sentence and a distinct colour", () => {
    for (const band of scoreBands) expect(band.explanation.startsWith(band.label)).toBe(true);
    expect(new Set(scoreBands.map((band) => band.color)).size).toBe(scoreBands.length);
    for (const band of scoreBands) expect(band.color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
