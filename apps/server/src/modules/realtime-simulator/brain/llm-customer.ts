import { z } from "zod";
import { LlmError, type Llm } from "../../../integrations/llm/port";
import type { SalespersonTurn } from "./customer-brain";

const replySchema = z.object({ reply: z.string().trim().min(1).max(1000) });

/** What the transcript says for a turn the simulator heard but could not transcribe. */
const untranscribed = "(spoke; the words were not transcribed)";

/**
 * The simulator's customer speaking through a text language model (any OpenAI-compatible server) under
 * the same instructions the realtime model gets, with the conversation so far. The rule-based brain still
 * keeps the call's timing (closing, goodbye, end_conversation) and its line is the answer whenever the
 * model fails or is late, so a call never waits on the model for longer than its time-out.
 */
export class LlmCustomer {
  private readonly transcript: string[] = [];

  constructor(
    private readonly llm: Llm,
    private readonly instructions: string,
    private readonly timeoutMs: number,
  ) {}

  /** The customer's words for the salesperson's latest turns; `fallback` (the rule-based line) on failure. */
  async reply(turns: readonly SalespersonTurn[], minutes: number, fallback: string): Promise<string> {
    for (const turn of turns) this.transcript.push(`Salesperson: ${turn.kind === "typed" ? turn.text : untranscribed}`);
    let text = fallback;
    try {
      ({ reply: text } = await this.llm.generateObject(replySchema, this.system(), this.prompt(minutes), {
        timeoutMs: this.timeoutMs,
        schemaName: "customer_reply",
      }));
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
    }
    this.transcript.push(`Customer: ${text}`);
    return text;
  }

  private system(): string {
    return `${this.instructions}\n\nThis is a phone call. You are the customer: answer the salesperson's last turn in one to three short spoken sentences, in character, without stage directions. Answer with JSON: {"reply": "<what you say>"}.`;
  }

  private prompt(minutes: number): string {
    return `Minutes into the call: ${Math.floor(minutes)}.\n\n${this.transcript.join("\n")}\nCustomer:`;
  }
}
