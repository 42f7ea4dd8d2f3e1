import type { EngineData, Offense } from "./data";
import { editDistance, soundKey } from "./phonetics";

export const foldName = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** Words of a name: spaces, "&", hyphens and camel case split it ("LoafLab" -> loaf, lab). */
export function nameParts(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z\u00C0-\u024F]+/)
    .map(foldName)
    .filter((part) => part.length > 0 && part !== "the" && part !== "and");
}

// ---------------------------------------------------------------------------------------------
// Known brands
// ---------------------------------------------------------------------------------------------

export type BrandHit =
  | { kind: "exact"; brand: string }
  | { kind: "soundalike"; brand: string }
  | { kind: "contains"; brand: string }
  | { kind: "none" };

const brandSoundIndex = new WeakMap<EngineData, Map<string, string[]>>();

function addBrandSounds(index: Map<string, string[]>, keys: string[]): void {
  for (const key of keys) {
    const sound = soundKey(key);
    if (sound.length < 3) continue;
    const list = index.get(sound);
    if (list) list.push(key);
    else index.set(sound, [key]);
  }
}

function soundIndex(data: EngineData): Map<string, string[]> {
  let index = brandSoundIndex.get(data);
  if (!index) {
    index = new Map();
    addBrandSounds(index, [...data.brands.keys()]);
    brandSoundIndex.set(data, index);
  }
  return index;
}

/** Builds the sound-alike index ahead of the first request, in slices, so the server keeps answering. */
export async function warmChecks(data: EngineData, yieldToLoop: () => Promise<void>): Promise<void> {
  if (brandSoundIndex.has(data)) return;
  const keys = [...data.brands.keys()];
  const index = new Map<string, string[]>();
  for (let start = 0; start < keys.length; start += 5_000) {
    addBrandSounds(index, keys.slice(start, start + 5_000));
    await yieldToLoop();
  }
  if (!brandSoundIndex.has(data)) brandSoundIndex.set(data, index);
}

/**
 * A check against the known-brand list (and the visitor's own brand references): an exact match,
 * a sound-alike (same sound key and at most two letters apart, so Brewtopia is not Breadtop), or a
 * longer brand inside the name. Not a trademark search.
 */
export function brandCheck(data: EngineData, name: string, extraBrands: string[] = []): BrandHit {
  const key = foldName(name);
  const extra = new Map(extraBrands.map((brand) => [foldName(brand), brand.trim()]));
  const exact = data.brands.get(key) ?? extra.get(key);
  if (exact) return { kind: "exact", brand: exact };
  const sound = soundKey(key);
  const alikes = [
    ...(soundIndex(data).get(sound) ?? []),
    ...[...extra.keys()].filter((brand) => soundKey(brand) === sound),
  ];
  // Same sound and few letters apart ("Starbux"); the letter limit keeps Brewtopia from matching Breadtop.
  const alike = alikes.find((brand) => editDistance(brand, key) <= (Math.min(brand.length, key.length) >= 7 ? 3 : 2));
  if (alike) return { kind: "soundalike", brand: data.brands.get(alike) ?? extra.get(alike) ?? alike };
  for (const part of nameParts(name)) {
    if (part.length < 5 || part === key) continue;
    const brand = data.brands.get(part) ?? extra.get(part);
    if (brand) return { kind: "contains", brand };
  }
  return { kind: "none" };
}

// ---------------------------------------------------------------------------------------------
// Offensive and sensitive words
// ---------------------------------------------------------------------------------------------

export interface OffenseHit extends Offense {
  word: string;
  how: "word" | "inside" | "leet" | "soundalike";
}

const leet: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  $: "s",
  "@": "a",
  "!": "i",
};

function leetFold(name: string): string {
  return foldName(name.replace(/[013457$@!]/g, (character) => leet[character] ?? character)).replace(/(.)\1+/g, "$1");
}

