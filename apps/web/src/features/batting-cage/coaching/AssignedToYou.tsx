import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import {
  assigneeStatusLabels,
  callsProgress,
  coachingLoopLabels,
  type MyAssignment,
} from "@dugout/contracts/practice-scenarios";
import { scoreCategories } from "@dugout/contracts/scoring";
import { Button } from "../../../components/ui/Button";
import { StatusBadge } from "../../../components/ui/StatusBadge";
import { formatDateTime, viewerTimeZone } from "../../../lib/time";
import { myAssignmentsQuery } from "../coaching-api";
import { errorMessage } from "../format";
import styles from "./Coaching.module.css";

export const categoryLabel = (key: string): string =>
  scoreCategories.find((category) => category.key === key)?.label ?? key;

export interface AssignedToYouProps {
  /** The scenario the page will start; its assignment's button reads as chosen. */
  chosenScenarioId: string | null;
  onChoose: (scenarioId: string) => void;
}

/**
 * "Assigned to you", first on the practice page (docs/requirements/batting-cage.md#assignments): each open
 * assignment with its goal, the rep's progress ("1 of 3 calls"), the due time in the viewer's zone, a badge
 * when the goal is met or overdue, and a button that chooses its scenario for the next call.
 */
export function AssignedToYou({ chosenScenarioId, onChoose }: AssignedToYouProps) {
  const id = useId();
  const query = useQuery(myAssignmentsQuery());
  return (
    <section className={styles.assigned} aria-labelledby={`${id}-title`} aria-busy={query.isLoading}>
      <h2 id={`${id}-title`}>{coachingLoopLabels.assignedToYou}</h2>
      {query.isLoading && <p className={styles.muted}>{coachingLoopLabels.loadingAssignments}</p>}
      {query.isError && (
        <p role="alert" className={styles.error}>
          {coachingLoopLabels.assignmentsLoadFailed(errorMessage(query.error))}
        </p>
      )}
      {query.data && query.data.assignments.length === 0 && (
        <p className={styles.muted}>{coachingLoopLabels.nothingAssigned}</p>
      )}
      {query.data && query.data.assignments.length > 0 && (
        <ul className={styles.assignmentList}>
          {query.data.assignments.map((assignment) => (
            <AssignmentItem
              key={assignment.id}
              assignment={assignment}
              chosen={assignment.scenario.id === chosenScenarioId}
              onChoose={onChoose}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function AssignmentItem({
  assignment,
  chosen,
  onChoose,
}: {
  assignment: MyAssignment;
  chosen: boolean;
  onChoose: (scenarioId: string) => void;
}) {
  const due = formatDateTime(assignment.due_at, { timeZone: viewerTimeZone() }) ?? "";
  const badge = assignment.status === "met" || assignment.status === "overdue" ? assignment.status : null;
  return (
    <li className={styles.assignment}>
      <p className={styles.assignmentName}>
        <strong>{assignment.scenario.name}</strong>
        {badge && (
          <StatusBadge tone={badge === "met" ? "positive" : "negative"}>{assigneeStatusLabels[badge]}</StatusBadge>
        )}
      </p>
      <p className={styles.muted}>
        {practiceScoreLabels.aimedAt}: {assignment.categories.map(categoryLabel).join(", ")} ·{" "}
        {coachingLoopLabels.goalSummary(assignment.goal.min_score)} · {coachingLoopLabels.due(due)}
      </p>
      <p className={styles.progressLine}>
        <progress
          max={assignment.goal.calls}
          value={Math.min(assignment.calls_on_goal, assignment.goal.calls)}
          aria-hidden="true"
        />
        <span>{callsProgress(assignment.calls_on_goal, assignment.goal.calls)}</span>
      </p>
      <Button className={styles.start} aria-pressed={chosen} onClick={() => onChoose(assignment.scenario.id)}>
        {chosen ? coachingLoopLabels.chosen : coachingLoopLabels.practiseThis}
      </Button>
    </li>
  );
}
