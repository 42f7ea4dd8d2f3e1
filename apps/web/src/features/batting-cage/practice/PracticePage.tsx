import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  battingCageLabels,
  resolveBattingCageConfiguration,
  type BattingCageResolvedConfiguration,
} from "@dugout/contracts/batting-cage";
import { PageTitle } from "../../../components/PageTitle";
import type { SessionUser } from "../../../lib/session";
import { configurationQuery, conversationQuery, practiceHistoryQuery } from "../api";
import { myAssignmentsQuery, scenariosQuery } from "../coaching-api";
import { ScoreCard } from "../score-card/ScoreCard";
import { VoiceSession } from "../voice/VoiceSession";
import { callStatusText } from "./call-status";
import { conversationUserOf } from "./conversation-user";
import { EndedOverlay } from "./EndedOverlay";
import { PastCallDialog } from "./PastCallDialog";
import { openedFromHistory, pastCallParam } from "./past-call-url";
import styles from "./Practice.module.css";
import { PracticeHistory } from "./PracticeHistory";
import { ScenarioPanel } from "./ScenarioPanel";
import { TranscriptPanel } from "./TranscriptPanel";
import { usePracticeCall, type PracticeCallOptions, type VoiceCallFactory } from "./use-practice-call";
import { Button } from "../../../components/ui/Button";
import { DismissButton } from "../../../components/ui/DismissButton";
import { Field } from "../../../components/ui/Field";
import { Panel } from "../../../components/ui/Panel";

// The coaching loop's parts load beside the page, not in its first load (delivery.spec.ts's budget).
const AssignedToYou = lazy(() =>
  import("../coaching/AssignedToYou").then((module) => ({ default: module.AssignedToYou })),
);
const ScenarioPicker = lazy(() =>
  import("../coaching/ScenarioPicker").then((module) => ({ default: module.ScenarioPicker })),
);

const realVoiceCall: VoiceCallFactory = (options) => new VoiceSession(options);

export interface PracticePageProps {
  /** The signed-in user; null when it could not be read (the page then refuses to start). */
  user: SessionUser | null;
  /** Tests replace the WebRTC call and shorten the autosave timing. */
  createVoiceCall?: VoiceCallFactory;
  autosaveTiming?: PracticeCallOptions["autosaveTiming"];
}

