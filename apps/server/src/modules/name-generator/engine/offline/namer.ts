import { withArticle } from "./articles";
import type { NameCriterion } from "@dugout/contracts/name-generator";
import type { NameIdea, NameProposal, NameResearch } from "../port";
import { type EngineData, POS_ADJ, POS_NOUN, hasPos, zipfOf } from "./data";
import { foldName, nameParts } from "./checks";
import { AFFIX_MARK, type Candidate, type GeneratorId, type WordPools, generateCandidates } from "./generators";
import { customerWords, extractKeywords, tokens } from "./keywords";
import { centroid, queryVector, relatedWords, similarity, wordnetRelated } from "./related";
import { type ScoredName, scoreName, verdict } from "./scores";
import { type VibeStock, sharedImages, vibeStock } from "./vibes";

const NAME_COUNT = 9;

export interface IdeaAnalysis {
  keywords: string[];
  pools: WordPools;
  direction: Float32Array | undefined;
  customer: string;
  vibe: VibeStock;
  brandReferences: string[];
}

export interface RankedCandidate extends Candidate {
  scored: ScoredName;
  relevance: number;
  rank: number;
}

const fallbackWords = ["studio", "craft", "bright", "harbor", "maker"];

export function analyseIdea(data: EngineData, idea: NameIdea): IdeaAnalysis {
  const vibe = vibeStock(idea.vibe);
  const found = extractKeywords(data, idea);
  const customers = customerWords(data, idea);
  let keywords = found.map((keyword) => keyword.word);
  // Too few keywords starve the generators: back off to WordNet neighbours, then to the vibe.
  if (keywords.length < 3) {
    const extra = keywords.flatMap((word) => wordnetRelated(data, word)).filter((word) => word.length <= 9);
    keywords = [...new Set([...keywords, ...extra, ...customers, ...fallbackWords])].slice(0, 5);
  }
  const weighted = [
    ...found.map((keyword) => ({ word: keyword.word, weight: keyword.weight })),
    ...customers.map((word) => ({ word, weight: 0.35 })),
    ...vibe.mood.map((word) => ({ word, weight: 0.15 })),
  ];
  const direction = centroid(data, weighted.length > 0 ? weighted : keywords.map((word) => ({ word, weight: 1 })));
  const queries = keywords
    .slice(0, 4)
    .map((word) => queryVector(data, word))
    .filter((vector): vector is Float32Array => vector !== undefined);
  const related = direction
    ? relatedWords(data, direction ? [...queries, direction] : queries, direction, keywords)
    : [];
  // Only neighbours close to the whole idea: the rest are noise ("garage" for dog grooming).
  const closest = related.filter((word, index) => index < 6 || word.closeness >= 0.45);
  const nouns = closest
    .filter((word) => word.noun && zipfOf(data, word.word) <= 5)
    .map((word) => word.word)
    .slice(0, 14);
  // Adjectives from the idea itself and the vibe; neighbour adjectives ("based", "known") read badly.
  const adjectives = found.filter((keyword) => keyword.adjective && !keyword.noun).map((keyword) => keyword.word);
  const rankByIdea = (words: string[]) =>
    direction
      ? [...words].sort((a, b) => similarity(data, b, direction) - similarity(data, a, direction) || (a < b ? -1 : 1))
      : words;
  const keywordSet = new Set(keywords);
  const images = rankByIdea(sharedImages.filter((word) => !keywordSet.has(word)));
  const metaphors = [...new Set([...images.slice(0, 5), ...rankByIdea(vibe.metaphors).slice(0, 3)])];
  const nounKeywords = keywords.filter((word) => !data.index.has(word) || hasPos(data, word, POS_NOUN | POS_ADJ));
  return {
    keywords: nounKeywords.length > 0 ? nounKeywords : keywords,
    pools: { keywords: nounKeywords.length > 0 ? nounKeywords : keywords, nouns, adjectives, metaphors, vibe },
    direction,
    customer: idea.idealCustomer.trim(),
    vibe,
    brandReferences: idea.brandReferences
      .split(/[,;\n]+/)
      .map((brand) => brand.trim())
      .filter((brand) => brand.length > 1),
  };
}

