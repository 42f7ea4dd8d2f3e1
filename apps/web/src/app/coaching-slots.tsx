import { lazy, Suspense } from "react";
import { routeMessages } from "@dugout/contracts/pages";
import type { CoachingSlots } from "../features/batting-cage/coaching/coaching-slots";

// Where the coaching feature meets the batting cage's admin page (features never import each other). Both parts
// load when shown: the admin page's first load stays within its budget (apps/web/e2e/delivery.spec.ts).
const ScenarioDraftPanel = lazy(() =>
  import("../features/coaching/ScenarioDraftPanel").then((module) => ({ default: module.ScenarioDraftPanel })),
);
const CarryOverChart = lazy(() =>
  import("../features/coaching/CarryOverChart").then((module) => ({ default: module.CarryOverChart })),
);

const loading = <p role="status">{routeMessages.loading}</p>;

/** The draft panel in the scenario editor and the carry-over chart in an assignment (docs/requirements/coaching.md). */
export const coachingSlots: CoachingSlots = {
  draftPanel: (onUseDraft) => (
    <Suspense fallback={loading}>
      <ScenarioDraftPanel onUseDraft={onUseDraft} />
    </Suspense>
  ),
  carryOver: (props) => (
    <Suspense fallback={loading}>
      <CarryOverChart {...props} />
    </Suspense>
  ),
};
