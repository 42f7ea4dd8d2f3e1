import { z } from "zod/mini";
import { entityIdSchema, multiLineTextSchema, oneOfMessage, singleLineTextSchema } from "./text";

import { nameGeneratorLabels } from "./name-generator-copy";

export * from "./name-generator-copy";

// ---------------------------------------------------------------------------
// Constants (docs/requirements/name-generator.md#constants) and paths (docs/requirements/name-generator.md#calls)
// ---------------------------------------------------------------------------

export const nameGeneratorConstants = {
  pollIntervalMs: 4000,
  skeletons: { taglines: 5, logos: 4, personalityLines: 4, palettes: 3 },
  narrowBreakpointPx: 640,
  palette: { widthPx: 600, heightPx: 200, stripes: 3, luminanceThreshold: 0.55 },
  imageLoadingBarMs: 35000,
  defaultVibe: 4,
  nameCount: 9,
  scoreMin: 0,
  scoreMax: 100,
  descriptionMax: 2000,
} as const;

export const nameGeneratorPaths = {
  submissions: "/api/business_name_submissions",
  submission: (id: string): string => `/api/business_name_submissions/${encodeURIComponent(id)}`,
  names: (submissionId: string): string => `/api/business_names?submission_id=${encodeURIComponent(submissionId)}`,
  taglines: (uuid: string): string => `/api/business_names/${encodeURIComponent(uuid)}/taglines`,
  logoDirections: (uuid: string): string => `/api/business_names/${encodeURIComponent(uuid)}/logo_directions`,
  logoImages: (uuid: string): string => `/api/business_names/${encodeURIComponent(uuid)}/logo_images`,
  brandPersonality: (uuid: string): string => `/api/business_names/${encodeURIComponent(uuid)}/brand_personality`,
  colorPalettes: (uuid: string): string => `/api/business_names/${encodeURIComponent(uuid)}/color_palettes`,
} as const;

/** Unused by the shown UI (docs/requirements/name-generator.md#submission); vibe n is vibeLabels[n - 1]. */
export const vibeLabels = [
  "Classic",
  "Cozy",
  "Professional",
  "Elegant",
  "Modern",
  "Trendy",
  "Bold",
  "Playful",
] as const;
export type VibeLabel = (typeof vibeLabels)[number];

// ---------------------------------------------------------------------------
// Patterns (docs/requirements/name-generator.md#validation-rules)
// ---------------------------------------------------------------------------

/** something@something.something, no spaces anywhere. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 digits; the area code optionally in parentheses; optional dash, dot or space separators. */
export const phonePattern = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;
export const zipCodePattern = /^\d{5}$/;

export const nameGeneratorValidationMessages = {
  invalidEmail: "Invalid email address",
  invalidPhone: "Invalid phone number",
  invalidZip: "Invalid ZIP code",
  descriptionRequired: "Please describe your business idea.",
  descriptionTooLong: `Please keep the description under ${nameGeneratorConstants.descriptionMax} characters.`,
  nameRequired: "Please enter your name.",
} as const;

/** Fields the shown UI does not expose: checked only when not empty (docs/requirements/name-generator.md#validation-rules). */
const optionalPatterned = (pattern: RegExp, message: string, max: number) =>
  z._default(
    singleLineTextSchema.check(
      z.trim(),
      z.maxLength(max),
      z.refine((value) => value === "" || pattern.test(value), { error: message }),
    ),
    "",
  );

// ---------------------------------------------------------------------------
// Submission and candidates
// ---------------------------------------------------------------------------

export const businessNameSubmissionBodySchema = z.object({
  businessDescription: multiLineTextSchema.check(
    z.trim(),
    z.minLength(1, { error: nameGeneratorValidationMessages.descriptionRequired }),
    z.maxLength(nameGeneratorConstants.descriptionMax, { error: nameGeneratorValidationMessages.descriptionTooLong }),
  ),
  industry: z._default(singleLineTextSchema.check(z.trim(), z.maxLength(200)), ""),
  idealCustomer: z._default(multiLineTextSchema.check(z.trim(), z.maxLength(500)), ""),
  brandReferences: z._default(multiLineTextSchema.check(z.trim(), z.maxLength(500)), ""),
  zipCode: optionalPatterned(zipCodePattern, nameGeneratorValidationMessages.invalidZip, 10),
  vibe: z._default(z.int().check(z.gte(1), z.lte(vibeLabels.length)), nameGeneratorConstants.defaultVibe),
  name: z._default(singleLineTextSchema.check(z.trim(), z.maxLength(200)), ""),
  email: optionalPatterned(emailPattern, nameGeneratorValidationMessages.invalidEmail, 254),
  phone: optionalPatterned(phonePattern, nameGeneratorValidationMessages.invalidPhone, 20),
});
export type BusinessNameSubmissionBody = z.infer<typeof businessNameSubmissionBodySchema>;
export type BusinessNameSubmissionInput = z.input<typeof businessNameSubmissionBodySchema>;

