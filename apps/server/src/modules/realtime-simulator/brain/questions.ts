/**
 * What a salesperson's typed turn is about. The offline customer answers the topic it was asked, so the
 * patterns go from the most specific to the most general: "How many hours a week do you spend on it?" is
 * about time before it is about head count, and "What do you pay today?" is about price before payroll.
 */
export type Topic =
  | "goodbye"
  | "hours"
  | "price"
  | "headcount"
  | "pain"
  | "next_step"
  | "provider"
  | "owner"
  | "business"
  | "pitch"
  | "other";

/** Topics whose answer is a fact of the business (the customer remembers having said it). */
export const factTopics = ["hours", "price", "headcount", "pain", "provider", "owner", "business"] as const;
export type FactTopic = (typeof factTopics)[number];

// Broad on purpose: each topic lists the ways people ask it, not only the words of one phrasing.
const topicPatterns: [Topic, RegExp][] = [
  ["goodbye", /\b(bye|goodbye|talk (to you )?(soon|later)|have a (good|great) (day|one))\b/],
  [
    "hours",
    /\b(how (many|much) (hours|time)|hours (a|per|every|each) (week|month|pay)|hours does|in time|of your (week|month|day|time)|eats? up|(spend|spending|takes?|taking|put|putting) (you )?[\w ]*\b(hours|time)\b|how long (does|do) (it|payroll|that|a pay run|you) take)\b/,
  ],
  [
    "price",
    /(\$|\b(how much (do|are|does) (you|it) (pay|spend|cost)|(expect|willing|want|like|ready) to (pay|spend)|what (do|are) you pay(ing)?|per employee|bill|paying (now|today|for (it|that|payroll))|run you|set you back|(monthly|yearly|annual) (spend|cost|bill)|spend (per|a|each) month|budget|price|pricing|costs? you|fees?|expensive|afford|per month|a month)\b)/,
  ],
  [
    "headcount",
    /\b(how many (people|employees|staff|workers|folks|team members|part-?timers|hands)|(how big|size) (is |of )?(your|the) (team|staff|crew|company|payroll)|employ|employees?|staff|crew|headcount|head count|team size|people (work|do you have|on payroll)|hire|hiring)\b/,
  ],
  [
    "pain",
    /\b(pain|hardest|toughest|annoying|worst|biggest (challenge|problem|headache|issue)|frustrat\w*|struggl\w*|headaches?|hassles?|problems?|challenges?|go(ne)? wrong|went wrong|keeps? you up|(like|hate|change) about|worr(y|ies|ied)|concerns?|difficult|tricky)\b/,
  ],
  [
    "next_step",
    /\b(next steps?|demo|follow[- ]?up|set up a (call|time|meeting)|book|schedule|meeting|calendar|send you|email you|call you back|open to|would you be willing|sign up|get started|trial|move forward|moving forward|need to see|what would it take|ready to)\b/,
  ],
  [
    "provider",
    /\b(who('s| is)? (does|runs|handles|handling|doing|taking care of) (your )?(payroll|paychecks)|how do you (pay|run|do|handle)|how (are|is|do) [\w ]*\bpaid\b|payroll (provider|company|service|today|now)|provider|currently use|using (now|today|a|any)|what do you use|software|system|paychecks?)\b/,
  ],
  ["owner", /\b(owner|who am i (speaking|talking) (with|to)|speaking with|your name|in charge|decision[- ]maker)\b/],
  [
    "business",
    /\b(business|shop|store|salon|restaurant|bakery|tell me about|what do you do|how long (have you|has it)|customers|been open)\b/,
  ],
  [
    "pitch",
    /\b(we (can|could|offer|help|make|provide|handle)|our (product|platform|service|software|app|team)|switch|save|automat\w*)\b/,
  ],
];

/**
 * Words that lean towards a topic, for a question none of the patterns above recognises ("Is payroll a big
 * time sink for you?"): the topic with the most of them wins; none leaves the turn unrecognised.
 */
const topicCues: [Topic, RegExp][] = [
  ["hours", /\b(time|hours?|minutes|long|sink|evenings?|weekends?)\b/g],
  ["price", /\b(pay(ing)?|paid|cost|costs|price|bill|fees?|charge[sd]?|spend|money|dollars|cheap|expensive)\b/g],
  ["headcount", /\b(people|staff|team|employees?|crew|folks|hands|numbers|size|big)\b/g],
  ["pain", /\b(wish|better|stress\w*|annoy\w*|hard|worst|wrong|problems?|worr\w*|hassle|difficult|trouble|mess)\b/g],
  ["next_step", /\b(time to|walk (you )?through|proposal|quote|next|together|forward|send|show you|call|meet)\b/g],
  ["provider", /\b(company|provider|service|software|app|tool|runs?|handles?|uses?|using|paychecks?)\b/g],
];

/** The topic a turn is mostly about: the most specific pattern it matches, else the most cues. */
function topicOf(text: string): Topic {
  const lower = text.toLowerCase();
  const matched = topicPatterns.find(([, pattern]) => pattern.test(lower))?.[0];
  if (matched) return matched;
  let best: Topic = "other";
  let bestCount = 0;
  for (const [topic, cues] of topicCues) {
    const count = lower.match(cues)?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [topic, count];
  }
  return best;
}

const questionStart =
  /^(how|what|what's|who|who's|when|where|which|why|do|does|did|are|is|can|could|would|will|have|has|tell me|walk me)\b/i;
const pitchPattern = topicPatterns.find(([topic]) => topic === "pitch")?.[1];

/** A statement that pitches ("We can save you hours every pay run.") is a pitch whatever else it mentions. */
function partTopic(part: string): Topic {
  const asked = part.endsWith("?") || questionStart.test(part);
  if (!asked && pitchPattern?.test(part.toLowerCase())) return "pitch";
  return topicOf(part);
}

/**
 * Each question of a turn, in the order asked ("How do you pay your team today, and how many people work for
 * you?" asks two): the turn is split at question marks and at "and" between questions, and each part gets its
 * topic. At most two, and a pitch only when nothing was asked.
 */
export function topicsOf(text: string): Topic[] {
  const parts = text.split(/(?<=\?)|\b(?:and|also|plus)\s+(?=(?:how|what|who|when|do|does|are|is|can|would)\b)/i);
  const topics: Topic[] = [];
  for (const part of parts) {
    const topic = part.trim() ? partTopic(part.trim()) : "other";
    if (topic !== "other" && !topics.includes(topic)) topics.push(topic);
  }
  const questions = topics.filter((topic) => topic !== "pitch");
  if (questions.length === 0) return [topics[0] ?? topicOf(text)];
  return questions.slice(0, 2);
}