const languageNames: Record<string, string> = {
  en: "English",
  "en-GB": "British English",
  ar: "Arabic",
  cs: "Czech",
  da: "Danish",
  de: "German",
  eo: "Esperanto",
  es: "Spanish",
  "es-AR": "Argentine Spanish",
  fa: "Persian",
  fi: "Finnish",
  fil: "Filipino",
  fr: "French",
  "fr-CA-u-sd-caqc": "Quebec French",
  hi: "Hindi",
  hu: "Hungarian",
  it: "Italian",
  ja: "Japanese",
  kab: "Kabyle",
  ko: "Korean",
  nl: "Dutch",
  no: "Norwegian",
  pl: "Polish",
  pt: "Portuguese",
  ru: "Russian",
  sv: "Swedish",
  th: "Thai",
  tlh: "Klingon",
  tr: "Turkish",
  zh: "Chinese",
};

export const languageName = (code: string): string => languageNames[code] ?? code;

/**
 * The worst offensive or sensitive reading of a name: a whole part, a long word inside the name
 * (five letters or more, so "Scunthorpe"-style false alarms on short words are avoided), a short word at
 * the start or end of a part, a leetspeak spelling, or a part that sounds like a severe word.
 */
export function offenseCheck(data: EngineData, name: string): OffenseHit | undefined {
  const hits: OffenseHit[] = [];
  const consider = (word: string, how: OffenseHit["how"]) => {
    const offense = data.offensive.get(word);
    if (offense) hits.push({ word, how, ...offense });
  };
  const parts = nameParts(name);
  const whole = foldName(name);
  consider(whole, "word");
  for (const part of parts) consider(part, "word");
  const leeted = leetFold(name);
  if (leeted !== whole) consider(leeted, "leet");
  const starts = offensePrefixes(data);
  for (const text of new Set([whole, leeted, ...parts])) {
    for (let start = 0; start + 3 <= text.length; start += 1) {
      // Most positions start no listed word: one set lookup skips them.
      if (!starts.has(text.slice(start, start + 3))) continue;
      for (let end = start + 3; end <= Math.min(text.length, start + 16); end += 1) {
        const piece = text.slice(start, end);
        if (piece === text) continue;
        const edge = start === 0 || end === text.length;
        if (piece.length >= 5 || (edge && piece.length >= 4)) consider(piece, "inside");
      }
    }
  }
  for (const part of parts) {
    if (part.length < 4) continue;
    const sound = soundKey(part);
    for (const [word, offense] of soundAlikes(data).get(sound) ?? []) {
      if (word !== part && editDistance(word, part) <= 1) hits.push({ word, how: "soundalike", ...offense });
    }
  }
  return hits.sort((a, b) => b.severity - a.severity || rank(a.how) - rank(b.how))[0];
}

const prefixSets = new WeakMap<EngineData, Set<string>>();

function offensePrefixes(data: EngineData): Set<string> {
  let prefixes = prefixSets.get(data);
  if (!prefixes) {
    prefixes = new Set([...data.offensive.keys()].map((word) => word.slice(0, 3)));
    prefixSets.set(data, prefixes);
  }
  return prefixes;
}

const rank = (how: OffenseHit["how"]) => ["word", "leet", "inside", "soundalike"].indexOf(how);

const offenseSoundIndex = new WeakMap<EngineData, Map<string, [string, Offense][]>>();

function soundAlikes(data: EngineData): Map<string, [string, Offense][]> {
  let index = offenseSoundIndex.get(data);
  if (!index) {
    index = new Map();
    for (const [word, offense] of data.offensive) {
      if (offense.severity < 2 || word.length < 4) continue;
      const key = soundKey(word);
      const list = index.get(key);
      if (list) list.push([word, offense]);
      else index.set(key, [[word, offense]]);
    }
    offenseSoundIndex.set(data, index);
  }
  return index;
}

export function warmOffenseIndex(data: EngineData): void {
  soundAlikes(data);
  offensePrefixes(data);
}
