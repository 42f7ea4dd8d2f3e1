import {
  battingCageConstants,
  battingCageLimits,
  type ConversationPatchAnswer,
  type ConversationPatchBody,
  type TranscriptEntry,
} from "@dugout/contracts/batting-cage";
import { practiceScoring } from "@dugout/contracts/batting-cage-scores";

/** A line of the live transcript as the voice session reports it. */
export interface LiveLine {
  role: TranscriptEntry["role"];
  text: string;
  /** A placeholder whose text has not arrived yet (a late transcription). */
  pending?: boolean;
}

export type PatchConversation = (body: ConversationPatchBody) => Promise<ConversationPatchAnswer>;

export interface AutosaverOptions {
  patch: PatchConversation;
  intervalMs?: number;
  /**
   * With nothing new to save for this long, an empty append tells the server the page is still
   * there, so a quiet call is not closed as abandoned (practiceScoring.abandonAfterMs).
   */
  keepAliveMs?: number;
  /** First retry delay after a failure; doubles per failure up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Attempts of the final save before its error is reported. */
  finalAttempts?: number;
  /** Told how many entries the server holds after each save that succeeded (the page says so at once). */
  onSaved?(savedCount: number): void;
  /** Told about each failed autosave (the page shows that it is retrying). */
  onRetry?(error: unknown, failures: number): void;
  /** The server refused the transcript for good (the conversation ended elsewhere). */
  onStopped?(error: unknown): void;
}

const isConflict = (error: unknown) =>
  typeof error === "object" && error !== null && "status" in error && error.status === 409;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The lines that can be stored: settled lines up to the first placeholder. A placeholder's
 * text arrives later and belongs before the lines after it, so those wait too; empty settled
 * lines (a response that produced no text) are left out.
 */
export function settledPrefix(lines: readonly LiveLine[]): TranscriptEntry[] {
  const settled: TranscriptEntry[] = [];
  for (const line of lines) {
    if (line.pending) break;
    if (line.text.trim() !== "") settled.push({ role: line.role, text: line.text });
  }
  return settled;
}

/** Every line with text, for the final save: nothing more will arrive. */
export function finalLines(lines: readonly LiveLine[]): TranscriptEntry[] {
  return lines.filter((line) => line.text.trim() !== "").map((line) => ({ role: line.role, text: line.text }));
}

/**
 * Saves a live transcript while the call goes on (docs/decisions/0009-batting-cage-autosave-and-sessions.md): every interval it sends only
 * the entries the server has not confirmed, as an append from the confirmed length. A failed
 * save is retried with exponential backoff and nothing is dropped: the unconfirmed entries
 * simply go with the next attempt. A 409 (the server's transcript differs, for example after
 * lines were reordered) switches the next attempt to the whole transcript.
 */
export class TranscriptAutosaver {
  private readonly intervalMs: number;
  private readonly keepAliveMs: number;
  private lastSentAt = 0;
  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly finalAttempts: number;
  private entries: TranscriptEntry[] = [];
  private confirmed = 0;
  /** What the server confirmed holding, to notice lines re-ordered underneath it. */
  private stored: TranscriptEntry[] = [];
  private sendWhole = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private running = false;
  private stopped = false;

  constructor(private readonly options: AutosaverOptions) {
    this.intervalMs = options.intervalMs ?? battingCageConstants.autosaveIntervalMs;
    this.keepAliveMs = options.keepAliveMs ?? practiceScoring.keepAliveMs;
    this.baseBackoffMs = options.baseBackoffMs ?? 1000;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.finalAttempts = options.finalAttempts ?? 3;
  }

  /** Entries the server has confirmed. */
  get savedCount(): number {
    return this.confirmed;
  }

  /** Entries waiting to be sent. */
  get pendingCount(): number {
    return Math.max(0, this.entries.length - this.confirmed);
  }

  update(lines: readonly LiveLine[]): void {
    this.entries = settledPrefix(lines);
    this.checkStoredPrefix();
  }

  /** A late item can land between stored lines: when what is stored no longer matches, resend all. */
  private checkStoredPrefix(): void {
    const stored = this.stored;
    const same =
      this.entries.length >= stored.length &&
      stored.every(
        (entry, index) => entry.role === this.entries[index]?.role && entry.text === this.entries[index]?.text,
      );
    if (!same) this.sendWhole = true;
  }

  start(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    this.lastSentAt = Date.now();
    this.schedule(this.intervalMs);
  }

  /** Stops the timer; an autosave in flight still completes. */
  stop(): void {
    this.running = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * The final save: waits for an autosave in flight, then sends every remaining line with the
   * end of the call, retrying a few times. Throws the last error when every attempt fails.
   */
  async finish(lines: readonly LiveLine[], end: { ended_at: string; duration_ms: number }): Promise<void> {
    this.stop();
    this.stopped = true;
    await this.inFlight?.catch(() => undefined);
    this.entries = finalLines(lines);
    this.checkStoredPrefix();
    let lastError: unknown;
    for (let attempt = 0; attempt < this.finalAttempts; attempt += 1) {
      if (attempt > 0) await sleep(this.backoff(attempt));
      try {
        // A very long backlog goes in chunks; the last one carries the end of the call.
        while (!this.sendWhole && this.entries.length - this.confirmed > battingCageLimits.appendEntriesMax)
          await this.send();
        await this.send(end);
        return;
      } catch (error) {
        lastError = error;
        if (isConflict(error) && !this.sendWhole) this.sendWhole = true;
        else if (isConflict(error)) break;
      }
    }
    throw lastError;
  }

  private backoff(failures: number): number {
    return Math.min(this.maxBackoffMs, this.baseBackoffMs * 2 ** Math.max(0, failures - 1));
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (!this.running) return;
    const idle = this.entries.length <= this.confirmed && !this.sendWhole;
    if (idle && Date.now() - this.lastSentAt < this.keepAliveMs) {
      this.schedule(this.intervalMs);
      return;
    }
    const attempt = this.send();
    this.inFlight = attempt;
    try {
      await attempt;
      this.failures = 0;
      this.schedule(this.intervalMs);
    } catch (error) {
      if (isConflict(error) && this.sendWhole) {
        // Even the whole transcript is refused: the conversation has ended.
        this.stop();
        this.options.onStopped?.(error);
        return;
      }
      if (isConflict(error)) this.sendWhole = true;
      this.failures += 1;
      this.options.onRetry?.(error, this.failures);
      this.schedule(this.backoff(this.failures));
    } finally {
      if (this.inFlight === attempt) this.inFlight = null;
    }
  }

  /** One PATCH of what the server lacks; on success the confirmed length moves on. */
  private async send(extra: Partial<ConversationPatchBody> = {}): Promise<void> {
    const entries = this.entries;
    const whole = this.sendWhole;
    const from = Math.min(this.confirmed, entries.length);
    const body: ConversationPatchBody = whole
      ? { transcript: entries, ...extra }
      : {
          append: { from_index: from, entries: entries.slice(from, from + battingCageLimits.appendEntriesMax) },
          ...extra,
        };
    const answer = await this.options.patch(body);
    this.lastSentAt = Date.now();
    this.confirmed = Math.min(answer.transcript_length, entries.length);
    this.stored = entries.slice(0, this.confirmed);
    if (whole) this.sendWhole = false;
    this.checkStoredPrefix();
    this.options.onSaved?.(this.confirmed);
  }
}
