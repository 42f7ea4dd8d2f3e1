import {
  coachingConstants,
  coachingMessages,
  type CoachingRep,
  type ScenarioDraft,
  type ScenarioDraftQuery,
} from "@dugout/contracts/coaching";
import type { Db } from "@dugout/db";
import { AppError } from "../../errors";
import type { Llm } from "../../integrations/llm/port";
import { mineObjections } from "./objection-mining";
import { scoredRealCalls } from "./real-calls";
import { draftScenario, type Random } from "./scenario-draft";
import { weakSpots } from "./weak-spots";

/**
 * A scenario drafted from a rep's real calls in the period: the weak spots, the mined objections, the draft.
 * Answers 422 `not_enough_calls` when no category has enough scored calls to be called weak.
 */
export async function scenarioDraftFor(
  db: Db,
  rep: CoachingRep,
  query: ScenarioDraftQuery,
  options: { llm?: { llm: Llm; timeoutMs: number } | undefined; random?: Random } = {},
): Promise<ScenarioDraft> {
  const calls = await scoredRealCalls(db, rep.email, query);
  const weak = weakSpots(calls);
  if (weak.length === 0) {
    throw new AppError(
      "not_enough_calls",
      `${coachingMessages.notEnoughCalls} ${rep.name} has ${calls.length} scored real call${calls.length === 1 ? "" : "s"} from ${query.from} to ${query.to}; a category needs at least ${coachingConstants.minCallsPerCategory}.`,
    );
  }
  const mined = await mineObjections(
    calls.map((call) => call.transcript),
    options.llm,
  );
  return {
    rep,
    real_calls: calls.length,
    weak_categories: weak,
    objections: mined.objections,
    drafted_by: mined.draftedBy,
    fallback_reason: mined.fallbackReason,
    draft: draftScenario(rep.name, weak, mined.objections, options.random),
  };
}
