import type { EngineData } from "./data";
import { soundKey, spellingFluency } from "./phonetics";
import { titleCase } from "./keywords";
import type { VibeStock } from "./vibes";

export type GeneratorId = "compound" | "blend" | "affix" | "metaphor" | "respelling" | "alliteration";

export interface Candidate {
  name: string;
  generator: GeneratorId;
  /** The words it is built from, lower case (for diversity and explanations). */
  parts: string[];
  /** For respellings: the ordinary spelling it sounds like. */
  soundsLike?: string;
}

export interface WordPools {
  /** Keywords of the idea, most central first. */
  keywords: string[];
  /** Nouns near the idea. */
  nouns: string[];
  /** Adjectives near the idea. */
  adjectives: string[];
  /** Evocative words for metaphors, nearest to the idea first. */
  metaphors: string[];
  vibe: VibeStock;
}

const MAX_LETTERS = 16;
/** Marks an affix among a candidate's parts: each affix appears once among the nine picks. */
export const AFFIX_MARK = "~";

function push(list: Candidate[], seen: Set<string>, candidate: Candidate): void {
  const key = candidate.name.toLowerCase().replace(/[^a-z]/g, "");
  if (key.length < 4 || key.length > MAX_LETTERS || seen.has(key)) return;
  seen.add(key);
  list.push(candidate);
}

function repeatsTrigram(word: string): boolean {
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= word.length; index += 1) {
    const gram = word.slice(index, index + 3);
    if (grams.has(gram)) return true;
    grams.add(gram);
  }
  return false;
}

const short = (word: string) => word.length >= 3 && word.length <= 9;

/** "Loaf" + "Nest": a word of the idea with a keyword, an image or a vibe word; fused for modern vibes. */
function compounds(pools: WordPools, out: Candidate[], seen: Set<string>): void {
  const firsts = [...pools.keywords.slice(0, 5), ...pools.nouns.slice(0, 2), ...pools.adjectives.slice(0, 2)].filter(
    short,
  );
  const seconds = [...pools.metaphors.slice(0, 6), ...pools.keywords.slice(0, 4)].filter(short);
  for (const first of firsts) {
    for (const second of seconds) {
      if (first === second || first.startsWith(second) || second.startsWith(first)) continue;
      if (pools.nouns.includes(first) && pools.nouns.includes(second)) continue;
      const fused = pools.vibe.fused || first.length + second.length <= 9;
      const name = fused ? titleCase(first) + second : `${titleCase(first)} ${titleCase(second)}`;
      push(out, seen, { name, generator: "compound", parts: [first, second] });
    }
  }
  for (const first of pools.keywords.slice(0, 4).filter(short)) {
    for (const head of pools.vibe.heads.slice(0, 3)) {
      push(out, seen, {
        name: `${titleCase(first)} ${head}`,
        generator: "compound",
        parts: [first, head.toLowerCase()],
      });
    }
  }
}

/**
 * Portmanteaus that pivot on a shared letter ("brew" + "utopia" = "Brewtopia"), keeping at least three
 * letters of each word visible and reading like English.
 */
function blends(data: EngineData, pools: WordPools, out: Candidate[], seen: Set<string>): void {
  const lefts = pools.keywords.slice(0, 5).filter((word) => word.length >= 3);
  const rights = [...pools.metaphors.slice(0, 6), ...pools.nouns.slice(0, 6), ...pools.keywords.slice(0, 4)].filter(
    (word) => word.length >= 4,
  );
  for (const left of lefts) {
    for (const right of rights) {
      if (left === right) continue;
      let best: { name: string; fluency: number } | undefined;
      for (let cut = 3; cut <= left.length; cut += 1) {
        for (let start = 2; start <= right.length - 3; start += 1) {
          // A true portmanteau: two shared letters ("flaky" + "bakery" = "Flakery"), or the whole first word.
          const shared = left.slice(cut - 2, cut) === right.slice(start - 2, start);
          const pivot = cut === left.length && left[cut - 1] === right[start - 1];
          if (!shared && !pivot) continue;
          const blended = left.slice(0, cut) + right.slice(start);
          if (blended.length < 5 || blended.length > 11 || blended === left || blended === right) continue;
          const leftShown = cut >= Math.max(3, Math.ceil(left.length * 0.5));
          const rightShown = right.length - start >= Math.max(3, Math.ceil(right.length * 0.5));
          if (!leftShown || !rightShown || blended.includes(right) || blended.includes(left)) continue;
          // A stutter ("Mornining") is a seam showing, not a word.
          if (repeatsTrigram(blended)) continue;
          const fluency = spellingFluency(data, blended);
          if (fluency < 0.55) continue;
          const score = fluency + (shared ? 0.15 : 0);
          if (!best || score > best.fluency) best = { name: titleCase(blended), fluency: score };
        }
      }
      if (best) push(out, seen, { name: best.name, generator: "blend", parts: [left, right] });
    }
  }
}

