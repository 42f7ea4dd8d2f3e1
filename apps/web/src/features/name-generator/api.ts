import {
  brandPersonalityAnswerSchema,
  businessNamesAnswerSchema,
  businessNameSubmissionAnswerSchema,
  colorPalettesAnswerSchema,
  leadAnswerSchema,
  logoDirectionsAnswerSchema,
  logoImageAnswerSchema,
  nameGeneratorConstants,
  nameGeneratorPaths,
  taglinesAnswerSchema,
  type BusinessNameCandidate,
  type BusinessNameSubmissionAnswer,
  type ColorPalette,
  type LeadBody,
  type LogoDirection,
} from "@dugout/contracts/name-generator";
import { api } from "../../lib/api";

export const nameGeneratorKeys = {
  names: (submissionId: string) => ["name-generator", "names", submissionId] as const,
  branding: (uuid: string, part: string) => ["name-generator", "branding", uuid, part] as const,
};

/** The held form: only the description is editable in the shown UI; the rest go with empty defaults (docs/requirements/name-generator.md#submission). */
export const submitIdea = (businessDescription: string): Promise<BusinessNameSubmissionAnswer> =>
  api(nameGeneratorPaths.submissions, {
    method: "POST",
    body: {
      businessDescription,
      industry: "",
      idealCustomer: "",
      brandReferences: "",
      zipCode: "",
      vibe: nameGeneratorConstants.defaultVibe,
      name: "",
      email: "",
      phone: "",
    },
    schema: businessNameSubmissionAnswerSchema,
  });

export const fetchNames = async (submissionId: string, signal?: AbortSignal): Promise<BusinessNameCandidate[]> =>
  (
    await api(nameGeneratorPaths.names(submissionId), {
      schema: businessNamesAnswerSchema,
      ...(signal ? { signal } : {}),
    })
  ).names;

export const sendLead = (submissionId: string, lead: LeadBody) =>
  api(nameGeneratorPaths.submission(submissionId), { method: "PATCH", body: lead, schema: leadAnswerSchema });

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchTaglines = async (uuid: string, signal?: AbortSignal): Promise<string[]> =>
  (await api(nameGeneratorPaths.taglines(uuid), { schema: taglinesAnswerSchema, ...withSignal(signal) })).taglines;

export const fetchLogoDirections = async (uuid: string, signal?: AbortSignal): Promise<LogoDirection[]> =>
  (await api(nameGeneratorPaths.logoDirections(uuid), { schema: logoDirectionsAnswerSchema, ...withSignal(signal) }))
    .logo_directions;

export const fetchBrandPersonality = async (uuid: string, signal?: AbortSignal): Promise<string> =>
  (
    await api(nameGeneratorPaths.brandPersonality(uuid), {
      schema: brandPersonalityAnswerSchema,
      ...withSignal(signal),
    })
  ).brand_personality;

export const fetchColorPalettes = async (uuid: string, signal?: AbortSignal): Promise<ColorPalette[]> =>
  (await api(nameGeneratorPaths.colorPalettes(uuid), { schema: colorPalettesAnswerSchema, ...withSignal(signal) }))
    .color_palettes;

export const fetchLogoImage = async (uuid: string, direction: LogoDirection, signal?: AbortSignal): Promise<string> =>
  (
    await api(nameGeneratorPaths.logoImages(uuid), {
      method: "POST",
      body: direction,
      schema: logoImageAnswerSchema,
      ...withSignal(signal),
    })
  ).image;
