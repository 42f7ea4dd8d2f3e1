import { scoreCategories, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { evidenceLimits, type EvidenceQuote, type ScoreEvidence } from "@dugout/contracts/scoring-evidence";
import {
  totalOf,
  type CallScore,
  type CallScorer,
  type CategoryScores,
  type ScoreInput,
  type TranscriptLine,
} from "./scorer";

/**
 * The offline scorer: counts the behaviours of each rubric category in what the rep said.
 * It is deterministic and fast, so the seed uses it too and seeded scores agree with their transcripts.
 */
interface Signal {
  pattern: RegExp;
  /** The suggestion when the rep never showed this behaviour. */
  hint: string;
}

interface CategoryRule {
  signals: Signal[];
  /** Signals needed for a full score. */
  needed: number;
  strength: string;
  coaching: string;
}

const rules: Record<ScoreCategoryKey, CategoryRule> = {
  ace_score: {
    signals: [
      {
        pattern: /thank(s| you) for (taking|making)|appreciate (you|your)/i,
        hint: "Thank the prospect for their time in your first line.",
      },
      {
        pattern: /agenda|here'?s what i('d| would)? (like|thought|was thinking)|plan for (the|our) call/i,
        hint: "Say what you would like to cover: \"Here's what I'd like to cover today...\"",
      },
      {
        pattern: /end of (the|our) call|if it'?s not a (fit|match)|(does|would) that (work|sound)/i,
        hint: "Agree the possible outcomes up front: \"If it's not a fit, we'll say so at the end of the call.\"",
      },
      {
        pattern: /\b(\d+|fifteen|twenty|thirty|forty-five) minutes\b/i,
        hint: 'Agree how long the call will take: "Do you still have twenty minutes?"',
      },
    ],
    needed: 3,
    strength: "Strong opening: thanked the prospect, set an agenda and agreed an up-front contract.",
    coaching: "Open with an agenda and an up-front contract: time, purpose and possible outcomes.",
  },
  discovery_effectiveness_score: {
    signals: [
      {
        pattern: /what prompted|what made you (start|look)/i,
        hint: 'Ask what prompted them to look now: "What prompted you to take this call?"',
      },
      {
        pattern: /biggest (challenge|headache|problem|pain)/i,
        hint: 'Ask for the biggest problem: "What\'s your biggest headache with payroll today?"',
      },
      {
        pattern: /how (is|does|has) (that|this) (impact|affect|cost)/i,
        hint: 'Ask about impact: "How does that affect the business?"',
      },
      {
        pattern: /why now|what happens if (nothing|you don'?t)/i,
        hint: 'Ask why now: "What happens if nothing changes?"',
      },
      {
        pattern: /how much time (do|does) (you|it)|cost you/i,
        hint: 'Quantify the cost: "How much time does payroll take you each week?"',
      },
    ],
    needed: 3,
    strength: "Discovery uncovered the real pain and its business impact.",
    coaching: "Dig into pain and impact: ask why it matters and what it costs before pitching.",
  },
  discovery_depth_score: {
    signals: [
      { pattern: /how many (employees|people)|team size|headcount/i, hint: "Ask how many employees they pay." },
      {
        pattern: /pay (schedule|cycle|run)|bi-?weekly|semi-?monthly/i,
        hint: "Ask about their pay schedule (weekly, bi-weekly, semi-monthly).",
      },
      { pattern: /tax(es)?|filings?|compliance/i, hint: "Ask how they handle payroll taxes and filings today." },
      {
        pattern: /benefits|401\(?k\)?|health (plan|insurance)/i,
        hint: "Ask about benefits such as health insurance or a 401(k).",
      },
      { pattern: /who else|decision|sign off/i, hint: "Ask who else is involved in the decision." },
      {
        pattern: /timeline|when (are|do) you (looking|plan|want)/i,
        hint: 'Ask about their timeline: "When are you looking to switch?"',
      },
      { pattern: /contractors?|1099/i, hint: "Ask whether they pay contractors (1099s)." },
      { pattern: /other states?|multi-?state/i, hint: "Ask whether they have employees in other states." },
    ],
    needed: 5,
    strength: "Broad discovery across team, pay schedule, taxes, benefits and decision process.",
    coaching: "Widen discovery: cover pay schedule, taxes, benefits, decision makers and timeline.",
  },
  consultation_teach_score: {
    signals: [
      {
        pattern: /we see (a lot|many)|most (businesses|owners|companies|teams)/i,
        hint: 'Share what you see across similar businesses: "Most owners your size..."',
      },
      {
        pattern: /did you know|a common (mistake|risk|issue)/i,
        hint: "Point out a common mistake or risk they may not know about.",
      },
      { pattern: /penalt(y|ies)|fines?/i, hint: "Mention the cost of late filings: penalties and fines." },
      {
        pattern: /on average|typically (save|spend)/i,
        hint: "Give a concrete figure: what businesses typically save or spend.",
      },
    ],
    needed: 2,
    strength: "Shared a relevant insight the prospect had not considered.",
    coaching: "Teach something new: share insights on compliance risks or what similar businesses do.",
  },
  consultation_tailor_score: {
    signals: [
      { pattern: /you (mentioned|said)/i, hint: 'Play their words back: "You mentioned..."' },
      { pattern: /based on what you/i, hint: 'Tie the offer to their answers: "Based on what you told me..."' },
      {
        pattern: /(for|in) (a business like yours|your case|your situation)/i,
        hint: 'Speak to their case: "For a business like yours..."',
      },
      { pattern: /so for you|for your team/i, hint: 'Make it personal: "So for your team, that means..."' },
    ],
    needed: 2,
    strength: "Tailored the solution to the prospect's own words and situation.",
    coaching: "Tailor the offer: connect features to what the prospect said instead of listing them.",
  },
  consultation_control_score: {
    signals: [
      { pattern: /next step/i, hint: "Name the next step before the call ends." },
      { pattern: /let'?s (schedule|book|set up|put)/i, hint: 'Propose it: "Let\'s schedule a demo for Thursday."' },
      { pattern: /calendar|invite/i, hint: "Send a calendar invite while you are still on the call." },
      {
        pattern: /let'?s get back to|keep us on track|before we run out of time/i,
        hint: 'Bring a digression back: "Let\'s get back to payroll before we run out of time."',
      },
      {
        pattern: /by (monday|tuesday|wednesday|thursday|friday|end of (the )?week)/i,
        hint: 'Put a date on it: "by Friday".',
      },
    ],
    needed: 3,
    strength: "Took control and drove to a concrete, agreed next step.",
    coaching: "Take control: keep the call on track and agree a dated next step before hanging up.",
  },
  objection_probing_score: {
    signals: [
      {
        pattern: /what makes you say|tell me more about|help me understand/i,
        hint: 'Ask what is behind the objection: "What makes you say that?"',
      },
      { pattern: /when you say/i, hint: 'Clarify their words: "When you say it\'s expensive, compared to what?"' },
      {
        pattern: /compared to what|what would (need to|have to) be true/i,
        hint: "Ask what would need to be true for them to move forward.",
      },
      {
        pattern: /is that the (only|main) (concern|thing)/i,
        hint: 'Check it is the only concern: "Is that the main thing holding you back?"',
      },
    ],
    needed: 2,
    strength: "Probed objections to find the real concern before answering.",
    coaching: "Probe objections first: ask what is behind the concern before answering it.",
  },
  objection_responding_score: {
    signals: [
      {
        pattern: /(other|many|similar) (clients|customers|owners) (found|saw|told)/i,
        hint: 'Use proof from peers: "Other owners told us..."',
      },
      { pattern: /that'?s (a )?fair|totally understand/i, hint: 'Acknowledge the concern first: "That\'s fair."' },
      { pattern: /\bsav(e|es|ings)\b|return on|roi\b/i, hint: "Answer with the savings or return it brings." },
      {
        pattern: /does that (address|answer|help|make sense)/i,
        hint: 'Check the answer landed: "Does that address your concern?"',
      },
      { pattern: /case study|guarantee/i, hint: "Offer a case study or a guarantee." },
    ],
    needed: 3,
    strength: "Answered objections with proof and checked they were resolved.",
    coaching: "Answer objections with proof or a reframe, then check the concern is resolved.",
  },
};

/**
 * Prospect lines that raise an objection; without one, the objection categories do not apply. Coaching mines
 * the objections of a rep's real calls with the same rule (modules/coaching/objection-mining.ts).
 */
export const objectionSignals =
  /too expensive|can'?t afford|already (have|use)|not (a good|the right) time|need to think|happy with (our|my)|switching is a (pain|hassle)/i;

/**
 * The quote for a match: the sentence of the line that holds it (a long sentence is cut to a
 * window around the match), with its offsets in the line's text.
 */
function quoteAround(line: TranscriptLine, matchStart: number, matchEnd: number): EvidenceQuote {
  const text = line.text;
  let start = 0;
  let end = text.length;
  for (const boundary of text.matchAll(/[.!?]+\s+/g)) {
    const after = boundary.index + boundary[0].length;
    if (after <= matchStart) start = after;
    else if (boundary.index >= matchEnd) {
      end = boundary.index + boundary[0].trimEnd().length;
      break;
    }
  }
  const max = evidenceLimits.quoteMax;
  if (end - start > max) {
    start = Math.max(start, Math.min(matchStart - 100, end - max));
    end = Math.min(end, start + max);
  }
  while (start < end && /\s/.test(text[start] ?? "")) start++;
  while (end > start && /\s/.test(text[end - 1] ?? "")) end--;
  return { entry: line.entry, start, end, text: text.slice(start, end) };
}

/** The first rep line where a signal matches, quoted. */
function firstMatch(lines: readonly TranscriptLine[], pattern: RegExp): EvidenceQuote | null {
  for (const line of lines) {
    const match = new RegExp(pattern.source, pattern.flags.replace("g", "")).exec(line.text);
    if (match) return quoteAround(line, match.index, match.index + match[0].length);
  }
  return null;
}

export function scoreTranscriptHeuristically(input: ScoreInput): CallScore {
  const rep = input.lines.filter((line) => line.role === "rep");
  const hasObjection = input.lines.some((line) => line.role === "prospect" && objectionSignals.test(line.text));
  const categories = {} as CategoryScores;
  const evidence: ScoreEvidence = {};
  const strengths: string[] = [];
  const coaching: string[] = [];
  for (const category of scoreCategories) {
    const rule = rules[category.key];
    if (!hasObjection && category.key.startsWith("objection_")) {
      categories[category.key] = null;
      evidence[category.key] = {
        quotes: [],
        suggestion: "No objection came up. Practise a call where the customer pushes back to train this category.",
      };
      continue;
    }
    const quotes: EvidenceQuote[] = [];
    let missing: Signal | undefined;
    let hits = 0;
    for (const signal of rule.signals) {
      const quote = firstMatch(rep, signal.pattern);
      if (!quote) {
        missing ??= signal;
        continue;
      }
      hits++;
      const repeated = quotes.some((kept) => kept.entry === quote.entry && kept.start === quote.start);
      if (!repeated && quotes.length < evidenceLimits.quotesPerCategory) quotes.push(quote);
    }
    const value = Math.round(20 + 80 * Math.min(1, hits / rule.needed));
    categories[category.key] = value;
    evidence[category.key] = {
      quotes,
      // What was missing, even at a full score (a stretch goal); with every signal shown, what to keep.
      suggestion: missing
        ? `${hits >= rule.needed ? "To go further: " : ""}${missing.hint}`
        : `Keep it up. ${rule.strength}`,
    };
    if (value >= 80) strengths.push(rule.strength);
    else if (value < 60) coaching.push(rule.coaching);
  }
  const parts: string[] = [];
  if (strengths.length) parts.push(`Strengths: ${strengths.join(" ")}`);
  if (coaching.length) parts.push(`Coaching: ${coaching.join(" ")}`);
  if (!hasObjection) parts.push("No objections came up, so objection handling was not scored.");
  return { categories, total: totalOf(categories), feedback: parts.join("\n"), evidence };
}

export const heuristicScorer: CallScorer = {
  name: "heuristic",
  async score(input) {
    return scoreTranscriptHeuristically(input);
  },
};