/**
 * The httpOnly cookie naming the visitor's browser: a browser reads only its own submissions, and once it
 * sent a lead its later submissions come unlocked (docs/requirements/name-generator.md#states).
 */
export const nameGeneratorVisitorCookie = "dugout_namegen_visitor";

/** unlocked is true when this browser had already sent a lead: the server unlocked the new names at once. */
export const businessNameSubmissionAnswerSchema = z.object({
  submission_id: entityIdSchema,
  unlocked: z.boolean(),
  names: z.array(z.object({ uuid: entityIdSchema, name: z.string() })),
});
export type BusinessNameSubmissionAnswer = z.infer<typeof businessNameSubmissionAnswerSchema>;

export const nameCriteria = [
  { key: "memorability", label: "Memorability", emoji: "🧠" },
  { key: "pronounceability", label: "Pronounceability", emoji: "🗣️" },
  { key: "originality", label: "Originality", emoji: "✨" },
  { key: "cultural_sensitivity", label: "Cultural Sensitivity", emoji: "🌍" },
  { key: "practical_availability", label: "Practical Availability", emoji: "🌐" },
] as const;
export type NameCriterion = (typeof nameCriteria)[number]["key"];

const score = z.number().check(z.gte(0), z.lte(100));

export const scoreBreakdownSchema = z.object({
  memorability: score,
  pronounceability: score,
  originality: score,
  cultural_sensitivity: score,
  practical_availability: score,
});
export type ScoreBreakdown = z.infer<typeof scoreBreakdownSchema>;

export const researchDataSchema = z.object({
  overall_score: score,
  score_breakdown: scoreBreakdownSchema,
  /** One line per criterion saying why it scored as it did. */
  explanations: z.optional(
    z.object({
      memorability: z.string(),
      pronounceability: z.string(),
      originality: z.string(),
      cultural_sensitivity: z.string(),
      practical_availability: z.string(),
    }),
  ),
  rationale: z.optional(z.string()),
  why_this_works: z.optional(z.string()),
});
export type ResearchData = z.infer<typeof researchDataSchema>;

export const candidateStatuses = ["pending", "complete", "failed"] as const;
export type CandidateStatus = (typeof candidateStatuses)[number];

/** Until the lead form is sent, research_data is null for every name but the top one (docs/decisions/0012-product-decisions.md#4-the-name-generators-unlock-gate-is-enforced-by-the-server). */
export const businessNameCandidateSchema = z.object({
  uuid: entityIdSchema,
  name: z.string(),
  status: z.enum(candidateStatuses),
  research_data: z.nullable(researchDataSchema),
});
export type BusinessNameCandidate = z.infer<typeof businessNameCandidateSchema>;

export const businessNamesQuerySchema = z.object({ submission_id: entityIdSchema });

/** GET /api/business_names?submission_id= */
export const businessNamesAnswerSchema = z.object({ names: z.array(businessNameCandidateSchema) });
export type BusinessNamesAnswer = z.infer<typeof businessNamesAnswerSchema>;

/** GET /api/business_name_submissions/{id}: what the results view needs to come back after a reload or a link. */
export const businessNameSubmissionSchema = z.object({
  submission_id: entityIdSchema,
  description: z.string(),
  unlocked: z.boolean(),
  names: z.array(businessNameCandidateSchema),
});
export type BusinessNameSubmission = z.infer<typeof businessNameSubmissionSchema>;

// ---------------------------------------------------------------------------
// Lead
// ---------------------------------------------------------------------------

export const timelineOptions = ["I'm here for fun!", "0-3 months", "3-6 months", "6-12 months", "12+ months"] as const;
export type TimelineOption = (typeof timelineOptions)[number];

/** PATCH /api/business_name_submissions/{id} */
export const leadBodySchema = z.object({
  name: singleLineTextSchema.check(
    z.trim(),
    z.minLength(1, { error: nameGeneratorValidationMessages.nameRequired }),
    z.maxLength(200),
  ),
  email: singleLineTextSchema.check(
    z.trim(),
    z.maxLength(254),
    z.regex(emailPattern, { error: nameGeneratorValidationMessages.invalidEmail }),
  ),
  timeline: z.enum(timelineOptions, { error: oneOfMessage("Timeline", timelineOptions) }),
});
export type LeadBody = z.infer<typeof leadBodySchema>;

export const leadAnswerSchema = z.object({
  submission_id: entityIdSchema,
  unlocked: z.literal(true),
});
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;

