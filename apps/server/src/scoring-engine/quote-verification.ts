import { evidenceLimits, type EvidenceQuote } from "@dugout/contracts/scoring-evidence";
import type { TranscriptLine } from "./scorer";

/**
 * A text reduced for comparison: lower case, curly quotes and dashes made plain, runs of
 * whitespace made one space; `origin[i]` is where the i-th kept character was in the text.
 */
function normalised(text: string): { value: string; origin: number[] } {
  let value = "";
  const origin: number[] = [];
  let space = true; // drops leading whitespace
  for (let index = 0; index < text.length; index++) {
    let char = text[index] ?? "";
    if (/\s/.test(char)) {
      if (space) continue;
      char = " ";
      space = true;
    } else {
      space = false;
      char = char
        .toLowerCase()
        .replace(/[\u2018\u2019\u201B\u2032`]/, "'")
        .replace(/[\u201C\u201D\u201F\u2033]/, '"')
        .replace(/[\u2013\u2014]/, "-");
    }
    value += char;
    origin.push(index);
  }
  if (value.endsWith(" ")) {
    value = value.slice(0, -1);
    origin.pop();
  }
  return { value, origin };
}

/** What a model wraps around a quote: quote marks and ellipses, and whitespace. */
const trimQuote = (quote: string) =>
  quote
    .trim()
    .replace(/^["'\u201C\u2018]+|["'\u201D\u2019]+$/g, "")
    .replace(/^(\.\.\.|\u2026)\s*|\s*(\.\.\.|\u2026)$/g, "")
    .trim();

/**
 * Finds a model's quote in the transcript, compared with whitespace, case and quote marks
 * normalised, and answers it with its position and the transcript's own wording. A quote that is
 * in no single line is not evidence (the model made it up or merged lines): null, and it is dropped.
 * The rep's lines are searched first, since the rubric judges what the rep said.
 */
function locateQuote(lines: readonly TranscriptLine[], quote: string): EvidenceQuote | null {
  const wanted = normalised(trimQuote(quote)).value;
  if (wanted.length < 3) return null;
  const ordered = [...lines.filter((line) => line.role === "rep"), ...lines.filter((line) => line.role !== "rep")];
  for (const line of ordered) {
    const haystack = normalised(line.text);
    const at = haystack.value.indexOf(wanted);
    if (at < 0) continue;
    const start = haystack.origin[at] ?? 0;
    const end = Math.min((haystack.origin[at + wanted.length - 1] ?? start) + 1, start + evidenceLimits.quoteMax);
    return { entry: line.entry, start, end, text: line.text.slice(start, end) };
  }
  return null;
}

/** The quotes found in the transcript, deduplicated, at most the per-category limit. */
export function verifiedQuotes(lines: readonly TranscriptLine[], quotes: readonly string[]): EvidenceQuote[] {
  const kept: EvidenceQuote[] = [];
  for (const quote of quotes) {
    const found = locateQuote(lines, quote);
    if (!found) continue;
    if (kept.some((other) => other.entry === found.entry && other.start === found.start && other.end === found.end))
      continue;
    kept.push(found);
    if (kept.length === evidenceLimits.quotesPerCategory) break;
  }
  return kept;
}
