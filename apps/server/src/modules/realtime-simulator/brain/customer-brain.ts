import {
  battingCageConstants,
  employeeCountValue,
  personalityTypeNames,
  type PersonalityType,
} from "@dugout/contracts/batting-cage";
import type { CustomerPersona } from "../../../integrations/realtime/port";
import { personalityStyles, type PersonalityStyle } from "./personality-style";

/** A salesperson's turn: typed text is known exactly; offline, speech is only detected, not understood. */
export type SalespersonTurn = { kind: "typed"; text: string } | { kind: "spoken" };

export interface CustomerReply {
  text: string;
  /** True only from the 12th minute on: the customer says goodbye and calls end_conversation. */
  endCall: boolean;
}

type Intent = "owner" | "employees" | "payroll" | "business" | "price" | "pitch" | "goodbye" | "other";

const intentPatterns: [Intent, RegExp][] = [
  ["goodbye", /\b(bye|goodbye|talk (to you )?(soon|later)|have a (good|great) day)\b/],
  ["owner", /\b(owner|who am i (speaking|talking) (with|to)|speaking with|your name|in charge)\b/],
  ["employees", /\b(employees?|staff|workers?|team|people work|how many|headcount|hire|hiring)\b/],
  ["payroll", /\b(payroll|pay (your|them|people|staff)|paychecks?|provider|currently use|using now|how do you pay)\b/],
  ["price", /(\$|\b(price|pricing|cost|costs|how much|fee|fees|expensive|cheap|budget)\b)/],
  [
    "pitch",
    /\b(we (can|could|offer|help|make|provide|handle)|our (product|platform|service|software|app|team)|switch|save|automat\w*|free trial|demo|sign up|onboard\w*)\b/,
  ],
  [
    "business",
    /\b(business|shop|store|salon|restaurant|bakery|tell me about|what do you do|how long|customers|open)\b/,
  ],
];

function intentOf(text: string): Intent {
  const lower = text.toLowerCase();
  return intentPatterns.find(([, pattern]) => pattern.test(lower))?.[0] ?? "other";
}

function isPersonality(value: string): value is PersonalityType {
  return (personalityTypeNames as readonly string[]).includes(value);
}

/**
 * The offline customer: rule based, driven by the persona of the call. It greets on the
 * salesperson's first turn, answers discovery questions from the business facts, raises the
 * configured objection in its personality's style, and follows the call's timing rules:
 * closing from minute 10, goodbye (end_conversation) only from minute 12.
 */
export class CustomerBrain {
  private readonly style: PersonalityStyle;
  private turns = 0;
  private greeted = false;
  private objectionRaised = false;
  private softened = 0;
  private closings = 0;
  private fillers = 0;
  private factsGiven = new Set<Intent>();

  constructor(private readonly persona: CustomerPersona) {
    this.style = personalityStyles[isPersonality(persona.personality_type) ? persona.personality_type : "Friendly"];
  }

  get salespersonTurns(): number {
    return this.turns;
  }

  reply(turn: SalespersonTurn | null, minutes: number): CustomerReply {
    if (turn) this.turns += 1;
    if (minutes >= battingCageConstants.noEndBeforeMinutes) return { text: this.style.goodbye, endCall: true };
    if (minutes >= battingCageConstants.closingFromMinutes) return { text: this.closing(), endCall: false };
    if (!this.greeted) {
      this.greeted = true;
      return { text: this.style.greeting(this.persona.business_name), endCall: false };
    }
    const intent = turn?.kind === "typed" ? intentOf(turn.text) : this.nextScriptedIntent();
    return { text: this.answer(intent), endCall: false };
  }

  /** Whether to check the clock (elapsed_minutes) before answering this turn. */
  shouldCheckClock(minutes: number, minutesAtLastCheck: number | null): boolean {
    const nextTurn = this.turns + 1;
    if (minutesAtLastCheck === null) return nextTurn >= 2;
    return minutes - minutesAtLastCheck >= 3 || minutes >= battingCageConstants.closingFromMinutes - 1;
  }

  /** Spoken turns are not understood offline: the customer walks through its facts in order. */
  private nextScriptedIntent(): Intent {
    for (const intent of ["business", "employees", "payroll"] as const) if (!this.factsGiven.has(intent)) return intent;
    return "pitch";
  }

  private answer(intent: Intent): string {
    switch (intent) {
      case "employees":
      case "payroll":
      case "business":
        this.factsGiven.add(intent);
        return this.fact(intent);
      case "price":
      case "pitch":
        return this.respondToPitch();
      case "goodbye":
        return "Before you go, what exactly are you offering?";
      case "owner":
        return `Yes, I own ${this.persona.business_name}. What's this about?`;
      case "other":
        // After a couple of exchanges the owner brings up the objection unprompted.
        if (!this.objectionRaised && this.turns >= 4) return this.respondToPitch();
        return this.filler();
    }
  }

  private respondToPitch(): string {
    if (!this.objectionRaised) {
      this.objectionRaised = true;
      return this.style.objection(this.persona.objection);
    }
    const line = this.style.softening[Math.min(this.softened, this.style.softening.length - 1)] ?? this.filler();
    this.softened += 1;
    return line;
  }

  private fact(intent: "employees" | "payroll" | "business"): string {
    const { persona } = this;
    const inception = persona.customer_type === "Inception";
    if (intent === "business") {
      return inception
        ? `We're a ${persona.business_type.toLowerCase()}, ${persona.business_name}. We're just getting started and opening our doors soon.`
        : `We're a ${persona.business_type.toLowerCase()}, ${persona.business_name}. We've been open a few years now.`;
    }
    if (intent === "employees") {
      const count =
        employeeCountValue[persona.employee_count as keyof typeof employeeCountValue] ?? persona.employee_count;
      return inception
        ? `Right now it's just me, but I'm planning to hire about ${count} people, so ${persona.employee_count}.`
        : `We have about ${count} employees, somewhere in the ${persona.employee_count} range.`;
    }
    return this.payrollFact(inception);
  }

  private payrollFact(inception: boolean): string {
    const provider = this.persona.payroll_provider;
    switch (provider) {
      case "No Payroll Provider":
        return inception ? "I haven't set up payroll at all yet." : "We don't use a payroll provider.";
      case "My CPA handles Payroll for me":
        return "My CPA handles payroll for me.";
      case "I do it myself":
        return "I do payroll myself, by hand.";
      default:
        return inception
          ? `I haven't run payroll yet. I was looking at ${provider}.`
          : `We run payroll through ${provider}.`;
    }
  }

  private closing(): string {
    const line = this.style.closing[this.closings % this.style.closing.length] ?? this.style.goodbye;
    this.closings += 1;
    return line;
  }

  private filler(): string {
    const line = this.style.filler[this.fillers % this.style.filler.length] ?? "Okay.";
    this.fillers += 1;
    return line;
  }
}
