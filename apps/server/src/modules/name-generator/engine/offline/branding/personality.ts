import { withArticle } from "../articles";
import { hashText, seededRandom } from "../rng";
import type { VibeStock } from "../vibes";
import { type Dimension, dimensions } from "./brand-voice";

/** Adjectives for each of Aaker's dimensions: each name draws its own, so two names never read alike. */
const traitPool: Record<Dimension, readonly string[]> = {
  sincerity: ["warm", "honest", "down-to-earth", "friendly", "genuine", "caring", "wholesome", "cheerful"],
  excitement: ["spirited", "imaginative", "lively", "daring", "playful", "bold", "fresh", "cheeky"],
  competence: ["reliable", "capable", "clear-headed", "precise", "dependable", "efficient", "steady", "thorough"],
  sophistication: ["refined", "charming", "polished", "graceful", "elegant", "discerning", "stylish", "understated"],
  ruggedness: ["tough", "adventurous", "no-nonsense", "sturdy", "hard-working", "outdoorsy", "resilient", "rugged"],
};

function draw(pool: readonly string[], count: number, random: () => number, avoid: readonly string[] = []): string[] {
  const left = pool.filter((word) => !avoid.includes(word));
  const chosen: string[] = [];
  while (chosen.length < count && left.length > 0) {
    const [word] = left.splice(Math.floor(random() * left.length), 1);
    if (word) chosen.push(word);
  }
  return chosen;
}

/** What the name's own shape says about it: one short word, one coined word, an alliteration, or plain words. */
function shapeOf(name: string): string {
  const words = name.split(/[\s&-]+/).filter((word) => /[A-Za-z]/.test(word));
  const letters = name.replace(/[^A-Za-z]/g, "").length;
  if (words.length === 1 && letters <= 8)
    return `As one short word, ${name} is quick to say and easy to fit on a sign.`;
  if (words.length === 1) return `As a single coined word, ${name} is easy to own and easy to search for.`;
  const initials = words.map((word) => word.charAt(0).toUpperCase());
  if (words.length >= 2 && initials.every((initial) => initial === initials[0])) {
    return `The repeated "${initials[0] ?? ""}" sound of ${name} makes it stick after one hearing.`;
  }
  return `Its ${words.length === 2 ? "two" : words.length} words say plainly what it offers, so it needs little explaining.`;
}

/**
 * The brand personality of one name: its lead dimension comes from the name's own words (the idea's breaks
 * a tie when the name's words say little), the supporting one from the idea, the traits are drawn for
 * this name, and one sentence is about the name's shape. So the names of one idea each read differently.
 */
export function personality(
  name: string,
  ideaRanked: Dimension[],
  nameRanked: Dimension[],
  vibe: VibeStock,
  customer: string,
): string {
  const random = seededRandom(hashText(`${name}|personality`));
  const first = nameRanked[0] ?? ideaRanked[0] ?? "sincerity";
  const second = ideaRanked.find((dimension) => dimension !== first) ?? "competence";
  // The vibe is named on its own ("with an elegant feel"): not drawn again as a trait.
  const vibeWord = vibe.label.toLowerCase();
  const [t1 = "warm", t2 = "honest", t3 = "genuine"] = draw(traitPool[first], 3, random, [vibeWord]);
  const [s1 = "reliable", s2 = "steady"] = draw(traitPool[second], 2, random, [vibeWord, t1, t2, t3]);
  const audience = customer.trim().replace(/[.!]+$/, "") || "its customers";
  return [
    `${name} comes across as ${t1}, ${t2} and ${t3}: a brand built on ${first}, with ${withArticle(vibeWord)} feel.`,
    `It ${dimensions[first].voice}.`,
    shapeOf(name),
    `A streak of ${second} keeps it ${s1} and ${s2}, so ${audience} know what to expect every time.`,
  ].join(" ");
}