/** The practice (voice coach) page of /batting_cage (docs/requirements/batting-cage.md#practice-page). */
export function PracticePage({ user, createVoiceCall = realVoiceCall, autosaveTiming }: PracticePageProps) {
  const queryClient = useQueryClient();
  const configQuery = useQuery({ ...configurationQuery(), retry: false });
  // The scenario of the next call: the rep's choice, else their one open assignment's, else the default one
  // (the server decides the same way when the page names none).
  const scenarios = useQuery({ ...scenariosQuery(), retry: false });
  const assignments = useQuery({ ...myAssignmentsQuery(), retry: false });
  const [chosen, setChosen] = useState<string | null>(null);
  const open = (assignments.data?.assignments ?? []).filter((assignment) => assignment.status !== "met");
  const chosenId =
    chosen ??
    (open.length === 1 ? (open[0]?.scenario.id ?? null) : null) ??
    scenarios.data?.scenarios.find((scenario) => scenario.is_default)?.id ??
    null;
  const chosenScenario = scenarios.data?.scenarios.find((scenario) => scenario.id === chosenId);
  // Random fields are drawn once per session; a failed load means random defaults throughout.
  const loaded = chosenScenario?.configuration ?? configQuery.data;
  const failed = configQuery.isError;
  const scenarioHidden = loaded?.hide_scenario_from_reps === true;
  const firstDraw = useMemo(
    () => (loaded ? resolveBattingCageConfiguration(loaded) : failed ? resolveBattingCageConfiguration(null) : null),
    [loaded, failed],
  );
  const [drawn, setConfiguration] = useState<BattingCageResolvedConfiguration | null>(null);
  const configuration = drawn ?? firstDraw;
  const audio = useRef<HTMLAudioElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState("");
  const [overlayClosed, setOverlayClosed] = useState(false);

  const conversationUser = useMemo(() => (user ? conversationUserOf(user) : null), [user]);
  const call = usePracticeCall({
    user: conversationUser,
    configuration,
    audioElement: () => audio.current,
    createVoiceCall,
    autosaveTiming,
    onResolved: setConfiguration,
    scenarioHidden,
    scenarioId: chosenScenario?.id ?? null,
  });
  const { phase } = call;

  // The ended call, polled until its score card is ready; it also brings a hidden scenario.
  const ended = useQuery({
    ...conversationQuery(call.conversationId ?? ""),
    enabled: phase === "ended" && call.conversationId !== null,
  });
  const endedCall = phase === "ended" && call.conversationId !== null ? ended.data : undefined;
  const scoreStatus = endedCall?.score_card?.status;
  useEffect(() => {
    // A call that ended, and later its score, change the history and the progress toward an assignment's goal.
    if (phase !== "ended") return;
    void queryClient.invalidateQueries({ queryKey: practiceHistoryQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: myAssignmentsQuery().queryKey });
  }, [phase, scoreStatus, queryClient]);

  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const pastCallId = params.get(pastCallParam);
  const closePastCall = () => {
    if (openedFromHistory(location.state)) void navigate(-1);
    else
      setParams(
        (current) => {
          current.delete(pastCallParam);
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
  };

  const startNew = (next = loaded) => {
    setConfiguration(resolveBattingCageConfiguration(next ?? null));
    setDraft("");
    setOverlayClosed(false);
    call.startNew();
    requestAnimationFrame(() => startButton.current?.focus());
  };

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === "") return;
    call.sendText(draft);
    setDraft("");
  };

  const inCall = phase === "active" || phase === "ending";
  const afterCall = phase === "ended" && overlayClosed;
  const choose = (scenarioId: string) => {
    if (phase !== "ready" && !afterCall) return;
    const scenario = scenarios.data?.scenarios.find((each) => each.id === scenarioId);
    setChosen(scenarioId);
    // The panel shows the chosen scenario's customer at once (drawn afresh).
    setConfiguration(scenario ? resolveBattingCageConfiguration(scenario.configuration) : null);
    if (phase === "ended") startNew(scenario?.configuration);
  };

  const buttonLabel =
    phase === "loading"
      ? battingCageLabels.loadingConfig
      : inCall
        ? battingCageLabels.hangUp
        : afterCall
          ? battingCageLabels.startNewSession
          : battingCageLabels.startSession;
  const onMainButton = () => {
    if (afterCall) startNew();
    else void (inCall ? call.end() : call.start());
  };
  const revealed = endedCall?.batting_cage_configuration ?? null;

  return (
    <div className={styles.page}>
      <PageTitle>Batting Cage Practice</PageTitle>
      <Suspense fallback={null}>
        <AssignedToYou chosenScenarioId={chosenId} onChoose={choose} />
        <ScenarioPicker
          scenarios={scenarios.data?.scenarios}
          value={chosenId}
          disabled={phase !== "ready" && !afterCall}
          onChange={choose}
        />
      </Suspense>
      <div className={styles.layout}>
        <ScenarioPanel
          configuration={revealed ?? configuration}
          hidden={scenarioHidden && revealed === null}
          loadFailed={configQuery.isError}
        />
        <Panel className={styles.main} aria-label="Practice call">
          <div className={styles.controls}>
            <Button
              ref={startButton}
              variant={inCall ? "danger" : "primary"}
              className={inCall ? styles.hangUp : undefined}
              disabled={phase === "loading" || (phase === "ended" && !afterCall)}
              busy={phase === "connecting" || phase === "ending"}
              onClick={onMainButton}
            >
              {buttonLabel}
            </Button>
            <p className={styles.status} aria-live="polite">
              {callStatusText(phase, call.save, call.lines)}
            </p>
          </div>
          {call.alert && phase !== "ended" && (
            <div role="alert" className={styles.alert}>
              <span>{call.alert}</span>
              <DismissButton label="Dismiss message" onClick={call.dismissAlert} />
            </div>
          )}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- live call audio: the transcript beside it is its caption */}
          <audio ref={audio} className={styles.audio} controls autoPlay aria-label="Customer audio" />
          <TranscriptPanel lines={call.lines} started={phase !== "ready" && phase !== "loading"} />
          {afterCall && call.conversationId !== null && (
            <ScoreCard card={endedCall?.score_card} headingLevel={2} aimedAt={endedCall?.scenario?.categories} />
          )}
          <form onSubmit={submitText}>
            <Field label="Type instead of speaking">
              {(control) => (
                <div className={styles.typeRow}>
                  <input
                    {...control}
                    type="text"
                    value={draft}
                    disabled={phase !== "active"}
                    onChange={(event) => setDraft(event.target.value)}
                    autoComplete="off"
                  />
                  <Button type="submit" variant="primary" disabled={phase !== "active" || draft.trim() === ""}>
                    Send
                  </Button>
                </div>
              )}
            </Field>
          </form>
        </Panel>
      </div>
      <PracticeHistory />
      {phase === "ended" && !overlayClosed && (
        <EndedOverlay
          alert={call.alert}
          scored={call.conversationId !== null}
          card={endedCall?.score_card}
          onStartNew={() => startNew()}
          onClose={() => setOverlayClosed(true)}
        />
      )}
      {pastCallId && <PastCallDialog id={pastCallId} onClose={closePastCall} />}
    </div>
  );
}
