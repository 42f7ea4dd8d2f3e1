import { battingCageLabels, battingCageMessages, type ConversationDetail } from "@dugout/contracts/batting-cage";
import styles from "./Practice.module.css";

/** A saved call's transcript, labelled You / Customer and numbered as the score card's lines are. */
export function StoredTranscript({ transcript }: { transcript: ConversationDetail["transcript"] }) {
  return (
    <section aria-labelledby="stored-transcript-title">
      <h3 id="stored-transcript-title">Transcript</h3>
      {transcript.length === 0 ? (
        <p className={styles.muted}>{battingCageMessages.transcriptNotAvailable}</p>
      ) : (
        <ol className={styles.numberedLines}>
          {transcript.map((entry, index) => (
            <li key={index} className={entry.role === "user" ? styles.lineUser : styles.lineAssistant}>
              <span className={styles.speaker}>
                {entry.role === "user"
                  ? battingCageLabels.transcriptSpeakerUser
                  : battingCageLabels.transcriptSpeakerAssistant}
                :
              </span>{" "}
              {entry.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
