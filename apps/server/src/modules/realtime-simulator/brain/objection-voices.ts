import type { Objection } from "@dugout/contracts/batting-cage";
import type { Topic } from "./questions";

/**
 * How the customer brings up its objection in its own words rather than reciting the configured text, and
 * which topics of the conversation lead to it (a question about the current provider reaches "I'm locked
 * into a contract"; a pitch or a push for the next step reaches every objection).
 */
export interface ObjectionVoice {
  says: string;
  reachedBy: readonly Topic[];
}

const always = ["pitch", "next_step"] as const satisfies readonly Topic[];

const objectionVoices: Record<Objection, ObjectionVoice> = {
  "I'm already using another payroll provider, and honestly it works fine for us.": {
    says: "We've already got a payroll company, and it does the job. I don't see a reason to change.",
    reachedBy: [...always, "provider", "pain"],
  },
  "I don't have any employees yet, so I don't need payroll right now.": {
    says: "There's nobody on the payroll yet, so paying for a payroll service now seems early to me.",
    reachedBy: [...always, "headcount"],
  },
  "Switching sounds like a huge hassle. I don't want to re-enter all my employees' information.": {
    says: "Moving everyone over to something new sounds like weeks of typing in names and bank details, and I don't have that kind of time.",
    reachedBy: [...always, "provider", "hours"],
  },
  "I pay my people in cash, so I don't really need a payroll service.": {
    says: "Most of my people get paid in cash at the end of the week, so a payroll service feels like overkill.",
    reachedBy: [...always, "provider", "price"],
  },
  "I'm locked into a contract with my current provider and I don't want to pay a cancellation fee.": {
    says: "We signed a contract with our provider, and getting out of it early would cost me a fee I'm not willing to pay.",
    reachedBy: [...always, "provider", "price"],
  },
  "It's too expensive. I can't justify another monthly bill right now.": {
    says: "Money's tight, and another monthly bill is the last thing I need right now.",
    reachedBy: [...always, "price"],
  },
  "I've never heard of you. How do I know I can trust you with my employees' paychecks?": {
    says: "I don't know your company at all. Why would I hand you my employees' paychecks?",
    reachedBy: [...always],
  },
  "My accountant takes care of payroll for me, and I'd rather keep it that way.": {
    says: "My accountant does all of that for me, and I'm happy to leave it with them.",
    reachedBy: [...always, "provider"],
  },
  "I just do it myself with a spreadsheet. It only takes me an hour every couple of weeks.": {
    says: "A spreadsheet does the job for me. It's an hour every other week, tops, so why pay for more?",
    reachedBy: [...always, "provider", "hours"],
  },
  "We switched providers last year, and I'm not going through that again.": {
    says: "We changed payroll companies just last year, and it was painful enough that I won't do it again anytime soon.",
    reachedBy: [...always, "provider", "pain"],
  },
  "I'm worried about getting the taxes wrong. If something goes wrong, I'm the one who pays the penalty.": {
    says: "Payroll taxes scare me. If a filing goes wrong, the penalty lands on me, not on whoever sold me the software.",
    reachedBy: [...always, "pain"],
  },
  "Now isn't a good time. We're in our busy season, so call me back in a few months.": {
    says: "This is our busiest stretch of the year. I can't take on anything new until things calm down in a few months.",
    reachedBy: [...always, "hours"],
  },
  "I'd have to talk it over with my business partner before I change anything.": {
    says: "Anything like this goes through my partner too. I won't decide on my own.",
    reachedBy: [...always, "price", "owner"],
  },
  "My point-of-sale system already does payroll, so everything is in one place.": {
    says: "Our register system already runs payroll, and I like having everything in one place.",
    reachedBy: [...always, "provider"],
  },
  "The last payroll company I used had terrible customer service. I could never reach a real person.": {
    says: "The last company I used never picked up the phone when something went wrong. I'm wary of going through that again.",
    reachedBy: [...always, "pain", "provider"],
  },
  "I only have a couple of part-time people. It's not worth paying for a service.": {
    says: "It's just a couple of part-timers. Paying for a service doesn't make sense at our size.",
    reachedBy: [...always, "headcount", "price"],
  },
  "I'm nervous about putting my employees' bank details and Social Security numbers online.": {
    says: "Putting my employees' bank accounts and Social Security numbers on some website makes me nervous.",
    reachedBy: [...always, "pain"],
  },
};

/** The voice of a configured objection; an objection outside the list is said as written. */
export function objectionVoice(objection: string): ObjectionVoice {
  return (objectionVoices as Record<string, ObjectionVoice>)[objection] ?? { says: objection, reachedBy: always };
}
