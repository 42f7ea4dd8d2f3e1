import { queryOptions } from "@tanstack/react-query";
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
  type BrandPersonalityAnswer,
  type BusinessNameCandidate,
  type BusinessNameSubmissionAnswer,
  type ColorPalettesAnswer,
  type LeadBody,
  type LogoDirection,
  type LogoDirectionsAnswer,
  type LogoImageAnswer,
  type TaglinesAnswer,
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

/** The nine names of a submission, polled while some are still being researched. */
export const namesQuery = (submissionId: string) =>
  queryOptions({
    queryKey: ["name-generator", "names", submissionId],
    queryFn: async ({ signal }): Promise<BusinessNameCandidate[]> =>
      (await api(nameGeneratorPaths.names(submissionId), { schema: businessNamesAnswerSchema, signal })).names,
  });

export const sendLead = (submissionId: string, lead: LeadBody) =>
  api(nameGeneratorPaths.submission(submissionId), { method: "PATCH", body: lead, schema: leadAnswerSchema });

/** Every branding query of one name starts with this key, so leaving the view can drop them all. */
export const brandingQueryKey = (uuid: string) => ["name-generator", "branding", uuid] as const;

/** Each branding answer comes with the engine that made it, which its section shows. */
export const taglinesQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...brandingQueryKey(uuid), "taglines"],
    queryFn: ({ signal }): Promise<TaglinesAnswer> =>
      api(nameGeneratorPaths.taglines(uuid), { schema: taglinesAnswerSchema, signal }),
  });

export const logoDirectionsQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...brandingQueryKey(uuid), "logo_directions"],
    queryFn: ({ signal }): Promise<LogoDirectionsAnswer> =>
      api(nameGeneratorPaths.logoDirections(uuid), { schema: logoDirectionsAnswerSchema, signal }),
  });

export const brandPersonalityQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...brandingQueryKey(uuid), "brand_personality"],
    queryFn: ({ signal }): Promise<BrandPersonalityAnswer> =>
      api(nameGeneratorPaths.brandPersonality(uuid), { schema: brandPersonalityAnswerSchema, signal }),
  });

export const colorPalettesQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...brandingQueryKey(uuid), "color_palettes"],
    queryFn: ({ signal }): Promise<ColorPalettesAnswer> =>
      api(nameGeneratorPaths.colorPalettes(uuid), { schema: colorPalettesAnswerSchema, signal }),
  });

/** One direction's logo: the PNG, and the SVG and transparent PNG when the offline engine drew it. */
export const fetchLogoImage = (
  uuid: string,
  direction: LogoDirection,
  signal?: AbortSignal,
): Promise<LogoImageAnswer> =>
  api(nameGeneratorPaths.logoImages(uuid), {
    method: "POST",
    body: direction,
    schema: logoImageAnswerSchema,
    signal,
  });