/** Keyword + ending ("Loafly") or prefix + keyword ("GoLoaf"), only when it reads well. */
function affixes(data: EngineData, pools: WordPools, out: Candidate[], seen: Set<string>): void {
  // Only the most central keywords: an ending on a side word ("Meatelle" for a taco truck) misleads.
  for (const word of pools.keywords.slice(0, 3).filter((item) => item.length >= 3 && item.length <= 7)) {
    for (const suffix of pools.vibe.suffixes) {
      const stem = /[aeiouy]$/.test(word) && /^[aeiouy]/.test(suffix) ? word.slice(0, -1) : word;
      const coined = stem + suffix;
      if (spellingFluency(data, coined) < 0.5) continue;
      push(out, seen, { name: titleCase(coined), generator: "affix", parts: [word, `${AFFIX_MARK}${suffix}`] });
    }
    // Prefixes only on the most central keyword: "Luxe" on everything would read as a template.
    if (word !== pools.keywords[0]) continue;
    for (const prefix of pools.vibe.prefixes) {
      push(out, seen, {
        name: prefix + titleCase(word),
        generator: "affix",
        parts: [word, `${AFFIX_MARK}${prefix.toLowerCase()}`],
      });
    }
  }
}

/** An evocative image near the idea, with a keyword ("Ember Bakery"), "The ..." or paired with a concrete word ("Crumb & Ember"). */
function metaphors(pools: WordPools, out: Candidate[], seen: Set<string>): void {
  const images = pools.metaphors.slice(0, 8);
  const anchor = pools.keywords.find((word) => word.length <= 8) ?? pools.keywords[0] ?? "studio";
  const concrete = pools.keywords.slice(0, 4).filter(short);
  images.forEach((image, index) => {
    push(out, seen, {
      name: `${titleCase(image)} ${titleCase(anchor)}`,
      generator: "metaphor",
      parts: [image, anchor],
    });
    const partner = concrete[index % Math.max(1, concrete.length)];
    if (partner && partner !== image) {
      push(out, seen, {
        name: `${titleCase(partner)} & ${titleCase(image)}`,
        generator: "metaphor",
        parts: [partner, image],
      });
    }
    if (!pools.vibe.fused)
      push(out, seen, {
        name: `The ${titleCase(image)} ${titleCase(anchor)}`,
        generator: "metaphor",
        parts: [image, anchor],
      });
  });
}

/** Spelling changes that usually keep the sound; each result is kept only if its sound key is unchanged. */
const respellRules: [RegExp, string][] = [
  [/^c(?=[aoulr])/, "k"],
  [/ck/, "k"],
  [/ph/, "f"],
  [/qu/, "kw"],
  [/ight$/, "ite"],
  [/ee/, "ea"],
  [/s$/, "z"],
  [/er$/, "r"],
  [/oo/, "u"],
];

export function respell(word: string): string[] {
  const results: string[] = [];
  for (const [pattern, replacement] of respellRules) {
    if (!pattern.test(word)) continue;
    const respelled = word.replace(pattern, replacement);
    if (respelled !== word && soundKey(respelled) === soundKey(word)) results.push(respelled);
  }
  return results;
}

function respellings(pools: WordPools, out: Candidate[], seen: Set<string>): void {
  const sources = [...pools.keywords.slice(0, 5), ...pools.adjectives.slice(0, 3)].filter(
    (word) => word.length >= 4 && word.length <= 9,
  );
  for (const word of sources) {
    for (const respelled of respell(word)) {
      // Short or vowel-less results ("Ownr", "Buz") read as typos, not brands.
      if (respelled.length < 4 || /[^aeiouy]{3}$/.test(respelled)) continue;
      push(out, seen, { name: titleCase(respelled), generator: "respelling", parts: [word], soundsLike: word });
      const image = pools.metaphors[0];
      if (image && pools.vibe.fused) {
        push(out, seen, {
          name: titleCase(respelled) + image,
          generator: "respelling",
          parts: [word, image],
          soundsLike: word,
        });
      }
    }
  }
}

/** Adjective + noun sharing the first sound ("Bright Bakes"). */
function alliterations(pools: WordPools, out: Candidate[], seen: Set<string>): void {
  const adjectives = [...pools.adjectives.slice(0, 6), ...pools.vibe.adjectives].filter(short);
  const nouns = [...pools.keywords.slice(0, 5), ...pools.metaphors.slice(0, 4), ...pools.nouns.slice(0, 3)].filter(
    short,
  );
  for (const adjective of adjectives) {
    const sound = soundKey(adjective).charAt(0);
    for (const noun of nouns) {
      if (noun.slice(0, 3) === adjective.slice(0, 3) || soundKey(noun).charAt(0) !== sound || noun[0] !== adjective[0])
        continue;
      push(out, seen, {
        name: `${titleCase(adjective)} ${titleCase(noun)}`,
        generator: "alliteration",
        parts: [adjective, noun],
      });
    }
  }
}

/** Every generator over the same pools; candidates are unique by their letters. */
export function generateCandidates(data: EngineData, pools: WordPools): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  compounds(pools, out, seen);
  blends(data, pools, out, seen);
  affixes(data, pools, out, seen);
  metaphors(pools, out, seen);
  respellings(pools, out, seen);
  alliterations(pools, out, seen);
  return out;
}
