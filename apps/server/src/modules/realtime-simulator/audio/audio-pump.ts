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
 */
export class AudioPump {
  private readonly queue: Uint8Array[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
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
    return this.timer !== null;
  }

  enqueue(frames: readonly Uint8Array[]): void {
    if (this.closed || frames.length === 0) return;
    this.queue.push(...frames);
    if (this.timer) return;
    this.startedAt = performance.now();
    this.sent = 0;
    if (this.lastSentAt !== null) {
      // Keep the RTP clock in step with the silence since the last packet.
      const gapFrames = Math.max(0, Math.round((this.startedAt - this.lastSentAt) / frameMs) - 1);
      this.timestamp = (this.timestamp + gapFrames * ticksPerFrame) >>> 0;
    }
    this.timer = setInterval(() => this.tick(), frameMs);
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
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
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
    if (this.queue.length === 0) this.stop();
  }

  private stop(): boolean {
    if (!this.timer) return false;
    clearInterval(this.timer);
    this.timer = null;
    this.events.onStopped();
    return true;
  }
}
