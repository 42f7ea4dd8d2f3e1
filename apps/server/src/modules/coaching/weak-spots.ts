import { coachingConstants, type WeakCategory, type WeakCategoryEvidence } from "@dugout/contracts/coaching";
import { scoreCategories } from "@dugout/contracts/scoring";
import type { RealCall } from "./real-calls";

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * The rep's weakest categories (docs/requirements/coaching.md#weak-spots): per category the mean of the calls
 * that scored it (a call the category did not apply to, null, is left out), ranked lowest first among the
 * categories with at least `minCalls` scored calls; ties keep the rubric's order. Each comes with the evidence
 * of its lowest-scored calls: the lines the scorer kept and its suggestion.
 */
export function weakSpots(
  calls: readonly RealCall[],
  options: { minCalls?: number; count?: number; evidenceCalls?: number } = {},
): WeakCategory[] {
  const minCalls = options.minCalls ?? coachingConstants.minCallsPerCategory;
  const count = options.count ?? coachingConstants.weakCategories;
  const evidenceCalls = options.evidenceCalls ?? coachingConstants.evidenceCalls;
  const ranked = scoreCategories
    .map((category, order) => {
      const scored = calls.filter((call) => call.scores[category.key] !== null);
      const sum = scored.reduce((total, call) => total + (call.scores[category.key] ?? 0), 0);
      return { category, order, scored, average: scored.length ? sum / scored.length : 0 };
    })
    .filter((entry) => entry.scored.length >= minCalls)
    .sort((a, b) => a.average - b.average || a.order - b.order)
    .slice(0, count);
  return ranked.map(({ category, scored, average }) => ({
    key: category.key,
    label: category.label,
    average: round1(average),
    calls: scored.length,
    evidence: [...scored]
      .sort((a, b) => (a.scores[category.key] ?? 0) - (b.scores[category.key] ?? 0))
      .filter((call) => call.evidence?.[category.key])
      .slice(0, evidenceCalls)
      .map((call): WeakCategoryEvidence => ({
        gong_call_id: call.gongCallId,
        date: call.date ? call.date.toISOString() : null,
        company_name: call.companyName,
        score: call.scores[category.key] ?? 0,
        quotes: call.evidence?.[category.key]?.quotes ?? [],
        suggestion: call.evidence?.[category.key]?.suggestion ?? "",
      })),
  }));
}
