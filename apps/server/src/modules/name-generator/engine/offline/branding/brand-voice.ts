import { withArticle } from "../articles";
import type { LogoDirection } from "../../port";
import type { EngineData } from "../data";
import { centroid } from "../related";
import { hashText, seededRandom } from "../rng";
import { readableText, relativeLuminance } from "./contrast";
import type { VibeStock } from "../vibes";

/** Aaker's five dimensions of brand personality, each with facet words and a voice. */
export const dimensions = {
  sincerity: {
    facets: ["honest", "wholesome", "cheerful", "friendly", "family", "warm", "genuine", "caring"],
    traits: ["warm", "honest", "down-to-earth"],
    voice: "speaks plainly and kindly, like a neighbour who remembers your name",
    font: "Nunito",
  },
  excitement: {
    facets: ["daring", "spirited", "imaginative", "exciting", "trendy", "young", "cool", "fun"],
    traits: ["spirited", "imaginative", "lively"],
    voice: "is upbeat and a little cheeky, always ready with something new",
    font: "Pacifico",
  },
  competence: {
    facets: ["reliable", "intelligent", "successful", "efficient", "professional", "expert", "secure", "practical"],
    traits: ["reliable", "capable", "clear-headed"],
    voice: "is calm and precise, promising only what it delivers",
    font: "Montserrat",
  },
  sophistication: {
    facets: ["elegant", "charming", "glamorous", "luxury", "refined", "graceful", "stylish", "exquisite"],
    traits: ["refined", "charming", "polished"],
    voice: "is understated and gracious, letting quality speak first",
    font: "Playfair Display",
  },
  ruggedness: {
    facets: ["outdoor", "tough", "rugged", "strong", "adventure", "rough", "durable", "wild"],
    traits: ["tough", "adventurous", "no-nonsense"],
    voice: "is direct and sturdy, built for real days and real work",
    font: "Bebas Neue",
  },
} as const;
export type Dimension = keyof typeof dimensions;

const vibePrior: Record<VibeStock["label"], Partial<Record<Dimension, number>>> = {
  Classic: { sincerity: 0.06, competence: 0.05 },
  Cozy: { sincerity: 0.12 },
  Professional: { competence: 0.12 },
  Elegant: { sophistication: 0.12 },
  Modern: { competence: 0.06, excitement: 0.06 },
  Trendy: { excitement: 0.12 },
  Bold: { ruggedness: 0.08, excitement: 0.06 },
  Playful: { excitement: 0.1, sincerity: 0.04 },
};

/** Dimensions ranked by closeness of their facet words to the idea, nudged by the vibe. */
export function rankDimensions(data: EngineData, direction: Float32Array | undefined, vibe: VibeStock): Dimension[] {
  const names = Object.keys(dimensions) as Dimension[];
  const score = (dimension: Dimension) => {
    const facets = centroid(
      data,
      dimensions[dimension].facets.map((word) => ({ word, weight: 1 })),
    );
    const closeness =
      direction && facets ? facets.reduce((sum, value, index) => sum + value * (direction[index] ?? 0), 0) : 0;
    return closeness + (vibePrior[vibe.label][dimension] ?? 0);
  };
  return names
    .map((name) => ({ name, value: score(name) }))
    .sort((a, b) => b.value - a.value)
    .map((entry) => entry.name);
}

const taglineTemplates: Record<Dimension, string[]> = {
  sincerity: [
    "Made with heart, shared with you.",
    "Your neighbourhood {noun}, done right.",
    "Honest {noun} for every day.",
    "Where every {noun} feels like home.",
    "Good {noun}. Good people.",
    "Real {noun}, real care.",
  ],
  excitement: [
    "{Noun}, reimagined.",
    "Bold {noun} for brighter days.",
    "Life's too short for boring {noun}.",
    "Come for the {noun}, stay for the fun.",
    "Fresh ideas, served daily.",
    "The {noun} you'll talk about.",
  ],
  competence: [
    "{Noun} you can count on.",
    "Expert {noun}, every time.",
    "Smart {noun}, simply done.",
    "Quality {noun} without the fuss.",
    "Done right the first time.",
    "Trusted {noun}, on your schedule.",
  ],
  sophistication: [
    "The art of {noun}.",
    "Refined {noun}, effortlessly.",
    "{Noun}, elevated.",
    "Crafted for those who notice.",
    "A finer kind of {noun}.",
    "Quietly exceptional {noun}.",
  ],
  ruggedness: [
    "Built for the long haul.",
    "Tough {noun} for real life.",
    "No shortcuts. Just {noun}.",
    "{Noun} that works as hard as you.",
    "Made to last.",
    "Straight-up {noun}, no nonsense.",
  ],
};

