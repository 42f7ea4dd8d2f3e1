import type { PersonalityType } from "@dugout/contracts/batting-cage";

/** How one personality type talks: the rule-based customer's phrasing (descriptions in contracts). */
export interface PersonalityStyle {
  greeting(business: string): string;
  /** Wraps the configured objection, which is quoted verbatim. */
  objection(objection: string): string;
  /** Answers to a pitch after the objection, from resistant to warmer. */
  softening: readonly string[];
  /** When the customer has nothing specific to answer. */
  filler: readonly string[];
  closing: readonly string[];
  goodbye: string;
}

const standard: PersonalityStyle = {
  greeting: (business) => `Hello, this is ${business}. Who am I speaking with?`,
  objection: (objection) => `I'll be honest with you. ${objection}`,
  softening: [
    "I hear you, but I'm still not convinced it's worth changing anything.",
    "Okay, that part does sound useful. How would it actually work for us?",
    "Alright, I can see how that would help. I'm open to learning more.",
  ],
  filler: ["Sorry, what was that about?", "Go on.", "Okay. What else should I know?"],
  closing: [
    "I need to get back to the business in a few minutes. What would the next step be?",
    "Send me the details by email and I'll take a look. Anything else before I go?",
  ],
  goodbye: "Thanks for your time. I have to go now. Goodbye!",
};

export const personalityStyles: Record<PersonalityType, PersonalityStyle> = {
  Analytical: {
    ...standard,
    greeting: (business) => `${business}, this is the owner speaking. What is this call regarding, specifically?`,
    objection: (objection) => `Let me lay out where I stand. ${objection} I'd need numbers to see it differently.`,
    softening: [
      "That's a claim. What does it cost per employee per month, exactly?",
      "How accurate are the tax filings, and who pays if there's an error?",
      "Those numbers are clearer. Send me a side-by-side comparison and I'll review it.",
    ],
    filler: ["Can you be more specific?", "What data do you have on that?", "Walk me through the details."],
  },
  "Busy/Impatient": {
    ...standard,
    greeting: (business) => `${business}, yeah. I've only got a minute, what's this about?`,
    objection: (objection) => `Look, I'm slammed here. ${objection}`,
    softening: [
      "Get to the point, please. What's in it for me?",
      "Okay, that would save me time. How fast can it be set up?",
      "Fine, that's worth a short follow-up. Keep it brief.",
    ],
    filler: ["Make it quick.", "And?", "I really need to get back to work."],
    closing: ["I have to run in a minute. What do you need from me?", "Just email me the details. Anything else?"],
    goodbye: "Gotta go. Bye.",
  },
  Skeptical: {
    ...standard,
    greeting: (business) => `This is ${business}. If this is a sales call, I've heard them all.`,
    objection: (objection) => `I've heard this pitch before. ${objection} Why would you be any different?`,
    softening: [
      "Every company says that. What are the hidden fees?",
      "Hmm. Do you have a guarantee if something goes wrong with a paycheck?",
      "Okay, that's more than most people tell me. I might consider it.",
    ],
    filler: ["I'll believe it when I see it.", "Says who?", "What's the catch?"],
  },
  Friendly: {
    ...standard,
    greeting: (business) => `Hi there! You've reached ${business}, this is the owner. How can I help you today?`,
    objection: (objection) => `Oh, I appreciate you calling, really. It's just that... ${objection}`,
    softening: [
      "That sounds nice, it really does. I'm just not sure now is the right time.",
      "Oh, that would make my life easier. How does getting started work?",
      "You know what, I like that. Let's keep talking.",
    ],
    filler: ["Oh, sure! Tell me more.", "Ha, that's funny you mention it.", "Okay, I'm listening!"],
    goodbye: "Thanks so much for calling, it was lovely chatting. Take care, bye!",
  },
  Reserved: {
    ...standard,
    greeting: (business) => `${business}. Hello.`,
    objection: (objection) => `Well... ${objection}`,
    softening: ["I see.", "Maybe. How would that work?", "That could help, I suppose."],
    filler: ["Okay.", "Mm-hmm.", "I'm not sure."],
    goodbye: "Thank you. Goodbye.",
  },
  Direct: {
    ...standard,
    greeting: (business) => `${business}, owner speaking. What do you want?`,
    objection: (objection) => `Straight answer: ${objection}`,
    softening: [
      "That doesn't answer my question. What does it cost and what do I get?",
      "Okay, that's clear. What would switching take?",
      "Good. That's a straight answer. Send me the offer.",
    ],
    filler: ["Get to the point.", "What's the bottom line?", "Next."],
    goodbye: "We're done here. Bye.",
  },
  Talkative: {
    ...standard,
    greeting: (business) =>
      `Oh hello! This is ${business}, you caught me between customers, it's been a busy morning, you wouldn't believe it. What can I do for you?`,
    objection: (objection) =>
      `Well, you know, I was just telling my neighbour about this. ${objection} Anyway, that's how it is for us.`,
    softening: [
      "Huh, that reminds me of the time our old system lost a whole week of hours. But I'm still not sure.",
      "Oh, that would have saved me so many headaches last spring. How does it work again?",
      "You know, I like the sound of that. My staff would love it too.",
    ],
    filler: [
      "Oh, speaking of which, we had the busiest weekend last week! Sorry, go on.",
      "Ha! Anyway, where were we?",
      "Oh sure, sure. Tell me more.",
    ],
  },
  Technical: {
    ...standard,
    greeting: (business) => `${business}, this is the owner. What system are you calling about?`,
    objection: (objection) =>
      `Before anything else: ${objection} And I'd need to know how it integrates with what I already use.`,
    softening: [
      "Does it integrate with my point-of-sale and accounting software?",
      "How do you import employee data, and how is it secured?",
      "Okay, if the integration works like you say, I'd try it.",
    ],
    filler: ["How does that work technically?", "What's the integration story?", "Is there an API for that?"],
  },
  "Budget-Conscious": {
    ...standard,
    greeting: (business) => `Hello, ${business}. If you're selling something, I'm watching every dollar right now.`,
    objection: (objection) => `Money's tight. ${objection}`,
    softening: [
      "What's the monthly fee, and is there a per-employee charge?",
      "Is there a contract, or can I cancel anytime?",
      "If it really saves me money, I'd look at it. Send me the pricing.",
    ],
    filler: ["How much is that going to cost me?", "Is that extra?", "What's the cheapest option?"],
  },
};
