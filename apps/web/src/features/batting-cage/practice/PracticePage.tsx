import { useMemo, useRef, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  battingCageFieldLabels,
  battingCageLabels,
  battingCageMessages,
  battingCageRandomizableFields,
  resolveBattingCageConfiguration,
  type BattingCageResolvedConfiguration,
} from "@dugout/contracts/batting-cage";
import { Dialog } from "../../../components/Dialog";
import { PageTitle } from "../../../components/PageTitle";
import type { SessionUser } from "../../../lib/session";
import { configurationQuery } from "../api";
import { VoiceSession } from "../voice/VoiceSession";
import styles from "./Practice.module.css";
import { conversationUserOf } from "./conversation-user";
import { TranscriptPanel } from "./TranscriptPanel";
import { usePracticeCall, type PracticeCallOptions, type VoiceCallFactory } from "./use-practice-call";

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
  const configQuery = useQuery({ ...configurationQuery(), retry: false });
  // Random fields are drawn once per session; a failed load means random defaults throughout.
  const loaded = configQuery.data;
  const failed = configQuery.isError;
  const firstDraw = useMemo(
    () => (loaded ? resolveBattingCageConfiguration(loaded) : failed ? resolveBattingCageConfiguration(null) : null),
    [loaded, failed],
  );
  const [drawn, setConfiguration] = useState<BattingCageResolvedConfiguration | null>(null);
  const configuration = drawn ?? firstDraw;
  const audio = useRef<HTMLAudioElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const newSessionButton = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState("");

  const conversationUser = useMemo(() => (user ? conversationUserOf(user) : null), [user]);
  const call = usePracticeCall({
    user: conversationUser,
    configuration,
    audioElement: () => audio.current,
    createVoiceCall,
    autosaveTiming,
    onResolved: setConfiguration,
  });

  const startNew = () => {
    setConfiguration(resolveBattingCageConfiguration(loaded ?? null));
    setDraft("");
    call.startNew();
    requestAnimationFrame(() => startButton.current?.focus());
  };

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === "") return;
    call.sendText(draft);
    setDraft("");
  };

  const { phase } = call;
  const inCall = phase === "active" || phase === "ending";
  const buttonLabel =
    phase === "loading"
      ? battingCageLabels.loadingConfig
      : inCall
        ? battingCageLabels.hangUp
        : battingCageLabels.startSession;

  return (
    <div className={styles.page}>
      <PageTitle>Batting Cage Practice</PageTitle>
      <div className={styles.layout}>
        <aside className={styles.panel} aria-labelledby="voice-coach-configuration">
          <h2 id="voice-coach-configuration">{battingCageLabels.configurationPanelTitle}</h2>
          {configQuery.isError && (
            <p role="alert" className={styles.warning}>
              {battingCageMessages.configLoadFailedRandomDefaults}
            </p>
          )}
          {battingCageRandomizableFields.map((field) => (
            <div className={styles.field} key={field}>
              <label htmlFor={`practice-${field}`}>{battingCageFieldLabels[field]}</label>
              <input id={`practice-${field}`} type="text" readOnly value={configuration?.[field] ?? ""} />
            </div>
          ))}
        </aside>
        <section className={styles.main} aria-label="Practice call">
          <div className={styles.controls}>
            <button
              ref={startButton}
              type="button"
              className={inCall ? `${styles.button} ${styles.hangUp}` : styles.button}
              disabled={phase === "loading" || phase === "connecting" || phase === "ending" || phase === "ended"}
              aria-busy={phase === "connecting" || phase === "ending"}
              onClick={() => void (inCall ? call.end() : call.start())}
            >
              {buttonLabel}
            </button>
            <p className={styles.status} aria-live="polite">
              {phase === "connecting" && "Connecting…"}
              {phase === "ending" && "Saving transcript…"}
              {phase === "active" &&
                (call.save.retrying ? "Autosave failed, retrying…" : `Transcript saved (${call.save.saved} entries)`)}
            </p>
          </div>
          {call.alert && phase !== "ended" && (
            <div role="alert" className={styles.alert}>
              <span>{call.alert}</span>
              <button type="button" className={styles.dismiss} onClick={call.dismissAlert} aria-label="Dismiss message">
                ×
              </button>
            </div>
          )}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- live call audio: the transcript beside it is its caption */}
          <audio ref={audio} className={styles.audio} controls autoPlay aria-label="Customer audio" />
          <TranscriptPanel lines={call.lines} />
          <form className={styles.typeForm} onSubmit={submitText}>
            <label htmlFor="practice-type-turn">Type instead of speaking</label>
            <div className={styles.typeRow}>
              <input
                id="practice-type-turn"
                type="text"
                value={draft}
                disabled={phase !== "active"}
                onChange={(event) => setDraft(event.target.value)}
                autoComplete="off"
              />
              <button type="submit" className={styles.button} disabled={phase !== "active" || draft.trim() === ""}>
                Send
              </button>
            </div>
          </form>
        </section>
      </div>
      {phase === "ended" && (
        // Not dismissable (no onClose): Start New Session is the only way on.
        <Dialog labelledBy="practice-ended-text" initialFocus={newSessionButton} className={styles.overlayBox}>
          {call.alert && (
            <p role="alert" className={styles.alert}>
              {call.alert}
            </p>
          )}
          <p id="practice-ended-text">{battingCageLabels.endedOverlay}</p>
          <button ref={newSessionButton} type="button" className={styles.button} onClick={startNew}>
            {battingCageLabels.startNewSession}
          </button>
        </Dialog>
      )}
    </div>
  );
}
