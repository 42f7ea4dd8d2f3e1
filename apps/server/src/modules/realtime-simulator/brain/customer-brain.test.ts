import { describe, expect, it } from "vitest";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";
import type { CustomerPersona } from "../../../integrations/realtime/port";
import { CustomerBrain } from "./customer-brain";

const persona: CustomerPersona = { ...battingCageExampleCustomer, personality_type: "Skeptical" };
const typed = (text: string) => ({ kind: "typed" as const, text });

describe("the simulator's customer", () => {
  it("greets with the business name in the personality's style on the salesperson's first turn", () => {
    expect(new CustomerBrain(persona).reply(typed("Hi there!"), 0).text).toBe(
      "This is Maple Street Bakery. If this is a sales call, I've heard them all.",
    );
    expect(new CustomerBrain({ ...persona, personality_type: "Busy/Impatient" }).reply(typed("Hi"), 0).text).toBe(
      "Maple Street Bakery, yeah. I've only got a minute, what's this about?",
    );
  });

  it("answers discovery questions from the business facts", () => {
    const brain = new CustomerBrain(persona);
    brain.reply(typed("Hello"), 0);
    expect(brain.reply(typed("How many employees do you have?"), 1).text).toBe(
      "We have about 7 employees, somewhere in the 5-10 range.",
    );
    expect(brain.reply(typed("How do you run payroll today?"), 2).text).toBe("We run payroll through Gusto.");
    expect(brain.reply(typed("Tell me about your business."), 3).text).toContain(
      "We're a bakery, Maple Street Bakery.",
    );
    expect(brain.reply(typed("Am I speaking with the owner?"), 3).text).toBe(
      "Yes, I own Maple Street Bakery. What's this about?",
    );
  });

  it("speaks as a first-time employer when the customer type is Inception", () => {
    const brain = new CustomerBrain({
      ...persona,
      customer_type: "Inception",
      payroll_provider: "No Payroll Provider",
    });
    brain.reply(typed("Hello"), 0);
    expect(brain.reply(typed("How many people work there?"), 1).text).toContain("it's just me");
    expect(brain.reply(typed("Who does your payroll?"), 1).text).toBe("I haven't set up payroll at all yet.");
  });

  it("answers the question asked, including two in one turn, and remembers what it already said", () => {
    const brain = new CustomerBrain(persona);
    brain.reply(typed("Hello"), 0);
    expect(brain.reply(typed("How many hours a week do you spend on it?"), 1).text).toBe(
      "Maybe 2 hours each pay run, checking the hours and fixing mistakes.",
    );
    expect(brain.reply(typed("How do you pay your team today, and how many people work for you?"), 2).text).toBe(
      "We run payroll through Gusto. We have about 7 employees, somewhere in the 5-10 range.",
    );
    expect(brain.reply(typed("Sorry, how many employees was that?"), 3).text).toBe(
      "Like I said, we have about 7 employees, somewhere in the 5-10 range.",
    );
  });

  it("brings up its objection in its own words when the conversation reaches it, then softens", () => {
    const brain = new CustomerBrain(persona);
    brain.reply(typed("Hello"), 0);
    // A price question reaches a price objection: the answer, then the objection, not recited.
    const answer = brain.reply(typed("What are you paying for payroll today?"), 1).text;
    expect(answer).toBe(
      "We pay Gusto around $80 a month, all in. I've heard this pitch before. Money's tight, and another monthly bill is the last thing I need right now. Why would you be any different?",
    );
    expect(answer).not.toContain(persona.objection);
    expect(brain.reply(typed("Our platform automates tax filings."), 3).text).toBe(
      "Every company says that. What are the hidden fees?",
    );
  });

  it("keeps its objection for a pitch when the questions asked do not lead to it", () => {
    const brain = new CustomerBrain(persona);
    brain.reply(typed("Hello"), 0);
    expect(brain.reply(typed("Who does your payroll?"), 1).text).toBe("We run payroll through Gusto.");
    expect(brain.reply(typed("We can save you hours every pay run."), 2).text).toMatch(
      /^I've heard this pitch before\. Money's tight/,
    );
  });

  it("answers from the facts in the custom instructions, and leaves directions about behaviour alone", () => {
    const brain = new CustomerBrain({
      ...persona,
      custom_instructions:
        "You have 12 employees and pay them every Friday. Your biggest headache is overtime math. Be impatient. You should never agree to a demo.",
    });
    brain.reply(typed("Hello"), 0);
    expect(brain.reply(typed("How many people work for you?"), 1).text).toBe(
      "I have 12 employees and pay them every Friday.",
    );
    expect(brain.reply(typed("What's the biggest challenge with payroll?"), 2).text).toBe(
      "My biggest headache is overtime math.",
    );
  });

  it("walks through its facts and the objection on spoken turns it cannot understand", () => {
    const brain = new CustomerBrain(persona);
    const lines = [0, 1, 2, 3, 4].map((minute) => brain.reply({ kind: "spoken" }, minute).text);
    expect(lines[1]).toContain("Maple Street Bakery");
    expect(lines[2]).toBe("We have about 7 employees, somewhere in the 5-10 range.");
    expect(lines[3]).toBe("We run payroll through Gusto.");
    expect(lines[4]).toContain("Money's tight");
  });

  it("closes from minute 10 and ends the call only from minute 12", () => {
    const brain = new CustomerBrain(persona);
    brain.reply(typed("Hello"), 0);
    expect(brain.reply(typed("What do you think?"), 9.99).endCall).toBe(false);
    const closing = brain.reply(typed("What do you think?"), 10);
    expect(closing).toEqual({
      text: "I need to get back to the business in a few minutes. What would the next step be?",
      endCall: false,
    });
    expect(brain.reply(typed("Bye for now!"), 11.99).endCall).toBe(false);
    expect(brain.reply(typed("One more thing"), 12)).toEqual({
      text: "Thanks for your time. I have to go now. Goodbye!",
      endCall: true,
    });
  });

  it("checks the clock on the second turn, then every 3 minutes and on every turn from minute 9", () => {
    const brain = new CustomerBrain(persona);
    expect(brain.shouldCheckClock(0, null)).toBe(false);
    brain.reply(typed("Hello"), 0);
    expect(brain.shouldCheckClock(1, null)).toBe(true);
    expect(brain.shouldCheckClock(3, 1)).toBe(false);
    expect(brain.shouldCheckClock(4, 1)).toBe(true);
    expect(brain.shouldCheckClock(9, 8.5)).toBe(true);
  });
});
