import { CustomerBrain } from "../../apps/server/src/modules/realtime-simulator/brain/customer-brain";
import {
  answersQuestion,
  listeningPersonas,
  listeningTurns,
  type AskedTopic,
} from "../../apps/server/src/modules/realtime-simulator/brain/listening-turns";

/**
 * The offline customer's listening figure: the share of its replies that answer the question the
 * salesperson asked, over the fixed 40 turns (asked in one conversation per persona), and over 12 turns
 * written after the rules (asked the same way), so tuning to the fixed set shows.
 */
const heldOut: { text: string; asks: AskedTopic }[] = [
  { text: "Do you have many people on staff?", asks: "headcount" },
  { text: "What's the team look like, numbers-wise?", asks: "headcount" },
  { text: "How much of your time does running paychecks take?", asks: "hours" },
  { text: "Is payroll a big time sink for you each week?", asks: "hours" },
  { text: "What are you paying per employee right now?", asks: "price" },
  { text: "Is your current payroll bill high?", asks: "price" },
  { text: "Which company runs your paychecks?", asks: "provider" },
  { text: "How are your employees paid today?", asks: "provider" },
  { text: "Anything you wish worked better with payroll?", asks: "pain" },
  { text: "What's been the most stressful part of paying people?", asks: "pain" },
  { text: "Can we find a time to walk through it together?", asks: "next_step" },
  { text: "Should I put together a proposal for you?", asks: "next_step" },
];

function share(turns: { text: string; asks: AskedTopic }[]): { answered: number; asked: number } {
  let answered = 0;
  for (const persona of listeningPersonas) {
    const brain = new CustomerBrain(persona);
    brain.reply({ kind: "typed", text: "Hi there!" }, 0);
    for (const turn of turns) {
      if (answersQuestion(turn.asks, brain.reply({ kind: "typed", text: turn.text }, 1).text, persona)) answered++;
    }
  }
  return { answered, asked: turns.length * listeningPersonas.length };
}

export async function run(): Promise<void> {
  await Promise.resolve();
  for (const [label, turns] of [
    ["the fixed 40 turns", listeningTurns],
    ["12 turns written after the rules", heldOut],
  ] as const) {
    const { answered, asked } = share(turns);
    console.log(
      `customer replies that answer the question asked, ${label} × ${listeningPersonas.length} personas: ${answered}/${asked} (${Math.round((100 * answered) / asked)}%)`,
    );
  }
}
