import { POS_ADJ, POS_NOUN, type EngineData } from "./data";

/** Rows searched for neighbours: familiar words make names people can read. */
const SEARCH_ROWS = 24_000;

export interface RelatedWord {
  word: string;
  /** Cosine closeness to the idea, 0..1. */
  closeness: number;
  noun: boolean;
  adjective: boolean;
}

function vectorOf(data: EngineData, word: string): Float32Array | undefined {
  const row = data.index.get(word);
  if (row === undefined) return undefined;
  const vector = new Float32Array(data.dims);
  const norm = data.norms[row] ?? 1;
  for (let column = 0; column < data.dims; column += 1)
    vector[column] = (data.vectors[row * data.dims + column] ?? 0) / norm;
  return vector;
}

/** Weighted mean direction of some words (unit length), or undefined when none is known. */
export function centroid(data: EngineData, words: { word: string; weight: number }[]): Float32Array | undefined {
  const sum = new Float32Array(data.dims);
  let known = false;
  for (const { word, weight } of words) {
    const vector = vectorOf(data, word);
    if (!vector) continue;
    known = true;
    for (let column = 0; column < data.dims; column += 1)
      sum[column] = (sum[column] ?? 0) + (vector[column] ?? 0) * weight;
  }
  if (!known) return undefined;
  const norm = Math.hypot(...sum) || 1;
  return sum.map((value) => value / norm);
}

export function similarity(data: EngineData, word: string, direction: Float32Array): number {
  const row = data.index.get(word);
  if (row === undefined) return 0;
  let dot = 0;
  const offset = row * data.dims;
  for (let column = 0; column < data.dims; column += 1)
    dot += (data.vectors[offset + column] ?? 0) * (direction[column] ?? 0);
  return dot / (data.norms[row] ?? 1);
}

const sharesStem = (a: string, b: string) => {
  const length = Math.min(a.length, b.length, 5);
  return length >= 4 && a.slice(0, length) === b.slice(0, length);
};

/** Everyday but not empty words ("new", "one", "good" are too common to name anything). */
const MAX_ZIPF = 5.3;
const MIN_ZIPF = 1.5;
/** Neighbours that fit every business and so name none. */
const tooGeneral = new Set(
  "shop store shopping restaurant company business brand chain production addition service commercial popular owned opened sold local factory industry market product products customer owner manager employee office building facility equipment operation operations venture firm group unit model original private public department government cost price sale sales worker".split(
    " ",
  ),
);

interface Candidates {
  rows: Int32Array;
  /** Unit vectors of those rows, contiguous, so the scan is one tight loop. */
  unit: Float32Array;
}
const candidateCache = new WeakMap<EngineData, Candidates>();

/** Rows worth proposing: familiar nouns and adjectives of a usable length, computed once. */
function candidateRows(data: EngineData): Candidates {
  const cached = candidateCache.get(data);
  if (cached) return cached;
  const rows: number[] = [];
  const limit = Math.min(SEARCH_ROWS, data.words.length);
  for (let row = 0; row < limit; row += 1) {
    const pos = data.pos[row] ?? 0;
    const word = data.words[row] ?? "";
    const zipf = data.zipf[row] ?? 0;
    if ((pos & (POS_NOUN | POS_ADJ)) === 0 || data.stop[row] === 1) continue;
    if (word.length < 3 || word.length > 10 || zipf < MIN_ZIPF || zipf > MAX_ZIPF || tooGeneral.has(word)) continue;
    rows.push(row);
  }
  const { dims } = data;
  const unit = new Float32Array(rows.length * dims);
  rows.forEach((row, index) => {
    const norm = data.norms[row] ?? 1;
    for (let column = 0; column < dims; column += 1)
      unit[index * dims + column] = (data.vectors[row * dims + column] ?? 0) / norm;
  });
  const result = { rows: Int32Array.from(rows), unit };
  candidateCache.set(data, result);
  return result;
}

/** Builds the neighbour table ahead of the first request. */
export function warmRelated(data: EngineData): void {
  candidateRows(data);
}

/**
 * Words near the idea: each query direction's nearest nouns and adjectives, re-ranked by closeness to
 * the whole idea, morphological variants of the keywords removed. One pass over the rows serves all queries.
 */
export function relatedWords(
  data: EngineData,
  queries: Float32Array[],
  idea: Float32Array,
  exclude: string[],
  limit = 36,
): RelatedWord[] {
  const perQuery = 18;
  const { rows, unit } = candidateRows(data);
  const { dims } = data;
  const queryCount = queries.length;
  const flat = new Float32Array(queryCount * dims);
  queries.forEach((query, index) => flat.set(query.subarray(0, dims), index * dims));
  const bestRows = new Int32Array(queryCount * perQuery).fill(-1);
  const bestScores = new Float32Array(queryCount * perQuery).fill(-Infinity);
  for (let index = 0; index < rows.length; index += 1) {
    const offset = index * dims;
    for (let query = 0; query < queryCount; query += 1) {
      const queryOffset = query * dims;
      let score = 0;
      for (let column = 0; column < dims; column += 1)
        score += (unit[offset + column] as number) * (flat[queryOffset + column] as number);
      const base = query * perQuery;
      if (score <= (bestScores[base + perQuery - 1] as number)) continue;
      let slot = perQuery - 1;
      while (slot > 0 && score > (bestScores[base + slot - 1] as number)) {
        bestScores[base + slot] = bestScores[base + slot - 1] as number;
        bestRows[base + slot] = bestRows[base + slot - 1] as number;
        slot -= 1;
      }
      bestScores[base + slot] = score;
      bestRows[base + slot] = rows[index] as number;
    }
  }
  const merged = new Map<string, RelatedWord>();
  for (const row of bestRows) {
    if (row < 0) continue;
    const word = data.words[row] ?? "";
    if (merged.has(word) || exclude.some((excluded) => excluded === word || sharesStem(excluded, word))) continue;
    const closeness = similarity(data, word, idea);
    const pos = data.pos[row] ?? 0;
    merged.set(word, { word, closeness, noun: (pos & POS_NOUN) !== 0, adjective: (pos & POS_ADJ) !== 0 });
  }
  return [...merged.values()].sort((a, b) => b.closeness - a.closeness || (a.word < b.word ? -1 : 1)).slice(0, limit);
}

/** WordNet synonyms and broader terms: the back-off when the embeddings know too few keywords. */
export function wordnetRelated(data: EngineData, word: string): string[] {
  const row = data.index.get(word);
  return row === undefined ? [] : (data.relatedRaw[row] ?? "").split(",").filter(Boolean);
}

export function queryVector(data: EngineData, word: string): Float32Array | undefined {
  return centroid(data, [{ word, weight: 1 }]);
}
