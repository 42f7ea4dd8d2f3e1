import type { BrandingEngine, NameCriterion } from "@dugout/contracts/name-generator";

/**
 * The naming engine's port: the one thing the name-generator routes and jobs call.
 * `createNamingEngine(config)` picks the adapter: the offline engine (in a pool of worker threads, or in
 * process), or the LLM-backed one that still scores offline and falls back to the offline engine on any error.
 * Every method is deterministic offline: the same input gives the same output.
 */

/** The visitor's idea as submitted; empty strings mean "not given". vibe 1-8, default 4. */
export interface NameIdea {
  description: string;
  industry: string;
  idealCustomer: string;
  brandReferences: string;
  vibe: number;
}

export interface NameProposal {
  name: string;
  why_this_works: string;
  /** Which generator made it (compound, blend, metaphor, respelling, affix, alliteration, llm...). */
  generator: string;
}

export type NameScores = Record<NameCriterion, number>;

/** Shaped to fit `research_data` of the contracts (`researchDataSchema`) as is. */
export interface NameResearch {
  /** 0-100 integer; capped when the name is offensive in any checked language. */
  overall_score: number;
  score_breakdown: NameScores;
  /** One line per criterion that matches its number. */
  explanations: Record<NameCriterion, string>;
  why_this_works: string;
  rationale: string;
}

export interface LogoDirection {
  title: string;
  description: string;
  style: string;
}

export interface ColorPalette {
  name: string;
  colors: { hex: string; name: string }[];
}

/** A piece of branding and the engine that made it (a model's failure falls back, and says so). */
export interface Made<T> {
  value: T;
  engine: BrandingEngine;
}

/** A logo: the PNG, and, when the offline engine drew it, its SVG and a PNG with a transparent background. */
export interface LogoArtwork {
  png: Buffer;
  transparentPng: Buffer | null;
  svg: string | null;
}

export interface NamingEngine {
  /** "offline" or "llm" (the latter still scores offline and falls back to offline on errors). */
  readonly mode: "offline" | "llm";
  /** Loads the offline data in the background so the first request is fast; never needed for correctness. */
  warmUp(): Promise<void>;
  /** Exactly 9 diverse names, best first. */
  proposeNames(idea: NameIdea): Promise<NameProposal[]>;
  /** The five scores, the overall score and their explanations; always computed offline. */
  research(name: string, idea: NameIdea): Promise<NameResearch>;
  /** 5 taglines. */
  taglines(name: string, idea: NameIdea): Promise<Made<string[]>>;
  /** 4 logo directions. */
  logoDirections(name: string, idea: NameIdea): Promise<Made<LogoDirection[]>>;
  /** The logo of one direction (512x512 offline, its symbol chosen from the idea; the image model's size when configured). */
  logoImage(name: string, direction: LogoDirection, idea: NameIdea): Promise<Made<LogoArtwork>>;
  /** A short paragraph (3-4 sentences). */
  brandPersonality(name: string, idea: NameIdea): Promise<Made<string>>;
  /** 3 palettes of 3 named colours. */
  colorPalettes(name: string, idea: NameIdea): Promise<Made<ColorPalette[]>>;
  /** Stops its worker threads (the app calls it when it closes); calls after it fail. */
  close(): Promise<void>;
}