function relevanceOf(data: EngineData, analysis: IdeaAnalysis, candidate: Candidate): number {
  if (!analysis.direction) return 0.5;
  const sources = candidate.parts.filter((part) => data.index.has(part));
  if (sources.length === 0) return 0.4;
  const total = sources.reduce(
    (sum, part) => sum + Math.max(0, similarity(data, part, analysis.direction as Float32Array)),
    0,
  );
  return total / sources.length;
}

function rankCandidates(data: EngineData, analysis: IdeaAnalysis): RankedCandidate[] {
  const candidates = generateCandidates(data, analysis.pools);
  return candidates
    .map((candidate) => {
      const scored = scoreName(data, candidate.name, candidate.generator, analysis.brandReferences);
      const relevance = relevanceOf(data, analysis, candidate);
      return { ...candidate, scored, relevance, rank: scored.overall + relevance * 40 };
    })
    .sort((a, b) => b.rank - a.rank || (a.name < b.name ? -1 : 1));
}

/**
 * Nine picks that differ: at most three per generator (two while others remain), a word used at
 * most twice, no two names sharing their first four letters, nothing offensive or already a brand.
 */
function pickDiverse(ranked: RankedCandidate[], count = NAME_COUNT): RankedCandidate[] {
  const usable = ranked.filter(
    (candidate) => candidate.scored.scores.cultural_sensitivity >= 50 && candidate.scored.brand.kind !== "exact",
  );
  const picks: RankedCandidate[] = [];
  const perGenerator = new Map<GeneratorId, number>();
  const partUses = new Map<string, number>();
  const fits = (candidate: RankedCandidate, generatorCap: number, partCap: number, distinctStart: boolean) => {
    if (picks.includes(candidate)) return false;
    if ((perGenerator.get(candidate.generator) ?? 0) >= generatorCap) return false;
    const overused = (part: string) => (partUses.get(part) ?? 0) >= (part.startsWith(AFFIX_MARK) ? 1 : partCap);
    if (candidate.parts.some(overused)) return false;
    if (!distinctStart) return true;
    const prefix = foldName(candidate.name).slice(0, 4);
    return !picks.some((pick) => foldName(pick.name).slice(0, 4) === prefix);
  };
  const take = (candidate: RankedCandidate) => {
    picks.push(candidate);
    perGenerator.set(candidate.generator, (perGenerator.get(candidate.generator) ?? 0) + 1);
    for (const part of candidate.parts) partUses.set(part, (partUses.get(part) ?? 0) + 1);
  };
  // First the best of each generator, so the nine show several ways of naming.
  const generators = [...new Set(usable.map((candidate) => candidate.generator))];
  for (const generator of generators) {
    const best = usable.find((candidate) => candidate.generator === generator && fits(candidate, 1, 2, true));
    if (best && picks.length < count) take(best);
  }
  // Relax step by step; the last pass takes anything usable, so an idea with few words still gets nine.
  const passes: [number, number, boolean][] = [
    [2, 2, true],
    [3, 2, true],
    [3, 3, true],
    [9, 9, true],
    [9, 99, false],
  ];
  for (const [generatorCap, partCap, distinctStart] of passes) {
    for (const candidate of usable) {
      if (picks.length >= count) break;
      if (fits(candidate, generatorCap, partCap, distinctStart)) take(candidate);
    }
  }
  return picks.sort((a, b) => b.scored.overall - a.scored.overall || b.rank - a.rank || (a.name < b.name ? -1 : 1));
}

const strengthPhrases: Record<NameCriterion, string> = {
  memorability: "it is easy to remember",
  pronounceability: "it is easy to say out loud",
  originality: "no known brand already uses it",
  cultural_sensitivity: "it travels safely across languages",
  practical_availability: "a matching domain is likely to be available (an estimate)",
};

