import { metaphone } from "metaphone";
import type { EngineData } from "./data";

/**
 * A sound key: untruncated Metaphone after spellings it reads differently from speech
 * ("qu" = "kw", "igh" = long i). Equal keys mean "sounds the same".
 */
export function soundKey(word: string): string {
  const spelled = word
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/qu/g, "kw")
    .replace(/igh/g, "i")
    .replace(/ck/g, "k");
  return metaphone(spelled);
}

/** Levenshtein distance, small strings only. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let row = 1; row <= a.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= b.length; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      current.push(
        Math.min((previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1, (previous[column - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Syllables: from the CMU pronunciation when the word is known, else vowel groups. */
export function syllables(data: EngineData, word: string): number {
  const lower = word.toLowerCase();
  const row = data.index.get(lower);
  const phone = row === undefined ? "" : (data.phones[row] ?? "");
  if (phone) return (phone.match(/\d/g) ?? []).length || 1;
  const groups = lower.replace(/e$/, "").match(/[aeiouy]+/g) ?? [];
  return Math.max(1, groups.length);
}

/**
 * How English-like a letter string is: mean log-probability of its letter trigrams in common words,
 * mapped to 0..1 (1 = reads like an ordinary word).
 */
export function spellingFluency(data: EngineData, word: string): number {
  const padded = `^${word.toLowerCase().replace(/[^a-z]/g, "")}$`;
  if (padded.length < 4) return 0.5;
  let total = 0;
  let grams = 0;
  let worst = 0;
  for (let index = 0; index + 3 <= padded.length; index += 1) {
    const gram = padded.slice(index, index + 3);
    const count = data.trigrams.get(gram) ?? 0;
    const context = data.bigramTotals.get(gram.slice(0, 2)) ?? 0;
    const logProbability = Math.log((count + 0.1) / (context + 3));
    total += logProbability;
    worst = Math.min(worst, logProbability);
    grams += 1;
  }
  const mean = total / grams;
  // Ordinary words average about -1.6; unreadable strings fall below -5.
  const fromMean = (mean + 5.2) / 3.6;
  const fromWorst = (worst + 9) / 7;
  return Math.max(0, Math.min(1, 0.75 * fromMean + 0.25 * fromWorst));
}

/** Consonant runs that English speakers stumble on ("tchstr"), vowel pile-ups ("aeiou"). */
export function awkwardClusters(word: string): number {
  const lower = word.toLowerCase();
  const consonantRuns = lower.match(/[^aeiouy]{4,}/g)?.length ?? 0;
  const vowelRuns = lower.match(/[aeiou]{3,}/g)?.length ?? 0;
  return consonantRuns + vowelRuns;
}
