// The fixed value lists of docs/requirements/batting-cage.md#fixed-value-lists. The select fields of a configuration are
// restricted to these lists; the sample business names only seed randomisation.

export const customerTypes = ["Switcher", "Inception"] as const;
export type CustomerType = (typeof customerTypes)[number];

/** Context for the simulated customer's instructions. */
export const customerTypeDescriptions: Record<CustomerType, string> = {
  Switcher:
    "Already runs payroll (with a provider, an accountant or by hand) and would have to switch to change anything.",
  Inception:
    "Is about to run payroll for the first time, for example when hiring a first employee or opening a new business.",
};

export const employeeCountRanges = [
  { label: "1-5", value: 3 },
  { label: "5-10", value: 7 },
  { label: "10-20", value: 15 },
  { label: "20-50", value: 35 },
  { label: "50+", value: 60 },
] as const;
export type EmployeeCountRange = (typeof employeeCountRanges)[number]["label"];
export const employeeCountLabels = employeeCountRanges.map((range) => range.label) as [
  EmployeeCountRange,
  ...EmployeeCountRange[],
];
/** The head count each range stands for when the customer has to name a number. */
export const employeeCountValue = Object.fromEntries(
  employeeCountRanges.map((range) => [range.label, range.value]),
) as Record<EmployeeCountRange, number>;
export const defaultEmployeeCount: EmployeeCountRange = "1-5";

export const businessTypes = [
  "Retail shop",
  "Restaurant",
  "Coffee shop",
  "Hair salon",
  "Nail salon",
  "Cannabis dispensary",
  "Auto repair shop",
  "Dental office",
  "Pet grooming business",
  "Gym/fitness center",
  "Bakery",
  "Hardware store",
] as const;
export type BusinessType = (typeof businessTypes)[number];

export const payrollProviders = [
  "ADP",
  "Gusto",
  "Quickbooks",
  "Paychex",
  "Square",
  "No Payroll Provider",
  "My CPA handles Payroll for me",
  "I do it myself",
] as const;
export type PayrollProvider = (typeof payrollProviders)[number];

export const personalityTypeNames = [
  "Analytical",
  "Busy/Impatient",
  "Skeptical",
  "Friendly",
  "Reserved",
  "Direct",
  "Talkative",
  "Technical",
  "Budget-Conscious",
] as const;
export type PersonalityType = (typeof personalityTypeNames)[number];

/** How each kind of owner behaves on a sales call; this text goes into the customer's instructions. */
export const personalityDescriptions: Record<PersonalityType, string> = {
  Analytical:
    "Wants facts, numbers and specifics before deciding. Asks detailed questions about pricing, tax filing accuracy and how the switch would work, distrusts vague claims, and warms up to clear comparisons and concrete examples.",
  "Busy/Impatient":
    "Is in the middle of running the business and short on time. Gives brief answers, may interrupt or say they only have a minute, and loses interest quickly unless the salesperson gets to the point and shows why the call is worth it.",
  Skeptical:
    "Has heard plenty of pitches and doubts promises. Challenges claims, brings up hidden fees and past bad experiences with vendors, and needs proof, specifics or guarantees before trusting the salesperson.",
  Friendly:
    "Warm and easy to talk to, happy to chat about the business and build rapport. Agreeable on the surface, which can hide real objections: avoids saying no directly and may stall politely instead.",
  Reserved:
    "Quiet and cautious. Shares little unless asked good open questions, gives short answers, and needs a patient, low-pressure approach before opening up about problems.",
  Direct:
    "Blunt and decisive. Says exactly what they think, wants straight answers on price and value without small talk, and respects a salesperson who is equally straightforward.",
  Talkative:
    "Loves to talk and drifts into stories about customers, staff and the neighbourhood. Reveals useful details along the way, but the salesperson has to steer the conversation back without being rude.",
  Technical:
    "Cares how things work: integration with the point-of-sale and accounting software, importing employee data, time tracking, tax filings and data security. Tests the salesperson's product knowledge with specific questions.",
  "Budget-Conscious":
    "Watches every dollar. Focuses on the monthly fee, per-employee costs and contract terms, compares with cheaper options, and needs to see clear savings or a return before committing.",
};

export const personalityTypes = personalityTypeNames.map((name) => ({
  name,
  description: personalityDescriptions[name],
}));

/** What the simulated owner says when payroll comes up, in the owner's own words. */
export const objections = [
  "I'm already using another payroll provider, and honestly it works fine for us.",
  "I don't have any employees yet, so I don't need payroll right now.",
  "Switching sounds like a huge hassle. I don't want to re-enter all my employees' information.",
  "I pay my people in cash, so I don't really need a payroll service.",
  "I'm locked into a contract with my current provider and I don't want to pay a cancellation fee.",
  "It's too expensive. I can't justify another monthly bill right now.",
  "I've never heard of you. How do I know I can trust you with my employees' paychecks?",
  "My accountant takes care of payroll for me, and I'd rather keep it that way.",
  "I just do it myself with a spreadsheet. It only takes me an hour every couple of weeks.",
  "We switched providers last year, and I'm not going through that again.",
  "I'm worried about getting the taxes wrong. If something goes wrong, I'm the one who pays the penalty.",
  "Now isn't a good time. We're in our busy season, so call me back in a few months.",
  "I'd have to talk it over with my business partner before I change anything.",
  "My point-of-sale system already does payroll, so everything is in one place.",
  "The last payroll company I used had terrible customer service. I could never reach a real person.",
  "I only have a couple of part-time people. It's not worth paying for a service.",
  "I'm nervous about putting my employees' bank details and Social Security numbers online.",
] as const;
export type Objection = (typeof objections)[number];

export const sampleBusinessNames = [
  "Maple Street Bakery",
  "Sunrise Coffee Co.",
  "Blue Ridge Auto Repair",
  "Bella's Hair Studio",
  "Golden Lotus Nail Spa",
  "Green Leaf Dispensary",
  "Smile Bright Dental",
  "Happy Paws Pet Grooming",
  "Iron Peak Fitness",
  "Corner Hardware & Supply",
  "Taqueria El Sol",
  "Main Street Boutique",
  "Harbor View Bistro",
  "Lucky Dragon Noodle House",
  "Riverside Family Pharmacy",
] as const;
