import type { ScoreCategoryKey } from "@dugout/contracts/scoring";

/**
 * Builds realistic demo transcripts: for each rubric category the rep shows some of its
 * behaviours, more often the more skilled the rep is. The heuristic scorer then scores them,
 * so seeded scores agree with what was said.
 */
export type Random = () => number;

/** mulberry32: a small deterministic PRNG, so the seed gives the same calls every time. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

type Exchange = [rep: string, prospect: string];

const behaviours: Record<ScoreCategoryKey, Exchange[]> = {
  ace_score: [
    ["Thanks for taking the time today, {first}.", "Of course, happy to chat."],
    [
      "Here's what I was thinking we'd cover: how you run payroll today, what's not working, and whether we can help.",
      "Sounds good.",
    ],
    [
      "At the end of the call, if it's not a fit, just tell me and we'll part as friends. Does that work?",
      "That works for me.",
    ],
    ["We have about thirty minutes blocked, right?", "Yes, I have a hard stop at the half hour."],
  ],
  discovery_effectiveness_score: [
    ["What prompted you to take this call?", "Honestly, payroll is eating my Friday afternoons."],
    ["What's the biggest headache with payroll right now?", "Keeping track of overtime by hand."],
    ["How does that impact the rest of your week?", "I fall behind on quotes for customers."],
    ["Why now, rather than next year?", "We're hiring four people next month."],
    ["How much time does it take you each pay run?", "Four or five hours, sometimes more."],
  ],
  discovery_depth_score: [
    ["How many employees do you have today?", "Twelve, plus a couple of seasonal hires."],
    ["What's your pay schedule, weekly or bi-weekly?", "Bi-weekly for everyone."],
    ["Who handles your payroll taxes and filings?", "My accountant, at the end of each quarter."],
    ["Do you offer benefits like a 401(k) or a health plan?", "Not yet, but the team keeps asking."],
    [
      "Who else is involved in a decision like this?",
      "My business partner signs off on anything over a few hundred dollars.",
    ],
    ["What's your timeline, when are you looking to switch?", "Ideally before the new quarter."],
    ["Do you pay any contractors on a 1099?", "Two of them, yes."],
    ["Anyone working from other states?", "One person moved to Ohio last year."],
  ],
  consultation_teach_score: [
    ["We see a lot of businesses your size get caught out by new-hire reporting.", "I had no idea that was a thing."],
    ["Did you know a common mistake is misclassifying contractors?", "Hm, we might be doing that."],
    ["Late filings can mean penalties of several hundred dollars each quarter.", "That would hurt."],
    ["On average, owners we work with typically save four hours a month.", "That would help a lot."],
  ],
  consultation_tailor_score: [
    ["You mentioned overtime is tracked by hand, so automatic time import would matter most for you.", "Yes, exactly."],
    ["Based on what you told me about the new hires, onboarding packets would save you a day.", "That's useful."],
    ["In your case, with the person in Ohio, we'd file the state taxes for you.", "Good to know."],
    ["So for you, the quarterly tax filing is where we'd start.", "That makes sense."],
  ],
  consultation_control_score: [
    ["Let's get back to the pay schedule for a second, to keep us on track.", "Sure."],
    ["As a next step, I'd suggest a short demo with your partner.", "I think she'd want to see it."],
    ["Let's schedule that now. I'll send a calendar invite.", "Okay, send it over."],
    ["Can we do it by Thursday?", "Thursday afternoon works."],
  ],
  objection_probing_score: [
    ["What makes you say that?", "Well, we've had a bad experience switching before."],
    ["When you say expensive, compared to what?", "Compared to what my accountant charges."],
    ["Help me understand, is that the main concern?", "That and the time it takes to switch."],
  ],
  objection_responding_score: [
    ["That's fair. Many owners told us the same before switching.", "Really?"],
    ["Most save more than the fee in time alone, so the return on it is quick.", "If that's true, it pays for itself."],
    ["We handle the move for you, and there's a case study from a shop like yours.", "I'd like to read that."],
    ["Does that address the concern?", "Mostly, yes."],
  ],
};

const objections = [
  "Honestly, it sounds too expensive for us right now.",
  "We already have a provider and it mostly works.",
  "It's not a good time, we're in our busy season.",
  "I need to think about it.",
  "We're pretty happy with our current setup.",
];

const smallTalk: Exchange[] = [
  ["How's business been this month?", "Busy, which is a good problem to have."],
  ["Can you hear me all right?", "Loud and clear."],
  ["Let me share my screen for a moment.", "I can see it."],
  ["Sorry, my dog is barking in the background.", "No worries, mine does the same."],
];

const pitch: Exchange[] = [
  ["We run payroll, taxes and benefits in one place.", "Okay."],
  ["Our plans start with the basics and grow with you.", "What does that cost?"],
  ["Pay runs take a few minutes once you're set up.", "That would be nice."],
];

/** skill per category in 0..1: the chance that the rep shows each behaviour of it. */
export function demoTranscript(
  random: Random,
  names: { rep: string; prospect: string; company: string },
  skill: Record<ScoreCategoryKey, number>,
): string {
  const lines: string[] = [];
  const repName = names.rep.split(" ")[0] ?? names.rep;
  const first = names.prospect.split(" ")[0] ?? names.prospect;
  const say = ([rep, prospect]: Exchange) => {
    lines.push(`${repName} (Rep): ${rep.replace("{first}", first)}`);
    lines.push(`${first} (Prospect): ${prospect}`);
  };
  const shows = (key: ScoreCategoryKey) => behaviours[key].filter(() => random() < skill[key]);

  lines.push(
    `${repName} (Rep): Hi ${first}, this is ${repName} from Dugout Payroll. Am I speaking with ${names.company}?`,
  );
  lines.push(`${first} (Prospect): Yes, that's us.`);
  for (const exchange of shows("ace_score")) say(exchange);
  if (random() < 0.5) say(pick(random, smallTalk));
  const discovery = [...shows("discovery_effectiveness_score"), ...shows("discovery_depth_score")];
  for (const exchange of discovery) say(exchange);
  if (discovery.length < 2) say(pick(random, pitch));
  for (const exchange of shows("consultation_teach_score")) say(exchange);
  say(pick(random, pitch));
  for (const exchange of shows("consultation_tailor_score")) say(exchange);
  if (random() < 0.7) {
    lines.push(`${first} (Prospect): ${pick(random, objections)}`);
    lines.push(`${repName} (Rep): I hear you.`);
    for (const exchange of shows("objection_probing_score")) say(exchange);
    for (const exchange of shows("objection_responding_score")) say(exchange);
  }
  for (const exchange of shows("consultation_control_score")) say(exchange);
  lines.push(`${repName} (Rep): Thanks again, ${first}. Talk soon.`);
  lines.push(`${first} (Prospect): Bye now.`);
  return lines.join("\n");
}
