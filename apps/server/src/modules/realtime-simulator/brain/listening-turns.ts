import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";
import type { CustomerPersona } from "../../../integrations/realtime/port";
import type { FactTopic } from "./questions";

/**
 * A fixed set of 40 salesperson turns, each with the question it asks, and what counts as an answer to
 * it: the yardstick of "a customer that listens" (the bench prints the share answered, the test holds it).
 * Each check reads only the reply, not how the customer understood the turn.
 */
export type AskedTopic = FactTopic | "next_step";

export const listeningTurns: { text: string; asks: AskedTopic }[] = [
  { text: "How many employees do you have?", asks: "headcount" },
  { text: "How big is your team right now?", asks: "headcount" },
  { text: "How many people work for you?", asks: "headcount" },
  { text: "Roughly how many staff are on the payroll?", asks: "headcount" },
  { text: "Are you hiring anyone this year, and how many people do you have today?", asks: "headcount" },
  { text: "What's your headcount these days?", asks: "headcount" },
  { text: "How many hours a week do you spend on it?", asks: "hours" },
  { text: "How much time does payroll take you each pay period?", asks: "hours" },
  { text: "How long does it take you to run payroll?", asks: "hours" },
  { text: "How many hours a month go into payroll?", asks: "hours" },
  { text: "What does a pay run cost you in time?", asks: "hours" },
  { text: "How much time do you spend on timesheets and paychecks?", asks: "hours" },
  { text: "What are you paying for payroll today?", asks: "price" },
  { text: "How much do you spend on payroll each month?", asks: "price" },
  { text: "Do you have a budget in mind for this?", asks: "price" },
  { text: "What does your current setup cost you?", asks: "price" },
  { text: "Are the fees you pay now reasonable?", asks: "price" },
  { text: "What would you expect to pay for a service like this?", asks: "price" },
  { text: "Who does your payroll today?", asks: "provider" },
  { text: "How do you pay your team at the moment?", asks: "provider" },
  { text: "What system do you use for payroll?", asks: "provider" },
  { text: "Which payroll provider are you with?", asks: "provider" },
  { text: "Who handles payroll for you?", asks: "provider" },
  { text: "What software do you use to pay people?", asks: "provider" },
  { text: "What's the hardest part of payroll for you?", asks: "pain" },
  { text: "What frustrates you about how payroll works now?", asks: "pain" },
  { text: "What's your biggest headache with payroll?", asks: "pain" },
  { text: "Is there anything that worries you about payroll?", asks: "pain" },
  { text: "What problems have you had with paying people?", asks: "pain" },
  { text: "What keeps you up at night about payroll?", asks: "pain" },
  { text: "What would be a good next step for you?", asks: "next_step" },
  { text: "Would you be open to a quick demo next week?", asks: "next_step" },
  { text: "Can I send you some information by email?", asks: "next_step" },
  { text: "Could we set up a call with your partner?", asks: "next_step" },
  { text: "Would you like to get started with a free trial?", asks: "next_step" },
  { text: "Tell me about your business.", asks: "business" },
  { text: "What kind of business do you run?", asks: "business" },
  { text: "How long have you been open?", asks: "business" },
  { text: "Am I speaking with the owner?", asks: "owner" },
  { text: "Who am I speaking with?", asks: "owner" },
];

/** Three owners unlike each other: a switcher with a provider, a first-time employer, a do-it-yourselfer. */
export const listeningPersonas: CustomerPersona[] = [
  { ...battingCageExampleCustomer, personality_type: "Skeptical" },
  {
    customer_type: "Inception",
    objection: "I don't have any employees yet, so I don't need payroll right now.",
    business_name: "Bright Paws Grooming",
    employee_count: "1-5",
    business_type: "Pet grooming",
    payroll_provider: "No Payroll Provider",
    personality_type: "Friendly",
    custom_instructions: "",
  },
  {
    customer_type: "Switcher",
    objection: "I just do it myself with a spreadsheet. It only takes me an hour every couple of weeks.",
    business_name: "Corner Auto",
    employee_count: "10-20",
    business_type: "Auto repair shop",
    payroll_provider: "I do it myself",
    personality_type: "Direct",
    custom_instructions: "",
  },
];

const providerWords =
  /\b(ADP|Gusto|Quickbooks|Paychex|Square|CPA|accountant|myself|by hand|spreadsheet|payroll provider|set up payroll|haven't run payroll)\b/i;

/** Whether a reply answers the question asked (for the persona's provider and business type). */
export function answersQuestion(asks: AskedTopic, reply: string, persona: CustomerPersona): boolean {
  switch (asks) {
    case "headcount":
      return /\b(\d+|a couple of|a few)\b[^.]*\b(employees|people|part-timers|staff)\b|\bjust me\b/i.test(reply);
    case "hours":
      return /\b(\d+|an|a few|a couple of)\s+hours?\b|\ban hour\b/i.test(reply);
    case "price":
      return /\$\d|\bdollars\b|\bnothing (but|yet)\b|\bmonthly bill\b|\bcosts?\b/i.test(reply);
    case "provider":
      return providerWords.test(reply) || reply.includes(persona.payroll_provider);
    case "pain":
      return /\b(hard|headaches?|mistakes?|deadlines?|worr\w*|nervous|scare\w*|waiting|phone|penalty|taxes)\b/i.test(
        reply,
      );
    case "next_step":
      return /\b(email|send|call|meet\w*|demo|next week|follow|partner|not ready|few months|start\w*|set up|trial|details|talking)\b/i.test(
        reply,
      );
    case "business":
      return reply.toLowerCase().includes(persona.business_type.toLowerCase()) || /\bopen\b/i.test(reply);
    case "owner":
      return /\b(I own|owner|my name)\b/i.test(reply);
  }
}
