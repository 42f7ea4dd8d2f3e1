import type { NameIdea } from "../port";
import { POS_ADJ, POS_NOUN, POS_VERB, type EngineData, hasPos, zipfOf } from "./data";

/** Words that describe any business and so name none. */
const genericWords = new Set(
  "business company service services shop store small local also offer offers offering sell sells selling provide provides providing make makes making help helps based using use new best great good quality run owned custom customers customer people clients client products product place way like want need things thing idea start starting around area day days time serving serve serves online known full lots site early busy come comes coming working work works owner parent person worker".split(
    " ",
  ),
);

export interface Keyword {
  word: string;
  /** Higher is more central to the idea. */
  weight: number;
  noun: boolean;
  adjective: boolean;
  inLexicon: boolean;
}

export const titleCase = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "pastries" -> "pastry", "tacos" -> "taco", "e-bikes" -> "bike", when the singular is a known word. */
function singular(data: EngineData, word: string): string {
  if (word.length < 4 || !word.endsWith("s") || word.endsWith("ss")) return word;
  const candidates = [word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.slice(0, -1)];
  return candidates.find((candidate) => candidate !== word && data.index.has(candidate)) ?? word;
}

export function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z]+/g) ?? []
  ).filter((token) => token.length > 1);
}

function isContentWord(data: EngineData, word: string): boolean {
  if (word.length < 3 || genericWords.has(word)) return false;
  const row = data.index.get(word);
  if (row === undefined) return /^[a-z]{3,14}$/.test(word);
  return (data.stop[row] ?? 0) === 0;
}

/**
 * Keywords of an idea, most central first: nouns and adjectives of the description and industry,
 * singularised; rarer words weigh more (they say more about this business), industry words most.
 */
export function extractKeywords(data: EngineData, idea: NameIdea, limit = 8): Keyword[] {
  const scored = new Map<string, Keyword>();
  const add = (text: string, boost: number) => {
    tokens(text).forEach((token, position) => {
      const word = singular(data, token);
      if (!isContentWord(data, word)) return;
      const inLexicon = data.index.has(word);
      const noun = hasPos(data, word, POS_NOUN);
      const adjective = hasPos(data, word, POS_ADJ);
      const verbOnly = inLexicon && !noun && !adjective && hasPos(data, word, POS_VERB);
      if (inLexicon && !noun && !adjective && !verbOnly) return;
      const zipf = zipfOf(data, word);
      const specificity = inLexicon ? Math.max(0.4, 1.6 - Math.max(0, zipf - 2) * 0.3) : 0.9;
      const partWeight = noun ? 1 : adjective ? 0.75 : 0.45;
      const weight = boost * specificity * partWeight * (1 - Math.min(position, 40) * 0.006);
      const previous = scored.get(word);
      if (previous) previous.weight += weight * 0.6;
      else scored.set(word, { word, weight, noun, adjective, inLexicon });
    });
  };
  add(idea.industry, 1.5);
  add(idea.description, 1);
  return [...scored.values()].sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1)).slice(0, limit);
}

/** Content words of the ideal customer ("busy pet owners" -> pet, owner). */
export function customerWords(data: EngineData, idea: NameIdea): string[] {
  return tokens(idea.idealCustomer)
    .map((token) => singular(data, token))
    .filter((word) => isContentWord(data, word) && hasPos(data, word, POS_NOUN | POS_ADJ))
    .slice(0, 4);
}
