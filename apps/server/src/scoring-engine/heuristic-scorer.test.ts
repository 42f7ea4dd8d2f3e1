import { describe, expect, it } from "vitest";
import { scoreTranscriptHeuristically } from "./heuristic-scorer";
import { linesOfCallTranscript, linesOfPracticeTranscript } from "./transcript-lines";

const score = (transcript: string) => scoreTranscriptHeuristically({ lines: linesOfCallTranscript(transcript) });

describe("heuristic scorer", () => {
  it("rewards the behaviours of each category and leaves objection handling out when no objection came up", () => {
    const weak = score("Sam (Rep): Hi.\nDana (Prospect): Hello.");
    expect(weak.categories.ace_score).toBe(20);
    expect(weak.categories.objection_probing_score).toBeNull();
    const strong = score(
      [
        "Sam (Rep): Thanks for taking the time. Here's what I was thinking we'd cover. At the end of the call, if it's not a fit, tell me. We have thirty minutes.",
        "Dana (Prospect): It's too expensive.",
        "Sam (Rep): What makes you say that? When you say expensive, compared to what?",
      ].join("\n"),
    );
    expect(strong.categories.ace_score).toBe(100);
    expect(strong.categories.objection_probing_score).toBe(100);
    expect(strong.feedback).toContain("Strong opening");
  });

  it("quotes the rep's sentences where its signals matched, with their line and offsets, and suggests what was missing", () => {
    const transcript = [
      "Intro music",
      "Sam (Rep): Hi Dana. Thanks for taking the time today! Here's what I was thinking we'd cover.",
      "Dana (Prospect): Sure.",
      "Sam (Rep): How many employees do you pay?",
    ].join("\n");
    const result = score(transcript);
    const ace = result.evidence.ace_score;
    expect(ace?.quotes).toEqual([
      { entry: 1, start: 9, end: 42, text: "Thanks for taking the time today!" },
      { entry: 1, start: 43, end: 81, text: "Here's what I was thinking we'd cover." },
    ]);
    const sourceLines = transcript.split("\n");
    for (const quote of ace?.quotes ?? []) {
      const spoken = (sourceLines[quote.entry] ?? "").replace(/^[^:]*:\s*/, "");
      expect(spoken.slice(quote.start, quote.end)).toBe(quote.text);
    }
    // Two of three ACE behaviours: the suggestion names the first one missing.
    expect(ace?.suggestion).toMatch(/not a fit/);
    expect(result.evidence.discovery_depth_score?.quotes.map((quote) => quote.entry)).toEqual([3]);
    // The prospect's words are never the rep's evidence.
    expect(JSON.stringify(result.evidence)).not.toContain("Sure.");
  });

  it("scores a three-line practice call low, with nothing to show for the categories it never reached", () => {
    const result = scoreTranscriptHeuristically({
      lines: linesOfPracticeTranscript([
        { role: "user", text: "Hi, this is Sam from Dugout Payroll." },
        { role: "assistant", text: "Hello, what is this about?" },
        { role: "user", text: "I wanted to talk about your payroll." },
      ]),
    });
    expect(result.total).toBe(20);
    expect(result.categories.objection_responding_score).toBeNull();
    for (const evidence of Object.values(result.evidence)) expect(evidence.quotes).toEqual([]);
  });
});
