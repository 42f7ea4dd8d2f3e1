import { useId, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import { battingCageLabels } from "@dugout/contracts/batting-cage";
import {
  assigneeStatusLabels,
  assignmentLimits,
  callsProgress,
  coachingLoopLabels,
  type AssigneeStatus,
  type Assignment,
} from "@dugout/contracts/practice-scenarios";
import { Button } from "../../../components/ui/Button";
import { StatusBadge, type StatusTone } from "../../../components/ui/StatusBadge";
import { Table } from "../../../components/ui/Table";
import { addDays, formatDateTime, isoDay, viewerTimeZone } from "../../../lib/time";
import {
  assignableRepsQuery,
  assignmentsQuery,
  coachingQueryKey,
  createAssignment,
  deleteAssignment,
  scenariosQuery,
} from "../coaching-api";
import { errorMessage } from "../format";
import type { ToastMessage } from "../../../components/ui/Toast";
import { categoryLabel } from "./AssignedToYou";
import type { CoachingSlots } from "./coaching-slots";
import styles from "./Coaching.module.css";

const statusTones: Record<AssigneeStatus, StatusTone> = {
  met: "positive",
  started: "neutral",
  not_started: "neutral",
  overdue: "negative",
};

/** The end of a local calendar day (`YYYY-MM-DD`) in the viewer's zone, as an instant: what "due on" means. */
export function endOfLocalDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

/**
 * Assignments (docs/requirements/batting-cage.md#assignments): a form that assigns a scenario to one rep,
 * several or everyone with a due date and a goal, and every assignment with each rep's progress and status.
 */
export function AssignmentsView({
  onToast,
  carryOver,
}: {
  onToast: (message: ToastMessage) => void;
  carryOver?: CoachingSlots["carryOver"] | undefined;
}) {
  const id = useId();
  const query = useQuery(assignmentsQuery());
  const assignments = query.data?.assignments ?? [];
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={query.isLoading}>
      <h2 id={`${id}-title`}>{battingCageLabels.menuAssignments}</h2>
      <NewAssignmentForm onToast={onToast} />
      {query.isLoading && <p className={styles.muted}>{coachingLoopLabels.loadingAssignmentsAdmin}</p>}
      {query.isError && (
        <p role="alert" className={styles.error}>
          {coachingLoopLabels.loadFailed(errorMessage(query.error))}
        </p>
      )}
      {query.data && assignments.length === 0 && <p className={styles.muted}>{coachingLoopLabels.noAssignments}</p>}
      {assignments.map((assignment) => (
        <AssignmentProgress key={assignment.id} assignment={assignment} onToast={onToast} carryOver={carryOver} />
      ))}
    </section>
  );
}

