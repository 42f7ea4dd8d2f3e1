/** Level of one block of 16-bit samples in dBFS (-Infinity for digital silence). */
export function levelDbfs(samples: Int16Array): number {
  if (samples.length === 0) return -Infinity;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length) / 32768;
  return rms === 0 ? -Infinity : 20 * Math.log10(rms);
}

export interface VoiceActivityOptions {
  /** Frames louder than this count as voiced. */
  thresholdDbfs: number;
  /** Voiced audio needed (allowing one quiet frame in between) before speech counts as started. */
  startMs: number;
  /** Quiet needed before speech counts as stopped (like server_vad's silence_duration_ms). */
  stopMs: number;
  frameMs: number;
}

const defaultVoiceActivityOptions: VoiceActivityOptions = {
  thresholdDbfs: -45,
  startMs: 240,
  stopMs: 600,
  frameMs: 20,
};

/**
 * An energy detector over the microphone's frames. It only tells that someone spoke and when:
 * offline there is no speech-to-text (docs/decisions/0005-offline-speech.md#facts-this-relies-on). Short clicks and beeps, such as
 * Chromium's fake microphone (a 20 ms beep every 500 ms), never last long enough to start a turn.
 */
export class VoiceActivityDetector {
  private speaking = false;
  private voicedRun = 0;
  private quietRun = 0;
  private elapsedMs = 0;
  private speechStartMs = 0;

  constructor(private readonly options: VoiceActivityOptions = defaultVoiceActivityOptions) {}

  /** Feeds one frame's level; returns the transition it caused, with the audio time in ms. */
  push(level: number): { event: "started" | "stopped"; audioMs: number } | null {
    const { frameMs, thresholdDbfs, startMs, stopMs } = this.options;
    const at = this.elapsedMs;
    this.elapsedMs += frameMs;
    const voiced = level > thresholdDbfs;
    if (!this.speaking) {
      if (voiced) {
        this.voicedRun += frameMs + this.quietRun;
        this.quietRun = 0;
      } else if (this.voicedRun > 0 && this.quietRun === 0) {
        this.quietRun = frameMs; // one quiet frame inside a word is tolerated
      } else {
        this.voicedRun = 0;
        this.quietRun = 0;
      }
      if (this.voicedRun >= startMs) {
        this.speaking = true;
        this.quietRun = 0;
        this.speechStartMs = at + frameMs - this.voicedRun;
        return { event: "started", audioMs: this.speechStartMs };
      }
      return null;
    }
    if (voiced) {
      this.quietRun = 0;
      return null;
    }
    this.quietRun += frameMs;
    if (this.quietRun >= stopMs) {
      this.speaking = false;
      this.voicedRun = 0;
      this.quietRun = 0;
      return { event: "stopped", audioMs: at + frameMs - stopMs };
    }
    return null;
  }
}
