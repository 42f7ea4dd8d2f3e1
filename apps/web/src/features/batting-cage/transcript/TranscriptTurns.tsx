import type { ReactNode, Ref } from "react";
import { battingCageLabels, type ConversationDetail } from "@dugout/contracts/batting-cage";
import styles from "./TranscriptTurns.module.css";

type TranscriptRole = ConversationDetail["transcript"][number]["role"];

/** The turns of a call, in order; `numbered` where the score card cites the rep's lines by number. */
export function TranscriptTurns({ numbered = false, children }: { numbered?: boolean; children: ReactNode }) {
  return <ol className={numbered ? styles.numbered : styles.lines}>{children}</ol>;
}

interface TranscriptTurnProps {
  role: TranscriptRole;
  /** How the rep is named: "You" on the rep's own pages, the rep's name for an admin. */
  userName?: string;
  ref?: Ref<HTMLLIElement>;
  children: ReactNode;
}

/** One turn of a call: who spoke, then what was said. */
export function TranscriptTurn({
  role,
  userName = battingCageLabels.transcriptSpeakerUser,
  ref,
  children,
}: TranscriptTurnProps) {
  return (
    <li ref={ref} className={role === "user" ? styles.user : styles.assistant}>
      <span className={styles.speaker}>
        {role === "user" ? userName : battingCageLabels.transcriptSpeakerAssistant}:
      </span>{" "}
      {children}
    </li>
  );
}