function fill(template: string, noun: string): string {
  return template.replace("{noun}", noun).replace("{Noun}", noun.charAt(0).toUpperCase() + noun.slice(1));
}

/** Five taglines: three in the top dimension's voice, two in the second's, one naming the brand. */
export function taglines(name: string, noun: string, ranked: Dimension[], customer: string): string[] {
  const random = seededRandom(hashText(`${name}|taglines`));
  const [first = "sincerity", second = "competence"] = ranked;
  const chosen: string[] = [];
  const draw = (dimension: Dimension, count: number) => {
    const pool = [...taglineTemplates[dimension]];
    for (let index = 0; index < count && pool.length > 0; index += 1) {
      const [template] = pool.splice(Math.floor(random() * pool.length), 1);
      if (template) chosen.push(fill(template, noun));
    }
  };
  draw(first, 3);
  draw(second, 2);
  const audience = customer.trim().replace(/[.!]+$/, "");
  chosen[chosen.length - 1] = audience
    ? `${name}: made for ${audience}.`
    : `${name}: ${chosen[chosen.length - 1]?.charAt(0).toLowerCase() ?? ""}${chosen[chosen.length - 1]?.slice(1) ?? ""}`;
  return chosen;
}

interface Swatch {
  hex: string;
  name: string;
}

const fallbackPalette: Swatch[] = [
  { hex: "#1f3a4d", name: "Ink" },
  { hex: "#d08c4a", name: "Accent" },
  { hex: "#f7f3ec", name: "Paper" },
];

/** A palette's colours, darkest first. */
const byLightness = (colors: readonly Swatch[] | undefined): [Swatch, Swatch, Swatch] => {
  const sorted = [...(colors && colors.length >= 3 ? colors : fallbackPalette)].sort(
    (a, b) => relativeLuminance(a.hex) - relativeLuminance(b.hex),
  );
  return [sorted[0], sorted[1], sorted[2]] as [Swatch, Swatch, Swatch];
};

/** "text #…, accent #…, background #…", the text colour already made readable on the background. */
function colourLine(text: Swatch, accent: Swatch, background: Swatch): string {
  const ink = readableText(text.hex, background.hex);
  const named = (swatch: Swatch, hex = swatch.hex) => `${hex} (${swatch.name})`;
  return `Colours: text ${named(text, ink)}, accent ${named(accent)}, background ${named(background)}.`;
}

/**
 * Four directions that differ in layout and in colour: a wordmark in dark ink on pale paper, a lettermark in
 * reverse (pale letters on the darkest colour), an emblem in the mood palette, and a pictorial mark with the
 * business's symbol on the contrast colour. Each names its colours; the renderer draws exactly those.
 */
export function logoDirections(
  name: string,
  ranked: Dimension[],
  palettes: readonly (readonly Swatch[])[],
  symbol: string,
): LogoDirection[] {
  const [first = "sincerity", second = "competence"] = ranked;
  // Family names the logo renderer knows (branding/fonts.ts), so each direction draws in its font.
  const primary = dimensions[first].font;
  const secondary = dimensions[second].font;
  const [deep, base, light] = byLightness(palettes[0]);
  const [, contrastColour, paper] = byLightness(palettes[1]);
  const [moodDark, moodMid, moodLight] = byLightness(palettes[2]);
  return [
    {
      title: "Signature Wordmark",
      description: `"${name}" set in ${primary} with a short ${base.name.toLowerCase()} underline: the name itself is the logo, clear at any size. ${colourLine(deep, base, paper)}`,
      style: `Wordmark, ${primary}, ${first}`,
    },
    {
      title: "Monogram Lettermark",
      description: `The initials of ${name} in ${withArticle(light.name.toLowerCase())} ring on ${deep.name.toLowerCase()}, the full name beneath, for app icons, stamps and social avatars. ${colourLine(paper, light, deep)}`,
      style: `Lettermark monogram, ${secondary}`,
    },
    {
      title: "Heritage Emblem",
      description: `${name} inside a double ring with ${symbol} on top, like a badge on a shop window or a label: it signals care and craft. ${colourLine(moodDark, moodMid, moodLight)}`,
      style: `Emblem badge, ${primary}`,
    },
    {
      title: "Symbol Mark",
      description: `${symbol.charAt(0).toUpperCase()}${symbol.slice(1)} as a bold symbol that says what ${name} does at a glance, with the name beneath. ${colourLine(deep, paper, contrastColour)}`,
      style: `Pictorial mark, ${secondary}`,
    },
  ];
}
