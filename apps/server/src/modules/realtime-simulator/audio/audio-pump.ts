import { performance } from "node:perf_hooks";

export type RtpWriter = (payload: Buffer, rtp: { timestamp: number; sequenceNumber: number; marker: boolean }) => void;

const frameMs = 20;
/** The Opus RTP clock is 48 kHz whatever the encoder's rate. */
const ticksPerFrame = 960;
/** After a stall, catch up at most this many frames at once rather than bursting the whole backlog. */
const maxBurst = 5;

/**
 * Plays queued Opus frames onto the outgoing track in real time (one per 20 ms). Runs a timer
 * only while something is playing, and tells when playback starts and stops, which the protocol
 * reports as output_audio_buffer.started / stopped.
 *
 * Each frame has a fixed slot (start + n × 20 ms) and the timer is set for the next slot, not every 20 ms:
 * Node re-arms an interval from the end of its callback, so a `setInterval` runs a little slow, and its
 * frames fell up to a whole frame behind their slots before catching up (the capacity bench saw it).
 */
export class AudioPump {
  private readonly queue: Uint8Array[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private startedAt = 0;
  private sent = 0;
  private sequenceNumber = Math.floor(Math.random() * 0xffff);
  private timestamp = Math.floor(Math.random() * 0xffffffff);
  private lastSentAt: number | null = null;
  private closed = false;

  constructor(
    private readonly write: RtpWriter,
    private readonly events: {
      onStarted(): void;
      onStopped(): void;
      /** Each frame sent: how many ms after its 20 ms slot (a busy event loop makes the voice stutter). */
      onFrameLateness?(ms: number): void;
    },
  ) {}

  get playing(): boolean {
    return this.running;
  }

  enqueue(frames: readonly Uint8Array[]): void {
    if (this.closed || frames.length === 0) return;
    this.queue.push(...frames);
    if (this.running) return;
    this.startedAt = performance.now();
    this.sent = 0;
    if (this.lastSentAt !== null) {
      // Keep the RTP clock in step with the silence since the last packet.
      const gapFrames = Math.max(0, Math.round((this.startedAt - this.lastSentAt) / frameMs) - 1);
      this.timestamp = (this.timestamp + gapFrames * ticksPerFrame) >>> 0;
    }
    this.running = true;
    this.events.onStarted();
    this.tick();
  }

  /** Drops what has not played yet (the salesperson interrupted). True when something was playing. */
  clear(): boolean {
    this.queue.length = 0;
    return this.stop();
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    this.running = false;
    this.cancelTimer();
  }

  private tick(): void {
    this.timer = null;
    const due = Math.floor((performance.now() - this.startedAt) / frameMs) + 1 - this.sent;
    for (let n = 0; n < Math.min(due, maxBurst); n += 1) {
      const frame = this.queue.shift();
      if (!frame) break;
      this.events.onFrameLateness?.(Math.max(0, performance.now() - (this.startedAt + this.sent * frameMs)));
      this.write(Buffer.from(frame), {
        timestamp: this.timestamp,
        sequenceNumber: this.sequenceNumber,
        marker: this.sent === 0,
      });
      this.sequenceNumber = (this.sequenceNumber + 1) & 0xffff;
      this.timestamp = (this.timestamp + ticksPerFrame) >>> 0;
      this.sent += 1;
      this.lastSentAt = performance.now();
    }
    if (due > maxBurst) this.sent += due - maxBurst; // skip the backlog's time, not its frames
    if (this.queue.length === 0) {
      this.stop();
      return;
    }
    // Node's timers count whole milliseconds: rounded up, the timer never fires before the slot.
    const nextSlot = this.startedAt + this.sent * frameMs;
    this.timer = setTimeout(() => this.tick(), Math.max(0, Math.ceil(nextSlot - performance.now())));
  }

  private stop(): boolean {
    if (!this.running) return false;
    this.running = false;
    this.cancelTimer();
    this.events.onStopped();
    return true;
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
