import type { NameCriterion } from "@dugout/contracts/name-generator";
import type { NameScores } from "../port";
import { type EngineData, POS_NOUN, hasPos, zipfOf } from "./data";
import { type BrandHit, type OffenseHit, brandCheck, foldName, languageName, nameParts, offenseCheck } from "./checks";
import { awkwardClusters, soundKey, spellingFluency, syllables } from "./phonetics";

/**
 * The five offline scores. Each explanation opens with a verdict chosen from the same number
 * (`verdict`), so the words always match the score.
 */
const verdicts: Record<NameCriterion, [string, string, string, string]> = {
  memorability: ["Very memorable", "Fairly memorable", "Harder to remember", "Hard to remember"],
  pronounceability: ["Very easy to say", "Easy enough to say", "Some people may stumble", "Hard to say"],
  originality: ["Distinctive", "Fairly distinctive", "Close to existing names", "Clashes with a known brand"],
  cultural_sensitivity: ["No concerns found", "Minor concerns", "Sensitive", "Offensive"],
  practical_availability: [
    "Likely available (estimate)",
    "Possibly available (estimate)",
    "Probably taken (estimate)",
    "Very likely taken (estimate)",
  ],
};

/** Verdict thresholds: 80+, 60-79, 40-59, below 40. */
export function verdict(criterion: NameCriterion, score: number): string {
  const [high, good, middling, low] = verdicts[criterion];
  return score >= 80 ? high : score >= 60 ? good : score >= 40 ? middling : low;
}

export interface ScoredName {
  scores: NameScores;
  reasons: Record<NameCriterion, string>;
  overall: number;
  offense: OffenseHit | undefined;
  brand: BrandHit;
}

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const letterCount = (name: string) => foldName(name).length;

interface Shape {
  parts: string[];
  letters: number;
  syllableCount: number;
  known: boolean[];
  words: number;
}

function shapeOf(data: EngineData, name: string): Shape {
  const parts = nameParts(name);
  return {
    parts,
    letters: letterCount(name),
    syllableCount: parts.reduce((sum, part) => sum + syllables(data, part), 0),
    known: parts.map((part) => data.index.has(part) && zipfOf(data, part) > 1),
    words: name
      .trim()
      .split(/\s+/)
      .filter((word) => word !== "&").length,
  };
}

function memorability(data: EngineData, name: string, shape: Shape): [number, string] {
  const { letters, syllableCount, parts } = shape;
  let score = 74;
  const notes: string[] = [];
  if (letters >= 5 && letters <= 9) score += 8;
  if (letters > 11) score -= (letters - 11) * 4;
  if (letters < 5) score -= (5 - letters) * 5;
  if (syllableCount >= 2 && syllableCount <= 3) score += 6;
  if (syllableCount >= 5) score -= (syllableCount - 4) * 7;
  if (shape.words >= 3) score -= 10;
  const initials = parts.map((part) => soundKey(part).charAt(0));
  const alliterative = parts.length >= 2 && initials.every((initial) => initial === initials[0]);
  const rhyme = parts.length >= 2 && parts.every((part) => part.slice(-2) === parts[0]?.slice(-2));
  if (alliterative) {
    score += 9;
    notes.push("alliteration helps it stick");
  } else if (rhyme) {
    score += 7;
    notes.push("its rhyme helps it stick");
  }
  const images = parts.filter(
    (part) => hasPos(data, part, POS_NOUN) && zipfOf(data, part) >= 2.3 && zipfOf(data, part) <= 4.6,
  );
  if (images.length > 0) {
    score += 6;
    notes.push(`"${images[0] ?? ""}" gives a concrete image`);
  }
  const bland = parts.length > 0 && parts.every((part) => zipfOf(data, part) > 4.6);
  if (bland) {
    score -= 16;
    notes.push("everyday words blend into the crowd");
  }
  const meaningless =
    parts.length > 0 && parts.every((_, index) => !shape.known[index]) && !hasRecognisablePiece(data, foldName(name));
  if (meaningless) {
    score -= 14;
    notes.push("a coined word with no familiar piece to hang on to");
  }
  const unreadable = parts.some((part, index) => !shape.known[index] && spellingFluency(data, part) < 0.45);
  if (unreadable) score -= 12;
  const size = `${syllableCount} syllable${syllableCount === 1 ? "" : "s"}, ${letters} letters`;
  return [clamp(score), [size, ...notes].join("; ")];
}

