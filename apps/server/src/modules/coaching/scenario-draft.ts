import {
  businessTypes,
  employeeCountLabels,
  objections,
  payrollProviders,
  type CustomerType,
  type Objection,
  type PayrollProvider,
  type PersonalityType,
} from "@dugout/contracts/batting-cage-lists";
import { coachingConstants, type MinedObjection, type WeakCategory } from "@dugout/contracts/coaching";
import { scenarioLimits, type ScenarioDifficulty, type ScenarioValues } from "@dugout/contracts/practice-scenarios";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";

/**
 * A scenario drafted from a rep's weak spots and their prospects' objections (docs/requirements/coaching.md#the-draft):
 * the customer raises the mined objections in turn and behaves so that the weak categories are tested. The
 * manager reviews and edits it before anything is saved, so the fields the data says nothing about are drawn
 * at random, as a new configuration's randomised fields are.
 */

export type Random = () => number;

const choose = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("Nothing to choose from");
  return item;
};

/** How the simulated customer tests each category: concrete behaviour, not a label. */
export const customerBehaviour: Record<ScoreCategoryKey, string> = {
  ace_score:
    "Do not offer an agenda or say how long you have. Wait to see whether the rep thanks you, sets an agenda, agrees how long the call takes and what happens at the end; if they do not, sound unsure what the call is for.",
  discovery_effectiveness_score:
    'Do not volunteer your pain. Answer the first question about problems vaguely ("it\'s fine, mostly") and only say what payroll costs you in time and money when the rep asks why it matters, what it costs or what happens if nothing changes.',
  discovery_depth_score:
    "Answer briefly; make the rep ask follow-up questions. Share your team size, pay schedule, taxes, benefits, contractors, who else decides and your timeline only when asked about each.",
  consultation_teach_score:
    "Act as if you know payroll well. Only show interest when the rep tells you something new: a compliance risk, a penalty, or what similar businesses do.",
  consultation_tailor_score:
    "Mention two specifics of your business early (for example overtime tracked by hand and an employee in another state), and lose interest when the rep lists features without tying them to what you said.",
  consultation_control_score:
    "Drift into stories about your staff and customers, and leave the end of the call open: agree to a next step only when the rep proposes a concrete, dated one.",
  objection_probing_score:
    "State each objection briefly, without the reason behind it. Reveal the real concern only when the rep asks what makes you say that, or asks you to say more.",
  objection_responding_score:
    "Do not accept a first answer without proof: ask for an example, a figure or a guarantee, and say whether your concern is resolved only when the rep checks.",
};

/** The personality that exercises a category best. */
const personalityFor: Record<ScoreCategoryKey, PersonalityType> = {
  ace_score: "Busy/Impatient",
  discovery_effectiveness_score: "Reserved",
  discovery_depth_score: "Reserved",
  consultation_teach_score: "Analytical",
  consultation_tailor_score: "Direct",
  consultation_control_score: "Talkative",
  objection_probing_score: "Skeptical",
  objection_responding_score: "Skeptical",
};

/** The weaker the rep in the aimed-at categories, the harder the customer presses on them. */
export function difficultyOf(weak: readonly WeakCategory[]): ScenarioDifficulty {
  const mean = weak.reduce((sum, category) => sum + category.average, 0) / Math.max(1, weak.length);
  if (mean < coachingConstants.hardBelow) return "hard";
  if (mean < coachingConstants.mediumBelow) return "medium";
  return "easy";
}

/** A customer who has no payroll yet cannot object to switching, and the other way round. */
const inceptionObjections = new Set<Objection>(["I don't have any employees yet, so I don't need payroll right now."]);

function customerFor(objection: Objection, random: Random): { type: CustomerType; provider: PayrollProvider } {
  if (inceptionObjections.has(objection)) return { type: "Inception", provider: "No Payroll Provider" };
  if (objection.includes("accountant")) return { type: "Switcher", provider: "My CPA handles Payroll for me" };
  if (objection.includes("spreadsheet")) return { type: "Switcher", provider: "I do it myself" };
  if (objection.includes("point-of-sale")) return { type: "Switcher", provider: "Square" };
  const providers = payrollProviders.filter(
    (provider) => !["No Payroll Provider", "My CPA handles Payroll for me", "I do it myself"].includes(provider),
  );
  return { type: "Switcher", provider: choose(random, providers) };
}

const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] || name.trim() || "Rep";

function scenarioName(repName: string, weak: readonly WeakCategory[]): string {
  const name = `${firstNameOf(repName)}: ${weak.map((category) => category.label).join(" + ")}`;
  return name.length > scenarioLimits.nameMax ? `${name.slice(0, scenarioLimits.nameMax - 1)}…` : name;
}

function instructions(weak: readonly WeakCategory[], raised: readonly Objection[]): string {
  const parts = [
    `This practice call trains ${weak.map((category) => category.label).join(" and ")}.`,
    raised.length > 1
      ? `Raise these objections in turn, one at a time, and move to the next only once the rep has dealt with the one before:\n${raised.map((objection, index) => `${index + 1}. "${objection}"`).join("\n")}`
      : `Raise this objection when payroll comes up, and come back to it if the rep moves on too fast: "${raised[0] ?? ""}"`,
    ...weak.map((category) => `${category.label}: ${customerBehaviour[category.key]}`),
  ];
  return parts.join("\n\n");
}

/**
 * The draft: named "<first name>: <weak categories>", as hard as the rep is weak, aimed at the weak categories,
 * its customer raising the most raised objections (a random one when none was found).
 */
export function draftScenario(
  repName: string,
  weak: readonly WeakCategory[],
  mined: readonly MinedObjection[],
  random: Random = Math.random,
): ScenarioValues {
  const raised = mined.slice(0, coachingConstants.objectionsInDraft).map((entry) => entry.objection);
  const objection = raised[0] ?? choose(random, objections);
  const customer = customerFor(objection, random);
  const weakest = weak[0];
  return {
    name: scenarioName(repName, weak),
    difficulty: difficultyOf(weak),
    categories: weak.map((category) => category.key),
    configuration: {
      customer_type: customer.type,
      objection,
      business_name: null,
      employee_count: choose(random, employeeCountLabels),
      business_type: choose(random, businessTypes),
      payroll_provider: customer.provider,
      personality_type: weakest ? personalityFor[weakest.key] : "Friendly",
      custom_instructions: instructions(weak, raised.length ? raised : [objection]),
      randomize_customer_type: false,
      randomize_objection: false,
      // A new business name each call: the name teaches nothing, and reps should not learn the script by it.
      randomize_business_name: true,
      randomize_employee_count: false,
      randomize_business_type: false,
      randomize_payroll_provider: false,
      randomize_personality_type: false,
      hide_scenario_from_reps: false,
    },
  };
}
