import type { TranscriptLine } from "./scorer";

const prospectSpeaker = /prospect|customer/i;

/**
 * A real call's transcript text ("Name (Rep): words" per line) as lines. `entry` is the line's
 * number in the text (0-based), so a quote's position points at the line the Call Details modal shows.
 * Lines without a "speaker:" prefix are not speech and are skipped.
 */
export function linesOfCallTranscript(transcript: string): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  transcript.split(/\r?\n/).forEach((line, entry) => {
    const match = /^\s*([^:]{1,60}):\s*(.*)$/.exec(line);
    if (!match) return;
    const speaker = (match[1] ?? "").trim();
    lines.push({ entry, speaker, role: prospectSpeaker.test(speaker) ? "prospect" : "rep", text: match[2] ?? "" });
  });
  return lines;
}

/** A practice call's entries (the rep is the user, the simulated customer the assistant). */
export function linesOfPracticeTranscript(entries: readonly { role: "user" | "assistant"; text: string }[]) {
  return entries.map((entry, index): TranscriptLine => ({
    entry: index,
    role: entry.role === "user" ? "rep" : "prospect",
    speaker: entry.role === "user" ? "Rep" : "Customer",
    text: entry.text,
  }));
}

/** The lines as a model reads them: one "Speaker: words" line each. */
export function transcriptText(lines: readonly TranscriptLine[]): string {
  return lines.map((line) => `${line.speaker}: ${line.text.replace(/\s+/g, " ")}`).join("\n");
}
