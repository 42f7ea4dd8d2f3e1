import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  battingCageMessages,
  type BattingCageResolvedConfiguration,
  type ConversationUser,
} from "@dugout/contracts/batting-cage";
import { conversationIdOf, createSession, parseCreateSessionAnswer, patchConversation } from "../api";
import { TranscriptAutosaver, type AutosaverOptions, type LiveLine } from "../autosave/TranscriptAutosaver";
import { errorMessage } from "../format";
import type { TranscriptLine, VoiceSessionOptions } from "../voice/VoiceSession";

/** idle → loading config → ready → active → ended (docs/requirements/batting-cage.md#practice-call), with the steps between. */
export type CallPhase = "loading" | "ready" | "connecting" | "active" | "ending" | "ended";

/** What the page needs of a voice call; the real one is VoiceSession, tests pass a fake. */
export interface VoiceCall {
  start(): Promise<void>;
  sendText(text: string): void;
  hangUp(): void;
}
export type VoiceCallFactory = (options: VoiceSessionOptions) => VoiceCall;

export interface PracticeCallOptions {
  user: ConversationUser | null;
  configuration: BattingCageResolvedConfiguration | null;
  audioElement: () => HTMLAudioElement | null;
  createVoiceCall: VoiceCallFactory;
  /** Tests shorten the autosave interval and backoff. */
  autosaveTiming?: Pick<AutosaverOptions, "intervalMs" | "baseBackoffMs"> | undefined;
  /** The values the server resolved for this call: the panel shows them. */
  onResolved(configuration: BattingCageResolvedConfiguration): void;
  /** The rep may not see the scenario yet: the page sends none and the server chooses it. */
  scenarioHidden?: boolean;
  /** The scenario the rep chose (null: the server's choice, the rep's one assignment or the default). */
  scenarioId?: string | null;
}

export type SaveState = { saved: number; retrying: boolean };

/**
 * One practice call at a time: creates the session, runs the voice call and the transcript
 * autosave, and on hang-up (or when the customer ends the call) saves the final state before
 * tearing the call down, in the order of docs/requirements/batting-cage.md#practice-call.
 */
export function usePracticeCall(options: PracticeCallOptions) {
  const [phase, setPhase] = useState<Exclude<CallPhase, "loading">>("ready");
  const [lines, setLines] = useState<TranscriptLine[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ saved: 0, retrying: false });
  /** The call of this session (kept after it ended, for its score card, until a new session starts). */
  const [conversationId, setConversationId] = useState<string | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const call = useRef<{
    voice: VoiceCall | null;
    autosaver: TranscriptAutosaver | null;
    conversationId: string | null;
    startedAt: number;
    lines: LiveLine[];
    ending: boolean;
  } | null>(null);

  const end = useCallback(async () => {
    const current = call.current;
    if (!current || current.ending) return;
    current.ending = true;
    setPhase("ending");
    const endedAt = Date.now();
    if (!current.conversationId) {
      setAlert(battingCageMessages.missingTrackingId);
    } else if (current.autosaver) {
      try {
        await current.autosaver.finish(current.lines, {
          ended_at: new Date(endedAt).toISOString(),
          duration_ms: Math.max(0, endedAt - current.startedAt),
        });
      } catch (error) {
        setAlert(battingCageMessages.finalSaveFailed(errorMessage(error)));
      }
    }
    // Saved first, then the call is torn down: timers, tracks, channel, connection.
    current.voice?.hangUp();
    call.current = null;
    setPhase("ended");
  }, []);

  const start = useCallback(async () => {
    const { user, configuration, audioElement, createVoiceCall, scenarioHidden, scenarioId } = latest.current;
    setAlert(null);
    if (!user) {
      setAlert(battingCageMessages.userInfoMissing);
      return;
    }
    const audio = audioElement();
    if (!configuration || !audio || call.current) return;
    setPhase("connecting");
    setLines([]);
    setSave({ saved: 0, retrying: false });
    setConversationId(null);

    let answer: unknown;
    try {
      answer = await createSession({
        user,
        batting_cage_configuration_id: configuration.id,
        ...(scenarioId ? { scenario_id: scenarioId } : {}),
        ...(scenarioHidden ? {} : { batting_cage_configuration: configuration }),
      });
    } catch (error) {
      setAlert(battingCageMessages.startFailed(errorMessage(error)));
      setPhase("ready");
      return;
    }
    const conversationId = conversationIdOf(answer);
    if (conversationId === null) {
      setAlert(battingCageMessages.trackingInitFailed);
      setPhase("ready");
      return;
    }
    const session = parseCreateSessionAnswer(answer);
    if (!session) {
      setAlert(battingCageMessages.startFailed("The server sent an answer this page does not understand."));
      setPhase("ready");
      return;
    }
    if (session.batting_cage_configuration) latest.current.onResolved(session.batting_cage_configuration);

    setConversationId(conversationId);
    const autosaver = new TranscriptAutosaver({
      ...latest.current.autosaveTiming,
      patch: (body) => patchConversation(conversationId, body),
      // The status line's count and retry notice follow the saves alone (call-status.ts).
      onSaved: (saved) => setSave({ saved, retrying: false }),
      onRetry: () => setSave((state) => ({ ...state, retrying: true })),
    });
    const current = {
      voice: null as VoiceCall | null,
      autosaver,
      conversationId,
      startedAt: Date.now(),
      lines: [] as LiveLine[],
      ending: false,
    };
    call.current = current;
    const voice = createVoiceCall({
      clientSecret: session.client_secret.value,
      sdpUrl: session.realtime.sdp_url,
      iceServers: session.realtime.ice_servers,
      audioElement: audio,
      onTranscript: (next) => {
        current.lines = next;
        autosaver.update(next);
        setLines(next);
      },
      onError: (message) => setAlert(message),
      onEnd: () => void end(),
    });
    current.voice = voice;
    try {
      await voice.start();
    } catch (error) {
      call.current = null;
      voice.hangUp();
      setAlert(battingCageMessages.startFailed(errorMessage(error)));
      setPhase("ready");
      setConversationId(null);
      // The conversation exists but never started: close it so it reads as ended, not running.
      void patchConversation(conversationId, { ended_at: new Date().toISOString(), duration_ms: 0 }).catch(
        () => undefined,
      );
      return;
    }
    if (call.current !== current) return; // ended while connecting
    current.startedAt = Date.now();
    autosaver.start();
    setPhase("active");
  }, [end]);

  const sendText = useCallback((text: string) => call.current?.voice?.sendText(text), []);

  const startNew = useCallback(() => {
    setConversationId(null);
    setLines([]);
    setAlert(null);
    setSave({ saved: 0, retrying: false });
    setPhase("ready");
  }, []);

  // Leaving the page mid-call hangs up (the last autosave already holds most of the call).
  useEffect(
    () => () => {
      call.current?.autosaver?.stop();
      call.current?.voice?.hangUp();
      call.current = null;
    },
    [],
  );

  // Ready only once a configuration (loaded or random defaults) is there to show.
  const visiblePhase: CallPhase = phase === "ready" && !options.configuration ? "loading" : phase;
  return {
    phase: visiblePhase,
    conversationId,
    lines,
    alert,
    save,
    start,
    end,
    sendText,
    startNew,
    dismissAlert: () => setAlert(null),
  };
}
