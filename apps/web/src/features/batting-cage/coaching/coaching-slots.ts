import type { ReactNode } from "react";
import type { ScenarioValuesInput } from "@dugout/contracts/practice-scenarios";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";

/**
 * What the coaching feature (features/coaching) adds to this page. Features never import each other, so the route
 * module (app/routes/BattingCageRoute.tsx) hands these in; without them the page works, without the draft button and
 * the carry-over chart.
 */
export interface CoachingSlots {
  /** The panel that drafts a scenario from a rep's real calls; `onUseDraft` fills the scenario editor. */
  draftPanel?: (onUseDraft: (values: ScenarioValuesInput) => void) => ReactNode;
  /** One assignee's practice vs real scores by week in the aimed-at categories, from the assignment's start. */
  carryOver?: (props: { userId: string; categories: readonly ScoreCategoryKey[]; since: string }) => ReactNode;
}
