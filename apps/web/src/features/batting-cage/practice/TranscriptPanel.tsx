import { useEffect, useRef } from "react";
import type { TranscriptLine } from "../voice/VoiceSession";
import styles from "./Practice.module.css";
import { TranscriptTurn, TranscriptTurns } from "../transcript/TranscriptTurns";

/**
 * The live transcript, labelled You / Customer; a placeholder waits for its late transcription. The
 * invitation to begin shows only before a call has started.
 */
export function TranscriptPanel({ lines, started }: { lines: readonly TranscriptLine[]; started: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [lines]);
  const visible = lines.filter((line) => line.pending || line.text !== "");
  return (
    <section className={styles.transcript} aria-labelledby="practice-transcript-title">
      <h2 id="practice-transcript-title">Transcript</h2>
      {visible.length === 0 ? (
        !started && (
          <p className={styles.muted}>The transcript appears here once the call starts. Speak or type to begin.</p>
        )
      ) : (
        <TranscriptTurns>
          {visible.map((line, index) => (
            <TranscriptTurn key={line.id} role={line.role} ref={index === visible.length - 1 ? end : undefined}>
              {line.pending ? <span className={styles.muted}>…</span> : line.text}
            </TranscriptTurn>
          ))}
        </TranscriptTurns>
      )}
    </section>
  );
}