function NewAssignmentForm({ onToast }: { onToast: (message: ToastMessage) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const scenarios = useQuery(scenariosQuery());
  const reps = useQuery(assignableRepsQuery());
  const [scenarioId, setScenarioId] = useState("");
  const [everyone, setEveryone] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [dueDay, setDueDay] = useState(() => isoDay(addDays(new Date(), 7)));
  const [calls, setCalls] = useState(3);
  const [minScore, setMinScore] = useState(70);
  const create = useMutation({
    mutationFn: createAssignment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coachingQueryKey });
      setChosen([]);
      onToast({ text: coachingLoopLabels.assigned, tone: "success" });
    },
    onError: (error) => onToast({ text: coachingLoopLabels.saveFailed(errorMessage(error)), tone: "error" }),
  });
  const scenarioChoice = scenarioId || scenarios.data?.scenarios[0]?.id || "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      scenario_id: scenarioChoice,
      ...(everyone ? { everyone: true } : { user_ids: chosen }),
      due_at: endOfLocalDay(dueDay),
      goal: { calls, min_score: minScore },
    });
  };
  return (
    <form className={`${styles.form} ${styles.area}`} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{coachingLoopLabels.newAssignment}</h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-scenario`}>{coachingLoopLabels.scenario}</label>
        <select id={`${id}-scenario`} value={scenarioChoice} onChange={(event) => setScenarioId(event.target.value)}>
          {(scenarios.data?.scenarios ?? []).map((scenario) => (
            <option key={scenario.id} value={scenario.id}>
              {scenario.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>{coachingLoopLabels.reps}</legend>
        <label>
          <input type="checkbox" checked={everyone} onChange={(event) => setEveryone(event.target.checked)} />{" "}
          {coachingLoopLabels.everyone}
        </label>
        {reps.isError && (
          <p role="alert" className={styles.error}>
            {coachingLoopLabels.loadFailed(errorMessage(reps.error))}
          </p>
        )}
        <div className={styles.checks}>
          {(reps.data ?? []).map((rep) => (
            <label key={rep.id}>
              <input
                type="checkbox"
                disabled={everyone}
                checked={everyone || chosen.includes(rep.id)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked ? [...current, rep.id] : current.filter((each) => each !== rep.id),
                  )
                }
              />{" "}
              {rep.name || rep.email}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.checks}>
        <div className={styles.field}>
          <label htmlFor={`${id}-due`}>{coachingLoopLabels.dueDate}</label>
          <input
            id={`${id}-due`}
            type="date"
            value={dueDay}
            required
            onChange={(event) => setDueDay(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-calls`}>{coachingLoopLabels.goalCalls}</label>
          <input
            id={`${id}-calls`}
            type="number"
            min={1}
            max={assignmentLimits.goalCallsMax}
            value={calls}
            onChange={(event) => setCalls(Number(event.target.value))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-min`}>{coachingLoopLabels.goalMinScore}</label>
          <input
            id={`${id}-min`}
            type="number"
            min={0}
            max={100}
            value={minScore}
            onChange={(event) => setMinScore(Number(event.target.value))}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          busy={create.isPending}
          disabled={!scenarioChoice || (!everyone && chosen.length === 0)}
        >
          {coachingLoopLabels.assign}
        </Button>
      </div>
    </form>
  );
}

function AssignmentProgress({
  assignment,
  onToast,
  carryOver,
}: {
  assignment: Assignment;
  onToast: (message: ToastMessage) => void;
  carryOver?: CoachingSlots["carryOver"] | undefined;
}) {
  const id = useId();
  const [chartFor, setChartFor] = useState("");
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coachingQueryKey });
      onToast({ text: coachingLoopLabels.assignmentDeleted, tone: "success" });
    },
    onError: (error) => onToast({ text: coachingLoopLabels.saveFailed(errorMessage(error)), tone: "error" }),
  });
  const zone = viewerTimeZone();
  const { counts } = assignment;
  return (
    <article className={styles.area} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{assignment.scenario.name}</h3>
      <p className={styles.muted}>
        {practiceScoreLabels.aimedAt}: {assignment.categories.map(categoryLabel).join(", ")} ·{" "}
        {coachingLoopLabels.goalCallsSummary(assignment.goal.calls)}{" "}
        {coachingLoopLabels.goalSummary(assignment.goal.min_score)} ·{" "}
        {coachingLoopLabels.due(formatDateTime(assignment.due_at, { timeZone: zone }) ?? "")}
      </p>
      <p>
        {(["met", "started", "not_started", "overdue"] as const)
          .map((status) => `${assigneeStatusLabels[status]}: ${counts[status]}`)
          .join(" · ")}
      </p>
      <Table caption={coachingLoopLabels.progressHeading}>
        <thead>
          <tr>
            <th scope="col">{coachingLoopLabels.rep}</th>
            <th scope="col">{coachingLoopLabels.status}</th>
            <th scope="col">{coachingLoopLabels.progress}</th>
            <th scope="col">{coachingLoopLabels.lastCall}</th>
          </tr>
        </thead>
        <tbody>
          {assignment.assignees.map((assignee) => (
            <tr key={assignee.user_id}>
              <th scope="row">{assignee.name || assignee.email}</th>
              <td>
                <StatusBadge tone={statusTones[assignee.status]}>{assigneeStatusLabels[assignee.status]}</StatusBadge>
              </td>
              <td>{callsProgress(assignee.calls_on_goal, assignment.goal.calls)}</td>
              <td>{formatDateTime(assignee.last_call_at, { timeZone: zone }) ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {carryOver && assignment.assignees.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-chart`}>{coachingLoopLabels.carryOverSlot}</label>
          <select id={`${id}-chart`} value={chartFor} onChange={(event) => setChartFor(event.target.value)}>
            <option value="">—</option>
            {assignment.assignees.map((assignee) => (
              <option key={assignee.user_id} value={assignee.user_id}>
                {assignee.name || assignee.email}
              </option>
            ))}
          </select>
          {chartFor &&
            carryOver({
              userId: chartFor,
              categories: assignment.categories,
              since: isoDay(new Date(assignment.created_at)),
            })}
        </div>
      )}
      <div className={styles.actions}>
        <Button
          variant="dangerOutline"
          aria-label={`${coachingLoopLabels.deleteAssignment} ${assignment.scenario.name}`}
          busy={remove.isPending}
          onClick={() => remove.mutate(assignment.id)}
        >
          {coachingLoopLabels.deleteAssignment}
        </Button>
      </div>
    </article>
  );
}
