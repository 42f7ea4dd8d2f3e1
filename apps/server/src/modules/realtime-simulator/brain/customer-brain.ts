import { battingCageConstants, personalityTypeNames, type PersonalityType } from "@dugout/contracts/batting-cage";
import type { CustomerPersona } from "../../../integrations/realtime/port";
import { businessFacts } from "./business-facts";
import { instructionFacts } from "./instruction-facts";
import { objectionVoice, type ObjectionVoice } from "./objection-voices";
import { personalityStyles, type PersonalityStyle } from "./personality-style";
import { factTopics, topicsOf, type FactTopic, type Topic } from "./questions";

/** A salesperson's turn: typed text is known exactly; offline, speech is only detected, not understood. */
export type SalespersonTurn = { kind: "typed"; text: string } | { kind: "spoken" };

export interface CustomerReply {
  text: string;
  /** True only from the 12th minute on: the customer says goodbye and calls end_conversation. */
  endCall: boolean;
}

function isPersonality(value: string): value is PersonalityType {
  return (personalityTypeNames as readonly string[]).includes(value);
}

const isFactTopic = (topic: Topic): topic is FactTopic => (factTopics as readonly string[]).includes(topic);

/** "We run payroll through Gusto." said again: "Like I said, we run payroll through Gusto." */
function again(fact: string): string {
  const lowered = /^I\b/.test(fact) ? fact : fact.charAt(0).toLowerCase() + fact.slice(1);
  return `Like I said, ${lowered}`;
}

/**
 * The offline customer: rule based, driven by the persona of the call. It greets on the salesperson's
 * first turn, answers each question it is asked (head count, hours, price, provider, pain, next step, the
 * business) from the custom instructions' facts or else the persona, remembers what it already said,
 * brings up its objection in its own words when the conversation reaches it, then softens; and follows
 * the call's timing rules: closing from minute 10, goodbye (end_conversation) only from minute 12.
 */
export class CustomerBrain {
  private readonly style: PersonalityStyle;
  private readonly facts: Record<FactTopic, string>;
  private readonly objection: ObjectionVoice;
  private turns = 0;
  private greeted = false;
  private objectionRaised = false;
  private softened = 0;
  private closings = 0;
  private fillers = 0;
  private readonly said = new Set<FactTopic>();

  constructor(private readonly persona: CustomerPersona) {
    this.style = personalityStyles[isPersonality(persona.personality_type) ? persona.personality_type : "Friendly"];
    this.facts = { ...businessFacts(persona), ...instructionFacts(persona.custom_instructions) };
    this.objection = objectionVoice(persona.objection);
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
    const topics = turn?.kind === "typed" ? topicsOf(turn.text) : [this.nextScriptedTopic()];
    return { text: this.answer(topics), endCall: false };
  }

  /** Whether to check the clock (elapsed_minutes) before answering this turn. */
  shouldCheckClock(minutes: number, minutesAtLastCheck: number | null): boolean {
    const nextTurn = this.turns + 1;
    if (minutesAtLastCheck === null) return nextTurn >= 2;
    return minutes - minutesAtLastCheck >= 3 || minutes >= battingCageConstants.closingFromMinutes - 1;
  }

  /** Spoken turns are not understood offline: the customer walks through its facts in order. */
  private nextScriptedTopic(): Topic {
    for (const topic of ["business", "headcount", "provider"] as const) if (!this.said.has(topic)) return topic;
    return "pitch";
  }

  /** The answer to each question asked, then the objection when one of them reached it. */
  private answer(topics: Topic[]): string {
    const lines: string[] = [];
    let reachesObjection = false;
    for (const topic of topics) {
      if (isFactTopic(topic)) {
        lines.push(this.fact(topic));
        reachesObjection ||= this.objection.reachedBy.includes(topic);
      } else if (topic === "pitch" || topic === "next_step") {
        lines.push(this.respondToPitch(topic));
      } else if (topic === "goodbye") {
        lines.push("Before you go, what exactly are you offering?");
      } else if (!this.objectionRaised && this.turns >= 4) {
        // After a couple of exchanges the owner brings up the objection unprompted.
        lines.push(this.raiseObjection());
      } else {
        lines.push(this.filler());
      }
    }
    if (reachesObjection && !this.objectionRaised) lines.push(this.raiseObjection());
    return lines.join(" ");
  }

  private fact(topic: FactTopic): string {
    const fact = this.facts[topic];
    if (this.said.has(topic)) return again(fact);
    this.said.add(topic);
    return fact;
  }

  private raiseObjection(): string {
    this.objectionRaised = true;
    return this.style.objection(this.objection.says);
  }

  /** A pitch or a push for the next step: the objection first, then warmer step by step. */
  private respondToPitch(topic: "pitch" | "next_step"): string {
    if (!this.objectionRaised) {
      const objection = this.raiseObjection();
      return topic === "next_step" ? `I'm not ready for a next step. ${objection}` : objection;
    }
    const warmest = this.style.softening.length - 1;
    if (topic === "next_step" && this.softened >= warmest) return this.style.closing[1] ?? this.style.goodbye;
    const line = this.style.softening[Math.min(this.softened, warmest)] ?? this.filler();
    this.softened += 1;
    return topic === "next_step" ? `I'm not ready to commit to anything yet. ${line}` : line;
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
