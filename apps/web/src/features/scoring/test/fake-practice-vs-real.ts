import { scoreCategoryKeys } from "@dugout/contracts/scoring";
import {
  practiceVsRealPath,
  practiceVsRealResponseSchema,
  type PracticeVsRealRep,
} from "@dugout/contracts/scoring-practice";
import { ok, type FakeBackend } from "../../../test/fake-backend";

/** A rep's comparison with every category at the same pair of means (overrides per category key). */
export function comparedRep(
  name: string,
  practice: number | null,
  real: number | null,
  counts: { practice: number; real: number },
  overrides: Partial<Record<(typeof scoreCategoryKeys)[number], { practice: number | null; real: number | null }>> = {},
): PracticeVsRealRep {
  const row = (p: number | null, r: number | null) => ({
    practice: p,
    real: r,
    gap: p === null || r === null ? null : p - r,
  });
  return {
    email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
    name,
    practice_calls: counts.practice,
    real_calls: counts.real,
    total: row(practice, real),
    categories: scoreCategoryKeys.map((key) => {
      const pair = overrides[key] ?? { practice, real };
      return { key, ...row(pair.practice, pair.real) };
    }),
  };
}

/** Answers the Scoring Champ's practice-vs-real call with these reps (none by default). */
export function answerPracticeVsReal(backend: FakeBackend, reps: PracticeVsRealRep[] = []): FakeBackend {
  return backend.on("GET", practiceVsRealPath, practiceVsRealResponseSchema, () => ok({ status: "ok", reps }));
}