function pitch(candidate: Candidate, analysis: IdeaAnalysis): string {
  const [first = "", second = ""] = candidate.parts;
  const anchor = analysis.keywords[0] ?? first;
  switch (candidate.generator) {
    case "compound":
      return `Pairs "${first}" with "${second}", so it says what you offer in a couple of quick words.`;
    case "blend":
      return `Blends "${first}" and "${second}" into one new word: yours to own, yet it still hints at ${anchor}.`;
    case "affix":
      return `Turns "${first || anchor}" into a brandable coined word with ${withArticle(analysis.vibe.label.toLowerCase())} feel.`;
    case "metaphor":
      return `"${first}" is an image rather than a description, giving the brand ${withArticle(analysis.vibe.label.toLowerCase())} story to tell about ${anchor}.`;
    case "respelling":
      return `A fresh spelling of "${candidate.soundsLike ?? first}": it sounds the same but stands out in writing.`;
    case "alliteration":
      return `The repeated "${first.charAt(0).toUpperCase()}" sound of "${first}" and "${second}" makes it catchy.`;
  }
}

function whyThisWorks(candidate: Candidate, scored: ScoredName, analysis: IdeaAnalysis): string {
  // Being inoffensive is expected of every pick, so it is named as the strength only when nothing else stands out.
  const ranked = (Object.entries(scored.scores) as [NameCriterion, number][]).sort((a, b) => b[1] - a[1]);
  const best = ranked.find(([criterion, score]) => criterion !== "cultural_sensitivity" && score >= 70) ?? ranked[0];
  const strength = best
    ? ` Its strongest point: ${strengthPhrases[best[0]]} (${verdict(best[0], best[1]).toLowerCase()}, ${best[1]}/100).`
    : "";
  const customer = analysis.customer ? ` Clear and friendly for ${analysis.customer.replace(/[.!]+$/, "")}.` : "";
  return `${pitch(candidate, analysis)}${strength}${customer}`;
}

export function proposeOffline(
  data: EngineData,
  idea: NameIdea,
  analysis: IdeaAnalysis = analyseIdea(data, idea),
): { proposals: NameProposal[]; picks: RankedCandidate[]; analysis: IdeaAnalysis } {
  const picks = pickDiverse(rankCandidates(data, analysis));
  const proposals = picks.map((pick) => ({
    name: pick.name,
    generator: pick.generator,
    why_this_works: whyThisWorks(pick, pick.scored, analysis),
  }));
  return { proposals, picks, analysis };
}

/** Guesses how a name not proposed here was built, for its rationale. */
function inferCandidate(data: EngineData, name: string, analysis: IdeaAnalysis): Candidate {
  const parts = nameParts(name);
  const keywords = new Set(analysis.keywords.concat(tokens(name)));
  const known = parts.filter((part) => data.index.has(part));
  const generator: GeneratorId =
    parts.length >= 2 && parts.every((part) => part.charAt(0) === parts[0]?.charAt(0))
      ? "alliteration"
      : known.length === parts.length && parts.length >= 2
        ? "compound"
        : known.length === 0
          ? "blend"
          : "affix";
  return { name, generator, parts: parts.length > 0 ? parts : [...keywords].slice(0, 2) };
}

export function researchOffline(
  data: EngineData,
  name: string,
  idea: NameIdea,
  known?: Candidate,
  analysis: IdeaAnalysis = analyseIdea(data, idea),
): NameResearch {
  const candidate = known ?? inferCandidate(data, name, analysis);
  const scored = scoreName(data, name, candidate.generator, analysis.brandReferences);
  const why = whyThisWorks(candidate, scored, analysis);
  const weakest = (Object.entries(scored.scores) as [NameCriterion, number][]).sort((a, b) => a[1] - b[1])[0];
  const caution =
    weakest && weakest[1] < 60
      ? ` Watch out: ${scored.reasons[weakest[0]].charAt(0).toLowerCase()}${scored.reasons[weakest[0]].slice(1)}`
      : "";
  return {
    overall_score: scored.overall,
    score_breakdown: scored.scores,
    explanations: scored.reasons,
    why_this_works: why,
    rationale: `${why}${caution}`,
  };
}
