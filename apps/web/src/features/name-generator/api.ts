import { queryOptions } from "@tanstack/react-query";
import {
  brandPersonalityAnswerSchema,
  businessNameSubmissionAnswerSchema,
  businessNameSubmissionSchema,
  colorPalettesAnswerSchema,
  leadAnswerSchema,
  logoDirectionsAnswerSchema,
  logoImageAnswerSchema,
  nameGeneratorConstants,
  nameGeneratorPaths,
  taglinesAnswerSchema,
  type BusinessNameSubmission,
  type BusinessNameSubmissionAnswer,
  type ColorPalette,
  type LeadBody,
  type LogoDirection,
} from "@dugout/contracts/name-generator";
import { api } from "../../lib/api";

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

/**
 * One submission as its browser sees it (the idea, whether it is unlocked, the nine names): what the results
 * view shows and polls while names are being researched, and what a reload or a pasted link restores.
 */
export const submissionQuery = (submissionId: string) =>
  queryOptions({
    queryKey: ["name-generator", "submission", submissionId],
    queryFn: ({ signal }): Promise<BusinessNameSubmission> =>
      api(nameGeneratorPaths.submission(submissionId), { schema: businessNameSubmissionSchema, signal }),
  });

export const sendLead = (submissionId: string, lead: LeadBody) =>
  api(nameGeneratorPaths.submission(submissionId), { method: "PATCH", body: lead, schema: leadAnswerSchema });

/** Every branding query of one name starts with this key, so leaving the view can drop them all. */
export const brandingQueryKey = (uuid: string) => ["name-generator", "branding", uuid] as const;

export const taglinesQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...brandingQueryKey(uuid), "taglines"],
    queryFn: async ({ signal }): Promise<string[]> =>
      (await api(nameGeneratorPaths.taglines(uuid), { schema: taglinesAnswerSchema, signal })).taglines,
  });

export const logoDirectionsQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...brandingQueryKey(uuid), "logo_directions"],
    queryFn: async ({ signal }): Promise<LogoDirection[]> =>
      (await api(nameGeneratorPaths.logoDirections(uuid), { schema: logoDirectionsAnswerSchema, signal }))
        .logo_directions,
  });

export const brandPersonalityQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...brandingQueryKey(uuid), "brand_personality"],
    queryFn: async ({ signal }): Promise<string> =>
      (await api(nameGeneratorPaths.brandPersonality(uuid), { schema: brandPersonalityAnswerSchema, signal }))
        .brand_personality,
  });

export const colorPalettesQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...brandingQueryKey(uuid), "color_palettes"],
    queryFn: async ({ signal }): Promise<ColorPalette[]> =>
      (await api(nameGeneratorPaths.colorPalettes(uuid), { schema: colorPalettesAnswerSchema, signal })).color_palettes,
  });

export const fetchLogoImage = async (uuid: string, direction: LogoDirection, signal?: AbortSignal): Promise<string> =>
  (
    await api(nameGeneratorPaths.logoImages(uuid), {
      method: "POST",
      body: direction,
      schema: logoImageAnswerSchema,
      signal,
    })
  ).image;
