import { employeeCountValue } from "@dugout/contracts/batting-cage";
import type { CustomerPersona } from "../../../integrations/realtime/port";
import type { FactTopic } from "./questions";

/**
 * What the owner knows about its own business, from the call's persona: one answer per question a
 * salesperson asks in discovery. Figures the persona does not hold (hours on payroll, what it costs today)
 * follow from the head count and the way payroll is run, so the same persona always answers the same.
 */
export function businessFacts(persona: CustomerPersona): Record<FactTopic, string> {
  const inception = persona.customer_type === "Inception";
  const count = employeeCountValue[persona.employee_count as keyof typeof employeeCountValue] ?? 5;
  const provider = persona.payroll_provider;
  const business = persona.business_type.toLowerCase();
  return {
    business: inception
      ? `We're a ${business}, ${persona.business_name}. We're just getting started and opening our doors soon.`
      : `We're a ${business}, ${persona.business_name}. We've been open a few years now.`,
    owner: `Yes, I own ${persona.business_name}. What's this about?`,
    headcount: inception
      ? `Right now it's just me, but I'm planning to hire about ${count} people, so ${persona.employee_count}.`
      : `We have about ${count} employees, somewhere in the ${persona.employee_count} range.`,
    provider: providerFact(provider, inception),
    hours: hoursFact(provider, inception, count),
    price: priceFact(provider, inception, count),
    pain: painFact(provider, inception),
  };
}

function providerFact(provider: string, inception: boolean): string {
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

function hoursFact(provider: string, inception: boolean, count: number): string {
  if (inception) return "None yet, since I haven't run a payroll. I expect it'll take a few hours a month.";
  const hours = Math.max(1, Math.round(count / 3));
  switch (provider) {
    case "I do it myself":
    case "No Payroll Provider":
      return `About ${hours + 2} hours every pay period, between the timesheets, the math and the tax forms.`;
    case "My CPA handles Payroll for me":
      return "Maybe an hour a pay period, sending my CPA the hours and answering questions.";
    default:
      return `Maybe ${hours === 1 ? "an hour" : `${hours} hours`} each pay run, checking the hours and fixing mistakes.`;
  }
}

function priceFact(provider: string, inception: boolean, count: number): string {
  if (inception) return "Nothing yet. I'd want to keep it under a hundred dollars a month when I start.";
  const monthly = Math.round((40 + 6 * count) / 5) * 5;
  switch (provider) {
    case "I do it myself":
    case "No Payroll Provider":
      return "Nothing but my own time, and my evenings.";
    case "My CPA handles Payroll for me":
      return `My CPA charges me about $${monthly + 50} a month for it.`;
    default:
      return `We pay ${provider} around $${monthly} a month, all in.`;
  }
}

function painFact(provider: string, inception: boolean): string {
  if (inception)
    return "The hard part is figuring out what I even have to do before my first hire: the taxes, the forms, all of it.";
  switch (provider) {
    case "I do it myself":
    case "No Payroll Provider":
      return "Keeping up with the tax deadlines. It eats my evenings, and I'm never sure I got it right.";
    case "My CPA handles Payroll for me":
      return "Waiting on my CPA. Any change takes days, and I can't see anything myself.";
    default:
      return "Fixing mistakes in the hours, and getting a real person on the phone when something goes wrong.";
  }
}
