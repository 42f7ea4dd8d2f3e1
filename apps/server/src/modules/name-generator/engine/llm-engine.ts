import { z } from "zod";
import type { ImageModel } from "../../../integrations/images/port";
import type { Llm } from "../../../integrations/llm/port";
import type { BrandingEngine } from "@dugout/contracts/name-generator";
import type { LogoDirection, Made, NameIdea, NameProposal, NamingEngine } from "./port";
import { vibeStock } from "./offline/vibes";

export type FallbackReporter = (operation: string, error: unknown) => void;

const NAME_COUNT = 9;
const namesSchema = z.object({ names: z.array(z.object({ name: z.string(), why_this_works: z.string() })) });
const taglinesSchema = z.object({ taglines: z.array(z.string()) });
const directionsSchema = z.object({
  logo_directions: z.array(z.object({ title: z.string(), description: z.string(), style: z.string() })),
});
const personalitySchema = z.object({ brand_personality: z.string() });

const system =
  "You are a senior brand strategist naming small businesses. Answer only with the requested JSON. " +
  "Never propose names that are offensive in any language, that copy an existing well-known brand, or that are hard to spell.";

function describe(idea: NameIdea): string {
  const lines = [`Business idea: ${idea.description}`];
  if (idea.industry) lines.push(`Industry: ${idea.industry}`);
  lines.push(`Ideal customer: ${idea.idealCustomer || "not specified"}`);
  if (idea.brandReferences) lines.push(`Brands the owner likes (style only, do not copy): ${idea.brandReferences}`);
  lines.push(`Desired vibe: ${vibeStock(idea.vibe).label}`);
  return lines.join("\n");
}

