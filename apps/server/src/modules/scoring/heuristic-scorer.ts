import { scoreCategories, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { totalOf, type CallScore, type CallScorer, type CategoryScores, type ScoreInput } from "./scorer";

/**
 * The offline scorer: counts the behaviours of each rubric category in what the rep said.
 * It is deterministic and fast, so the seed uses it too and seeded scores agree with their transcripts.
 */
interface CategoryRule {
  signals: RegExp[];
  /** Signals needed for a full score. */
  needed: number;
  strength: string;
  coaching: string;
}

const rules: Record<ScoreCategoryKey, CategoryRule> = {
  ace_score: {
    signals: [
      /thank(s| you) for (taking|making)|appreciate (you|your)/i,
      /agenda|here'?s what i('d| would)? (like|thought|was thinking)|plan for (the|our) call/i,
      /end of (the|our) call|if it'?s not a (fit|match)|(does|would) that (work|sound)/i,
      /\b(\d+|fifteen|twenty|thirty|forty-five) minutes\b/i,
    ],
    needed: 3,
    strength: "Strong opening: thanked the prospect, set an agenda and agreed an up-front contract.",
    coaching: "Open with an agenda and an up-front contract: time, purpose and possible outcomes.",
  },
  discovery_effectiveness_score: {
    signals: [
      /what prompted|what made you (start|look)/i,
      /biggest (challenge|headache|problem|pain)/i,
      /how (is|does|has) (that|this) (impact|affect|cost)/i,
      /why now|what happens if (nothing|you don'?t)/i,
      /how much time (do|does) (you|it)|cost you/i,
    ],
    needed: 3,
    strength: "Discovery uncovered the real pain and its business impact.",
    coaching: "Dig into pain and impact: ask why it matters and what it costs before pitching.",
  },
  discovery_depth_score: {
    signals: [
      /how many (employees|people)|team size|headcount/i,
      /pay (schedule|cycle|run)|bi-?weekly|semi-?monthly/i,
      /tax(es)?|filings?|compliance/i,
      /benefits|401\(?k\)?|health (plan|insurance)/i,
      /who else|decision|sign off/i,
      /timeline|when (are|do) you (looking|plan|want)/i,
      /contractors?|1099/i,
      /other states?|multi-?state/i,
    ],
    needed: 5,
    strength: "Broad discovery across team, pay schedule, taxes, benefits and decision process.",
    coaching: "Widen discovery: cover pay schedule, taxes, benefits, decision makers and timeline.",
  },
  consultation_teach_score: {
    signals: [
      /we see (a lot|many)|most (businesses|owners|companies|teams)/i,
      /did you know|a common (mistake|risk|issue)/i,
      /penalt(y|ies)|fines?/i,
      /on average|typically (save|spend)/i,
    ],
    needed: 2,
    strength: "Shared a relevant insight the prospect had not considered.",
    coaching: "Teach something new: share insights on compliance risks or what similar businesses do.",
  },
  consultation_tailor_score: {
    signals: [
      /you (mentioned|said)/i,
      /based on what you/i,
      /(for|in) (a business like yours|your case|your situation)/i,
      /so for you|for your team/i,
    ],
    needed: 2,
    strength: "Tailored the solution to the prospect's own words and situation.",
    coaching: "Tailor the offer: connect features to what the prospect said instead of listing them.",
  },
  consultation_control_score: {
    signals: [
      /next step/i,
      /let'?s (schedule|book|set up|put)/i,
      /calendar|invite/i,
      /let'?s get back to|keep us on track|before we run out of time/i,
      /by (monday|tuesday|wednesday|thursday|friday|end of (the )?week)/i,
    ],
    needed: 3,
    strength: "Took control and drove to a concrete, agreed next step.",
    coaching: "Take control: keep the call on track and agree a dated next step before hanging up.",
  },
  objection_probing_score: {
    signals: [
      /what makes you say|tell me more about|help me understand/i,
      /when you say/i,
      /compared to what|what would (need to|have to) be true/i,
      /is that the (only|main) (concern|thing)/i,
    ],
    needed: 2,
    strength: "Probed objections to find the real concern before answering.",
    coaching: "Probe objections first: ask what is behind the concern before answering it.",
  },
  objection_responding_score: {
    signals: [
      /(other|many|similar) (clients|customers|owners) (found|saw|told)/i,
      /that'?s (a )?fair|totally understand/i,
      /\bsav(e|es|ings)\b|return on|roi\b/i,
      /does that (address|answer|help|make sense)/i,
      /case study|guarantee/i,
    ],
    needed: 3,
    strength: "Answered objections with proof and checked they were resolved.",
    coaching: "Answer objections with proof or a reframe, then check the concern is resolved.",
  },
};

/** Prospect lines that raise an objection; without one, the objection categories do not apply. */
const objectionSignals =
  /too expensive|can'?t afford|already (have|use)|not (a good|the right) time|need to think|happy with (our|my)|switching is a (pain|hassle)/i;

const splitTranscript = (transcript: string) => {
  const rep: string[] = [];
  const prospect: string[] = [];
  for (const line of transcript.split(/\r?\n/)) {
    const match = /^\s*([^:]{1,60}):\s*(.*)$/.exec(line);
    if (!match) continue;
    const speaker = (match[1] ?? "").toLowerCase();
    (speaker.includes("prospect") || speaker.includes("customer") ? prospect : rep).push(match[2] ?? "");
  }
  return { rep: rep.join("\n"), prospect: prospect.join("\n") };
};

export function scoreTranscriptHeuristically(input: ScoreInput): CallScore {
  const { rep, prospect } = splitTranscript(input.transcript);
  const hasObjection = objectionSignals.test(prospect);
  const categories = {} as CategoryScores;
  const strengths: string[] = [];
  const coaching: string[] = [];
  for (const category of scoreCategories) {
    const rule = rules[category.key];
    if (!hasObjection && category.key.startsWith("objection_")) {
      categories[category.key] = null;
      continue;
    }
    const hits = rule.signals.filter((signal) => signal.test(rep)).length;
    const value = Math.round(20 + 80 * Math.min(1, hits / rule.needed));
    categories[category.key] = value;
    if (value >= 80) strengths.push(rule.strength);
    else if (value < 60) coaching.push(rule.coaching);
  }
  const parts: string[] = [];
  if (strengths.length) parts.push(`Strengths: ${strengths.join(" ")}`);
  if (coaching.length) parts.push(`Coaching: ${coaching.join(" ")}`);
  if (!hasObjection) parts.push("No objections came up, so objection handling was not scored.");
  return { categories, total: totalOf(categories), feedback: parts.join("\n") };
}

export const heuristicScorer: CallScorer = {
  name: "heuristic",
  async score(input) {
    return scoreTranscriptHeuristically(input);
  },
};