// ---------------------------------------------------------------------------
// Branding
// ---------------------------------------------------------------------------

/**
 * Which engine made a piece of branding: the offline engine, or the named model (a model's answer that
 * failed falls back to the offline engine, and then says so).
 */
export const brandingEngineSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("offline") }),
  z.object({ kind: z.literal("model"), model: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
]);
export type BrandingEngine = z.infer<typeof brandingEngineSchema>;
export const offlineBrandingEngine: BrandingEngine = { kind: "offline" };

/** "Offline engine" or the model's name, as each branding section shows it. */
export const brandingEngineLabel = (engine: BrandingEngine): string =>
  engine.kind === "offline" ? nameGeneratorLabels.offlineEngine : engine.model;

export const taglinesAnswerSchema = z.object({ taglines: z.array(z.string()), engine: brandingEngineSchema });
export type TaglinesAnswer = z.infer<typeof taglinesAnswerSchema>;

export const logoDirectionSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.string().check(z.trim(), z.maxLength(2000)),
  style: z.string().check(z.trim(), z.maxLength(200)),
});
export type LogoDirection = z.infer<typeof logoDirectionSchema>;

export const logoDirectionsAnswerSchema = z.object({
  logo_directions: z.array(logoDirectionSchema),
  engine: brandingEngineSchema,
});
export type LogoDirectionsAnswer = z.infer<typeof logoDirectionsAnswerSchema>;

/** POST /api/business_names/{uuid}/logo_images: one direction, as listed. */
export const logoImageBodySchema = z.object({
  title: singleLineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: multiLineTextSchema.check(z.trim(), z.maxLength(2000)),
  style: singleLineTextSchema.check(z.trim(), z.maxLength(200)),
});
export type LogoImageBody = z.infer<typeof logoImageBodySchema>;

/**
 * image is a base64 PNG without a data: prefix (512x512 offline). A logo the offline engine drew also comes
 * as SVG and as a PNG with a transparent background; an image model's picture has neither (null).
 */
export const logoImageAnswerSchema = z.object({
  image: z.base64(),
  image_transparent: z.nullable(z.base64()),
  svg: z.nullable(z.string().check(z.startsWith("<svg"))),
  engine: brandingEngineSchema,
});
export type LogoImageAnswer = z.infer<typeof logoImageAnswerSchema>;

export const brandPersonalityAnswerSchema = z.object({
  brand_personality: z.string(),
  engine: brandingEngineSchema,
});
export type BrandPersonalityAnswer = z.infer<typeof brandPersonalityAnswerSchema>;

/** Only the first three colours are used (docs/requirements/name-generator.md#branding-data). */
export const paletteColorSchema = z.union([
  z.string(),
  z.object({ hex: z.optional(z.string()), name: z.optional(z.string()) }),
]);
export type PaletteColor = z.infer<typeof paletteColorSchema>;

export const colorPaletteSchema = z.object({
  name: z.string(),
  colors: z.array(paletteColorSchema),
});
export type ColorPalette = z.infer<typeof colorPaletteSchema>;

export const colorPalettesAnswerSchema = z.object({
  color_palettes: z.array(colorPaletteSchema),
  engine: brandingEngineSchema,
});
export type ColorPalettesAnswer = z.infer<typeof colorPalettesAnswerSchema>;

// ---------------------------------------------------------------------------
// Score bands (docs/requirements/name-generator.md#score-bands)
// ---------------------------------------------------------------------------

export interface ScoreBand {
  id: "excellent" | "good" | "fair" | "poor";
  label: string;
  /** Lowest score in the band. */
  min: number;
  explanation: string;
  /** Text colour with at least 4.5:1 contrast on white. */
  color: string;
}

export const scoreBands: readonly ScoreBand[] = [
  {
    id: "excellent",
    label: "Excellent",
    min: 85,
    explanation: "Excellent overall score – this name checks most boxes for success.",
    color: "#15803d",
  },
  {
    id: "good",
    label: "Good",
    min: 70,
    explanation: "Good overall score – this name meets many key criteria.",
    color: "#1d4ed8",
  },
  { id: "fair", label: "Fair", min: 50, explanation: "Fair score – some areas could be improved.", color: "#b45309" },
  {
    id: "poor",
    label: "Poor",
    min: 0,
    explanation: "Poor score – consider iterating on this name.",
    color: "#b91c1c",
  },
];

/** A missing or non-numeric score counts as 0, as the sort does (docs/requirements/name-generator.md#results). */
export function scoreBand(value: number | null | undefined): ScoreBand {
  const numeric = typeof value === "number" && Number.isFinite(value) ? value : 0;
  const band = scoreBands.find((candidate) => numeric >= candidate.min) ?? scoreBands[scoreBands.length - 1];
  return band as ScoreBand;
}
