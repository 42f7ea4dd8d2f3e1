/**
 * The built-in voice: a small formant synthesiser (harmonics of a falling pitch shaped by vowel
 * formants, noise for fricatives, pauses at punctuation). It is not intelligible speech, but it
 * has speech's rhythm and spectrum, so a call without eSpeak NG is never silent
 * (docs/decisions: offline speech).
 */
export const synthSampleRate = 24_000;

interface Segment {
  kind: "vowel" | "voiced" | "noise" | "pause";
  ms: number;
  formants: readonly [number, number, number];
  /** 0..1 brightness of the noise (s and sh are bright, h is dull). */
  bright?: number;
}

const vowelFormants: Record<string, readonly [number, number, number]> = {
  a: [730, 1090, 2440],
  e: [530, 1840, 2480],
  i: [270, 2290, 3010],
  o: [570, 840, 2410],
  u: [300, 870, 2240],
  y: [270, 2290, 3010],
};
const voicedConsonants = new Set("bdgjlmnrvwz");
const brightNoise = new Set("scxz");
const nasal: readonly [number, number, number] = [280, 1300, 2500];

function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const char of text.toLowerCase()) {
    const vowel = vowelFormants[char];
    if (vowel) segments.push({ kind: "vowel", ms: 95, formants: vowel });
    else if (voicedConsonants.has(char)) segments.push({ kind: "voiced", ms: 55, formants: nasal });
    else if (/[a-z]/.test(char))
      segments.push({ kind: "noise", ms: 65, formants: nasal, bright: brightNoise.has(char) ? 1 : 0.4 });
    else if (/[0-9]/.test(char)) segments.push({ kind: "vowel", ms: 160, formants: vowelFormants.e ?? nasal });
    else if (char === "," || char === ";" || char === ":") segments.push({ kind: "pause", ms: 180, formants: nasal });
    else if (char === "." || char === "!" || char === "?") segments.push({ kind: "pause", ms: 320, formants: nasal });
    else if (/\s/.test(char)) segments.push({ kind: "pause", ms: 45, formants: nasal });
  }
  return segments;
}

/** A resonance's gain at a frequency (bandwidth grows with the formant, as in speech). */
function resonance(frequency: number, formant: number): number {
  const bandwidth = 60 + formant * 0.06;
  const x = (frequency - formant) / bandwidth;
  return 1 / (1 + x * x);
}

export interface SynthVoice {
  /** Base pitch in Hz (the sentence starts a little above and falls below it). */
  pitchHz: number;
}

/** Renders text as mono 16-bit samples at synthSampleRate. Deterministic for a given text and voice. */
export function synthesizeFormants(text: string, voice: SynthVoice): Int16Array {
  const segments = segmentsOf(text);
  const totalSamples = segments.reduce((sum, segment) => sum + Math.round((segment.ms / 1000) * synthSampleRate), 0);
  const out = new Float32Array(totalSamples + synthSampleRate / 10);
  let seed = 0x9e3779b9;
  const noise = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) / 0xffffffff) * 2 - 1;
  };
  let position = 0;
  let phase = 0;
  let previousNoise = 0;
  for (const segment of segments) {
    const length = Math.round((segment.ms / 1000) * synthSampleRate);
    const ramp = Math.min(length / 2, synthSampleRate * 0.012);
    for (let n = 0; n < length; n += 1) {
      const sentenceProgress = (position + n) / Math.max(1, totalSamples);
      const f0 = voice.pitchHz * (1.12 - 0.27 * sentenceProgress);
      const envelope = Math.min(1, n / ramp, (length - n) / ramp);
      let sample = 0;
      if (segment.kind === "vowel" || segment.kind === "voiced") {
        phase += (2 * Math.PI * f0) / synthSampleRate;
        const harmonics = Math.floor(3800 / f0);
        for (let k = 1; k <= harmonics; k += 1) {
          const frequency = k * f0;
          const gain =
            resonance(frequency, segment.formants[0]) +
            0.6 * resonance(frequency, segment.formants[1]) +
            0.3 * resonance(frequency, segment.formants[2]);
          sample += (gain / k ** 0.5) * Math.sin(k * phase);
        }
        sample *= segment.kind === "vowel" ? 0.22 : 0.1;
      } else if (segment.kind === "noise") {
        const white = noise();
        // Bright noise: first difference (high-pass); dull noise: smoothed (low-pass).
        const shaped = (segment.bright ?? 0.5) > 0.7 ? white - previousNoise : (white + previousNoise) / 2;
        previousNoise = white;
        sample = shaped * 0.12;
      }
      out[position + n] = sample * envelope;
    }
    position += length;
  }
  let peak = 0;
  for (const value of out) peak = Math.max(peak, Math.abs(value));
  const scale = peak > 0 ? (0.5 * 32767) / peak : 0;
  const samples = new Int16Array(out.length);
  for (let n = 0; n < out.length; n += 1) samples[n] = Math.round((out[n] ?? 0) * scale);
  return samples;
}