const cleanName = (name: string) => name.replace(/\s+/g, " ").trim();
const plausibleName = (name: string) =>
  name.length >= 2 && name.length <= 40 && /^[\p{L}][\p{L}\p{N} &'.-]*$/u.test(name);
const ideaKey = (idea: NameIdea) =>
  JSON.stringify([idea.description, idea.industry, idea.idealCustomer, idea.brandReferences, idea.vibe]);

/**
 * The LLM proposes names and writes the words; the offline engine still computes every score (so scores
 * compare across modes), vets each proposed name (offensive or known-brand names are dropped), and answers
 * whenever the provider fails or times out.
 */
export function createLlmNamingEngine(
  offline: NamingEngine,
  llm: Llm,
  images: ImageModel | undefined,
  onFallback: FallbackReporter = () => {},
): NamingEngine {
  const rationales = new Map<string, Map<string, string>>();
  const byModel = (model: string): BrandingEngine => ({ kind: "model", model });
  /** What the language model wrote, labelled with its name. */
  const written = async <T>(make: () => Promise<T>): Promise<Made<T>> => ({
    value: await make(),
    engine: byModel(llm.model),
  });

  async function withFallback<T>(operation: string, primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await primary();
    } catch (error) {
      onFallback(operation, error);
      return fallback();
    }
  }

  return {
    mode: "llm",
    warmUp: () => offline.warmUp(),

    proposeNames: (idea) =>
      withFallback(
        "proposeNames",
        async () => {
          const answer = await llm.generateObject(
            namesSchema,
            system,
            `${describe(idea)}\n\nPropose 12 distinct, brandable business names of different kinds (coined words, compounds, metaphors, ` +
              `blends). For each give why_this_works: one or two sentences that mention the ideal customer.`,
            { schemaName: "business_names" },
          );
          const seen = new Set<string>();
          const vetted: { proposal: NameProposal; score: number }[] = [];
          for (const item of answer.names) {
            const name = cleanName(item.name);
            const key = name.toLowerCase();
            if (!plausibleName(name) || seen.has(key)) continue;
            seen.add(key);
            const research = await offline.research(name, idea);
            // Offensive or an existing brand: the offline checks always have the last word.
            if (research.score_breakdown.cultural_sensitivity < 50 || research.score_breakdown.originality < 20)
              continue;
            vetted.push({
              proposal: {
                name,
                why_this_works: item.why_this_works.trim() || research.why_this_works,
                generator: "llm",
              },
              score: research.overall_score,
            });
          }
          const picks = vetted
            .sort((a, b) => b.score - a.score)
            .slice(0, NAME_COUNT)
            .map((entry) => entry.proposal);
          if (picks.length < NAME_COUNT) {
            const names = new Set(picks.map((pick) => pick.name.toLowerCase()));
            for (const extra of await offline.proposeNames(idea)) {
              if (picks.length >= NAME_COUNT) break;
              if (!names.has(extra.name.toLowerCase())) picks.push(extra);
            }
          }
          rationales.set(ideaKey(idea), new Map(picks.map((pick) => [pick.name, pick.why_this_works])));
          if (rationales.size > 200) rationales.delete(rationales.keys().next().value ?? "");
          return picks;
        },
        () => offline.proposeNames(idea),
      ),

    async research(name, idea) {
      const research = await offline.research(name, idea);
      const why = rationales.get(ideaKey(idea))?.get(name);
      return why ? { ...research, why_this_works: why, rationale: why } : research;
    },

    taglines: (name, idea) =>
      withFallback(
        "taglines",
        () =>
          written(async () => {
            const answer = await llm.generateObject(
              taglinesSchema,
              system,
              `${describe(idea)}\nChosen name: ${name}\n\nWrite 5 short taglines (under 60 characters each).`,
              {
                schemaName: "taglines",
              },
            );
            const taglines = answer.taglines
              .map((line) => line.trim())
              .filter((line) => line.length > 0 && line.length <= 120);
            if (taglines.length < 5) throw new Error(`expected 5 taglines, got ${taglines.length}`);
            return taglines.slice(0, 5);
          }),
        () => offline.taglines(name, idea),
      ),

    logoDirections: (name, idea) =>
      withFallback(
        "logoDirections",
        () =>
          written(async () => {
            const answer = await llm.generateObject(
              directionsSchema,
              system,
              `${describe(idea)}\nChosen name: ${name}\n\nGive 4 different logo directions, each with a short title, a one-paragraph description ` +
                `(include hex colours) and a style (e.g. "Wordmark, serif").`,
              { schemaName: "logo_directions" },
            );
            const directions: LogoDirection[] = answer.logo_directions
              .map((direction) => ({
                title: direction.title.trim().slice(0, 200),
                description: direction.description.trim().slice(0, 2000),
                style: direction.style.trim().slice(0, 200),
              }))
              .filter((direction) => direction.title.length > 0);
            if (directions.length < 4) throw new Error(`expected 4 logo directions, got ${directions.length}`);
            return directions.slice(0, 4);
          }),
        () => offline.logoDirections(name, idea),
      ),

    logoImage: (name, direction, idea) =>
      images
        ? withFallback(
            "logoImage",
            async () => ({
              // A picture only: no vector source, and its background is part of it.
              value: {
                png: await images.generatePng({
                  prompt: `A clean, flat vector logo for a business named "${name}". ${direction.title}: ${direction.description} Style: ${direction.style}. Plain background, no mockup.`,
                }),
                transparentPng: null,
                svg: null,
              },
              engine: byModel(images.model),
            }),
            () => offline.logoImage(name, direction, idea),
          )
        : offline.logoImage(name, direction, idea),

    brandPersonality: (name, idea) =>
      withFallback(
        "brandPersonality",
        () =>
          written(async () => {
            const answer = await llm.generateObject(
              personalitySchema,
              system,
              `${describe(idea)}\nChosen name: ${name}\n\nDescribe the brand personality in 3 or 4 sentences.`,
              { schemaName: "brand_personality" },
            );
            const text = answer.brand_personality.trim();
            if (text.length < 20) throw new Error("brand personality too short");
            return text;
          }),
        () => offline.brandPersonality(name, idea),
      ),

    colorPalettes: (name, idea) => offline.colorPalettes(name, idea),
    close: () => offline.close(),
  };
}
