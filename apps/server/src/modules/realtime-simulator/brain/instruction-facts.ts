import type { FactTopic } from "./questions";

/**
 * Facts an admin wrote into the custom instructions ("You have 12 employees and pay them every Friday."),
 * filed by the topic they answer and turned into the owner's first person ("I have 12 employees and pay
 * them every Friday."). Directions about behaviour ("Be impatient", "You should never agree") are not
 * facts: the offline customer leaves them to its personality.
 */
export type InstructionFacts = Partial<Record<FactTopic, string>>;

// The first matching topic wins, most specific first (as for the salesperson's questions).
const factPatterns: [FactTopic, RegExp][] = [
  ["hours", /\b\d+\s*(hours?|hrs?)\b|\bhours? (a|per|every|each)\b|\b(takes?|spend|spends) .*\b(hours?|time)\b/i],
  ["price", /\$\s*\d|\b\d+\s*dollars\b|\bbudget\b|\b(pays?|paying|costs?)\b.*\b(a|per) (month|year|employee)\b/i],
  [
    "headcount",
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a few|a couple of)\s+(\w+\s)?(employees|staff|people|workers|part-?timers|hires|team members)\b/i,
  ],
  ["pain", /\b(hates?|frustrat\w*|problems?|pain|struggl\w*|worr\w*|mistakes?|errors?|late|headaches?|stress\w*)\b/i],
  [
    "provider",
    /\b(ADP|Gusto|Quickbooks|Paychex|Square|provider|payroll (company|service|software)|accountant|CPA|spreadsheet|by hand|in cash)\b/i,
  ],
  ["owner", /\b(name is|named|owns?|owner|partner)\b/i],
  ["business", /\b(opened|open since|years|founded|locations?|customers|shop|store|sells?)\b/i],
];

const directive =
  /\b(should|must|never|always|don't|do not|act|pretend|be (more|very|less)|play|respond|reply|answer)\b/i;
const factStart = /^(you|your|the (business|owner|company|shop|store)|we|our|i|my)\b/i;

/** "you"/"your" → "I"/"my": the admin writes to the customer; the customer speaks for itself. */
function firstPerson(sentence: string): string {
  return sentence
    .replace(/\byou are\b/gi, "I am")
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byou've\b/gi, "I've")
    .replace(/\byou'll\b/gi, "I'll")
    .replace(/\byour\b/gi, "my")
    .replace(/\byours\b/gi, "mine")
    .replace(/\byourself\b/gi, "myself")
    .replace(/(^|\b(?:and|but|so|because|when|if|that|who|where)\s+)you\b/gi, "$1I")
    .replace(/\byou\b/gi, "me")
    .replace(/^(i|my)\b/, (word) => (word === "i" ? "I" : "My"))
    .replace(/\bi\b/g, "I");
}

export function instructionFacts(instructions: string): InstructionFacts {
  const facts: InstructionFacts = {};
  const sentences = instructions
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  for (const sentence of sentences) {
    if (!factStart.test(sentence) || directive.test(sentence)) continue;
    const topic = factPatterns.find(([, pattern]) => pattern.test(sentence))?.[0];
    if (!topic || facts[topic]) continue;
    const spoken = firstPerson(sentence);
    facts[topic] = /[.!?]$/.test(spoken) ? spoken : `${spoken}.`;
  }
  return facts;
}