/** Does a coined word start or end with a familiar word of four letters or more ("Brewtopia": brew)? */
function hasRecognisablePiece(data: EngineData, word: string): boolean {
  for (let length = Math.min(word.length - 1, 9); length >= 4; length -= 1) {
    const head = word.slice(0, length);
    const tail = word.slice(word.length - length);
    if ((data.index.has(head) && zipfOf(data, head) >= 2) || (data.index.has(tail) && zipfOf(data, tail) >= 2))
      return true;
  }
  return false;
}

function pronounceability(data: EngineData, shape: Shape): [number, string] {
  const partScores = shape.parts.map((part, index) => {
    const row = data.index.get(part);
    const spoken = row !== undefined && (data.phones[row] ?? "") !== "";
    const fluency = spellingFluency(data, part);
    const base = spoken && shape.known[index] ? 0.9 + 0.08 * fluency : 0.3 + 0.62 * fluency;
    return base - awkwardClusters(part) * 0.15 - Math.max(0, syllables(data, part) - 3) * 0.06;
  });
  const worst = Math.min(...partScores, 1);
  const mean = partScores.reduce((sum, value) => sum + value, 0) / Math.max(1, partScores.length);
  let score = (0.55 * worst + 0.45 * mean) * 100;
  if (shape.syllableCount > 5) score -= (shape.syllableCount - 5) * 6;
  const coined = shape.parts.filter((_, index) => !shape.known[index]);
  const reason =
    coined.length === 0
      ? `made of familiar words with a settled pronunciation (${shape.syllableCount} syllables)`
      : score >= 60
        ? `"${coined[0] ?? ""}" follows common English spelling patterns, so most people read it one way`
        : `"${coined[0] ?? ""}" has letter patterns that can be read more than one way`;
  return [clamp(score), reason];
}

function originality(
  data: EngineData,
  name: string,
  shape: Shape,
  brand: BrandHit,
  generator: string,
): [number, string] {
  const brandCount = data.brands.size.toLocaleString("en-US");
  if (brand.kind === "exact")
    return [
      8 + (shape.letters % 7),
      `"${brand.brand}" is already a known brand name (checked against ${brandCount} known brands; not a trademark search)`,
    ];
  if (brand.kind === "soundalike")
    return [
      27 + (shape.letters % 9),
      `sounds like the known brand "${brand.brand}" (checked against ${brandCount} known brands; not a trademark search)`,
    ];
  if (brand.kind === "contains")
    return [
      44 + (shape.letters % 8),
      `contains the known brand "${brand.brand}" (a known-brand check, not a trademark search)`,
    ];
  const zipfs = shape.parts.map((part) => zipfOf(data, part));
  const everyday = zipfs.filter((zipf) => zipf > 3.8).length;
  const coined = shape.known.filter((known) => !known).length;
  let score = 70 + coined * 10 - everyday * 6 + (generator === "blend" || generator === "affix" ? 8 : 0);
  if (shape.parts.length === 1 && shape.known[0]) score -= 18;
  if (name.startsWith("The ")) score -= 4;
  score += Math.min(6, shape.letters - 6);
  const what =
    coined > 0
      ? "a coined word"
      : everyday > 0
        ? "built from everyday words others also use"
        : "an uncommon word pairing";
  return [
    clamp(Math.min(score, 97)),
    `${what}; no exact or sound-alike match among ${brandCount} known brands (a known-brand check, not a trademark search)`,
  ];
}

function culturalSensitivity(name: string, shape: Shape, offense: OffenseHit | undefined): [number, string] {
  if (offense) {
    const language = languageName(offense.lang);
    const how =
      offense.how === "word"
        ? "is"
        : offense.how === "leet"
          ? "spells out"
          : offense.how === "inside"
            ? "contains"
            : "sounds like";
    if (offense.severity >= 2) {
      const base = offense.how === "word" ? 6 : offense.how === "leet" ? 12 : offense.how === "inside" ? 22 : 30;
      return [base + (shape.letters % 5), `${how} "${offense.word}", offensive in ${language}`];
    }
    return [48 + (shape.letters % 9), `${how} "${offense.word}", a sensitive word in ${language}`];
  }
  let score = 97;
  const notes: string[] = [];
  const lower = foldName(name);
  if (/th/.test(lower)) {
    score -= 5;
    notes.push('the "th" sound is hard in many languages');
  }
  if (/gh|ough|wr|kn/.test(lower)) {
    score -= 4;
    notes.push("silent letters trip non-native readers");
  }
  if (/w/.test(lower)) score -= 2;
  if (shape.letters > 12) score -= 3;
  const reason = ["no offensive or sensitive meaning found in the 28 languages checked", ...notes].join("; ");
  return [clamp(score), reason];
}

