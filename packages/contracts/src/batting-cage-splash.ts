// What the batting cage's splash shows a visitor: its rotating quotes and their timing
// (docs/requirements/batting-cage.md#constants). Apart from the batting cage's other contracts, which a visitor's
// page does not need.

/** How long each quote shows, and its fade (part of battingCageConstants). */
export const quoteTimings = {
  quoteRotationMs: 5000,
  quoteFadeMs: 500,
} as const;

export interface MotivationalQuote {
  text: string;
  author: string;
}

export const motivationalQuotes: readonly MotivationalQuote[] = [
  { text: "I've failed over and over and over again in my life. And that is why I succeed.", author: "Michael Jordan" },
  { text: "You miss 100% of the shots you don't take.", author: "Wayne Gretzky" },
  { text: "Baseball is ninety percent mental. The other half is physical.", author: "Yogi Berra" },
  { text: "Practice does not make perfect. Only perfect practice makes perfect.", author: "Vince Lombardi" },
  {
    text: "Perfection is not attainable, but if we chase perfection we can catch excellence.",
    author: "Vince Lombardi",
  },
  { text: "Champions keep playing until they get it right.", author: "Billie Jean King" },
  { text: "Pressure is a privilege.", author: "Billie Jean King" },
  { text: "Hard work beats talent when talent doesn't work hard.", author: "Tim Notke" },
  { text: "The only place where success comes before work is in the dictionary.", author: "Vidal Sassoon" },
  { text: "Don't watch the clock; do what it does. Keep going.", author: "Sam Levenson" },
  { text: "Success is the sum of small efforts, repeated day in and day out.", author: "Robert Collier" },
  { text: "Don't let what you cannot do interfere with what you can do.", author: "John Wooden" },
  { text: "Failure is not fatal, but failure to change might be.", author: "John Wooden" },
  { text: "Stop selling. Start helping.", author: "Zig Ziglar" },
  {
    text: "Every sale has five basic obstacles: no need, no money, no hurry, no desire, no trust.",
    author: "Zig Ziglar",
  },
  { text: "People don't buy what you do; they buy why you do it.", author: "Simon Sinek" },
  { text: "Motivation is what gets you started. Habit is what keeps you going.", author: "Jim Ryun" },
  { text: "Be so good they can't ignore you.", author: "Steve Martin" },
  {
    text: "Inspiration is for amateurs. The rest of us just show up and get to work.",
    author: "Chuck Close",
  },
];
