import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import { finalLines } from "../autosave/TranscriptAutosaver";
import type { TranscriptLine } from "../voice/VoiceSession";
import type { CallPhase, SaveState } from "./use-practice-call";

/**
 * The status line under the call button (docs/requirements/batting-cage.md#practice-page). During a call
 * it says nothing until something was said, and never claims fewer saved entries than the transcript
 * shows without saying that the rest is on its way.
 */
export function callStatusText(phase: CallPhase, save: SaveState, lines: readonly TranscriptLine[]): string {
  if (phase === "connecting") return "Connecting…";
  if (phase === "ending") return "Saving transcript…";
  if (phase !== "active") return "";
  if (save.retrying) return "Autosave failed, retrying…";
  const shown = finalLines(lines).length;
  if (shown === 0) return "";
  return save.saved >= shown
    ? practiceScoreLabels.transcriptSaved(save.saved)
    : practiceScoreLabels.transcriptSaving(save.saved, shown);
}
