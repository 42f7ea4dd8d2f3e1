import { battingCageMessages, type ConversationDetail } from "@dugout/contracts/batting-cage";
import styles from "./Practice.module.css";
import { TranscriptTurn, TranscriptTurns } from "../transcript/TranscriptTurns";

/** A saved call's transcript, labelled You / Customer and numbered as the score card's lines are. */
export function StoredTranscript({ transcript }: { transcript: ConversationDetail["transcript"] }) {
  return (
    <section aria-labelledby="stored-transcript-title">
      <h3 id="stored-transcript-title">Transcript</h3>
      {transcript.length === 0 ? (
        <p className={styles.muted}>{battingCageMessages.transcriptNotAvailable}</p>
      ) : (
        <TranscriptTurns numbered>
          {transcript.map((entry, index) => (
            <TranscriptTurn key={index} role={entry.role}>
              {entry.text}
            </TranscriptTurn>
          ))}
        </TranscriptTurns>
      )}
    </section>
  );
}