function practicalAvailability(
  data: EngineData,
  name: string,
  shape: Shape,
  brand: BrandHit,
  generator: string,
): [number, string] {
  const domain = `${foldName(name)}.com`;
  if (brand.kind === "exact")
    return [
      9 + (shape.letters % 6),
      `${domain} and the name are almost certainly used by "${brand.brand}"; not checked online`,
    ];
  const zipfs = shape.parts.map((part) => zipfOf(data, part));
  const rarest = Math.min(...zipfs.map((zipf, index) => (shape.known[index] ? zipf : 0)));
  let score: number;
  let reason: string;
  if (shape.parts.length === 1 && shape.known[0]) {
    score = 14 + Math.max(0, 3 - (zipfs[0] ?? 3)) * 10;
    reason = `single dictionary words are nearly always registered as ${domain}`;
  } else if (shape.known.every(Boolean)) {
    score = 40 + (4.5 - rarest) * 9 + Math.max(0, shape.letters - 9) * 2;
    reason = `two-word ${domain} domains are often taken, less so with uncommon words`;
  } else {
    score = 70 + Math.min(14, shape.letters * 1.2);
    reason = `coined words like this often have ${domain} free`;
  }
  if (generator === "respelling") {
    score -= 12;
    reason += "; people may type the usual spelling";
  }
  if (brand.kind !== "none") score -= 15;
  score = Math.max(score, 5);
  if (shape.letters > 14) score -= 10;
  if (name.includes("&") || name.startsWith("The ")) score -= 5;
  const industry = shape.parts.find((part) => data.tlds.has(part) && part.length > 2);
  const tld = industry ? `; a .${industry} domain also exists` : "";
  return [clamp(Math.min(score, 92)), `${reason}${tld}; an estimate, not checked online`];
}

/** Weights of the overall score; offensive names are capped whatever the rest. */
const weights: Record<NameCriterion, number> = {
  memorability: 0.25,
  pronounceability: 0.2,
  originality: 0.25,
  cultural_sensitivity: 0.15,
  practical_availability: 0.15,
};
export const OFFENSIVE_CAP = 20;
const SENSITIVE_CAP = 45;

export function scoreName(data: EngineData, name: string, generator = "", extraBrands: string[] = []): ScoredName {
  const shape = shapeOf(data, name);
  const brand = brandCheck(data, name, extraBrands);
  const offense = offenseCheck(data, name);
  const results: Record<NameCriterion, [number, string]> = {
    memorability: memorability(data, name, shape),
    pronounceability: pronounceability(data, shape),
    originality: originality(data, name, shape, brand, generator),
    cultural_sensitivity: culturalSensitivity(name, shape, offense),
    practical_availability: practicalAvailability(data, name, shape, brand, generator),
  };
  const scores = Object.fromEntries(Object.entries(results).map(([key, [score]]) => [key, score])) as NameScores;
  const reasons = Object.fromEntries(
    Object.entries(results).map(([key, [score, reason]]) => [
      key,
      `${verdict(key as NameCriterion, score)}: ${reason}.`,
    ]),
  ) as Record<NameCriterion, string>;
  const mean = (Object.keys(weights) as NameCriterion[]).reduce((sum, key) => sum + scores[key] * weights[key], 0);
  // A name is only as usable as its weakest side; then stretch, because weighted means of five
  // mostly decent scores bunch in the 80s (calibrated on the example ideas so the four bands are used).
  const weakest = Math.min(...Object.values(scores));
  const raw = mean - Math.max(0, 60 - weakest) * 0.4;
  let overall = 52 + (raw - 65) * 1.45;
  if (offense && offense.severity >= 2) overall = Math.min(overall, OFFENSIVE_CAP);
  else if (scores.cultural_sensitivity < 50) overall = Math.min(overall, SENSITIVE_CAP);
  return { scores, reasons, overall: clamp(overall), offense, brand };
}
