import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/**
 * The committed artefacts of scripts/name-engine/build-data.ts, loaded once, lazily, so the server
 * boots without waiting for them. Reads are asynchronous; parsing takes a few tens of milliseconds.
 */
export const POS_NOUN = 1;
export const POS_VERB = 2;
export const POS_ADJ = 4;
// 8 marks adverbs in the data; nothing here asks for them.

export interface Offense {
  lang: string;
  /** 2 offensive (caps the overall score), 1 sensitive. */
  severity: number;
}

export interface EngineData {
  /** Frequency order (most common first): the row of each word in `vectors`. */
  words: string[];
  index: Map<string, number>;
  pos: Uint8Array;
  stop: Uint8Array;
  /** SUBTLEX Zipf value (0 when unknown; 3 is "known to most", 5+ very common). */
  zipf: Float32Array;
  phones: string[];
  relatedRaw: string[];
  dims: number;
  vectors: Int8Array;
  norms: Float32Array;
  trigrams: Map<string, number>;
  bigramTotals: Map<string, number>;
  brands: Map<string, string>;
  offensive: Map<string, Offense>;
  colors: { hex: string; name: string }[];
  tlds: Set<string>;
}

const dataDir = fileURLToPath(new URL("../data/", import.meta.url));

function lines(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => line.split("\t"));
}

/** Lets other requests run between the parsing steps, so loading never blocks the server for long. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function load(): Promise<EngineData> {
  const read = (file: string) => readFile(`${dataDir}${file}`, "utf8");
  const [lexicon, vectorBytes, trigramText, brandText, offensiveText, colorText, tldText] = await Promise.all([
    read("lexicon.tsv"),
    readFile(`${dataDir}vectors.bin`),
    read("trigrams.tsv"),
    read("brands.tsv"),
    read("offensive.tsv"),
    read("colors.tsv"),
    read("tlds.txt"),
  ]);
  await yieldToLoop();
  const rows = lines(lexicon);
  const count = rows.length;
  const words: string[] = new Array<string>(count);
  const phones: string[] = new Array<string>(count);
  const relatedRaw: string[] = new Array<string>(count);
  const pos = new Uint8Array(count);
  const stop = new Uint8Array(count);
  const zipf = new Float32Array(count);
  const index = new Map<string, number>();
  rows.forEach(([word = "", posBits = "0", isStop = "0", zipfValue = "0", phone = "", related = ""], row) => {
    words[row] = word;
    index.set(word, row);
    pos[row] = Number(posBits);
    stop[row] = Number(isStop);
    zipf[row] = Number(zipfValue);
    phones[row] = phone;
    relatedRaw[row] = related;
  });
  await yieldToLoop();
  const vectors = new Int8Array(vectorBytes.buffer, vectorBytes.byteOffset, vectorBytes.byteLength);
  const dims = Math.round(vectors.length / count);
  const norms = new Float32Array(count);
  for (let row = 0; row < count; row += 1) {
    let sum = 0;
    for (let column = row * dims; column < (row + 1) * dims; column += 1) sum += (vectors[column] ?? 0) ** 2;
    norms[row] = Math.sqrt(sum) || 1;
  }
  await yieldToLoop();
  const trigrams = new Map<string, number>();
  const bigramTotals = new Map<string, number>();
  for (const [gram = "", countText = "0"] of lines(trigramText)) {
    const value = Number(countText);
    trigrams.set(gram, value);
    bigramTotals.set(gram.slice(0, 2), (bigramTotals.get(gram.slice(0, 2)) ?? 0) + value);
  }
  const brands = new Map<string, string>();
  for (const [key = "", display = ""] of lines(brandText)) brands.set(key, display);
  await yieldToLoop();
  const offensive = new Map<string, Offense>();
  for (const [word = "", lang = "", severity = "2"] of lines(offensiveText))
    offensive.set(word, { lang, severity: Number(severity) });
  const colors = lines(colorText).map(([hex = "", name = ""]) => ({ hex, name }));
  const tlds = new Set(tldText.split("\n").filter(Boolean));
  return {
    words,
    index,
    pos,
    stop,
    zipf,
    phones,
    relatedRaw,
    dims,
    vectors,
    norms,
    trigrams,
    bigramTotals,
    brands,
    offensive,
    colors,
    tlds,
  };
}

let loading: Promise<EngineData> | undefined;

/** The data, loaded on first call and shared afterwards. */
export function loadEngineData(): Promise<EngineData> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function hasPos(data: EngineData, word: string, bits: number): boolean {
  const row = data.index.get(word);
  return row !== undefined && ((data.pos[row] ?? 0) & bits) !== 0;
}

export function zipfOf(data: EngineData, word: string): number {
  const row = data.index.get(word);
  return row === undefined ? 0 : (data.zipf[row] ?? 0);
}
