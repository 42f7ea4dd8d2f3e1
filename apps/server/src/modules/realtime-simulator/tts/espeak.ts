import { spawnSync } from "node:child_process";
import { synthSampleRate } from "./formant-synth";

/**
 * eSpeak NG as a separate program (Debian's espeak-ng package), never linked or bundled: it is
 * GPL-3.0, see docs/decisions/0005-offline-speech.md. Runs inside the speech worker, so the
 * blocking call only blocks that thread. Returns null when the program is missing or fails.
 */
export function synthesizeWithEspeak(binary: string, text: string, pitch: number): Int16Array | null {
  const result = spawnSync(binary, ["--stdout", "-v", "en-us", "-s", "165", "-p", String(pitch), "--", text], {
    timeout: 10_000,
    maxBuffer: 32 * 1024 * 1024,
  });
  if (result.error || result.status !== 0 || !Buffer.isBuffer(result.stdout)) return null;
  const wav = parseWav(result.stdout);
  return wav ? resample(wav.samples, wav.sampleRate, synthSampleRate) : null;
}

/** Mono or first channel of a 16-bit PCM WAV. espeak-ng writes its data size as 0x7fffffff on stdout. */
export function parseWav(buffer: Buffer): { samples: Int16Array; sampleRate: number } | null {
  if (buffer.length < 44 || buffer.toString("ascii", 0, 4) !== "RIFF" || buffer.toString("ascii", 8, 12) !== "WAVE")
    return null;
  let offset = 12;
  let sampleRate = 0;
  let channels = 1;
  let bits = 16;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString("ascii", offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      channels = buffer.readUInt16LE(body + 2);
      sampleRate = buffer.readUInt32LE(body + 4);
      bits = buffer.readUInt16LE(body + 14);
    } else if (id === "data") {
      if (bits !== 16 || sampleRate === 0) return null;
      const end = Math.min(buffer.length, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let n = 0; n < frames; n += 1) samples[n] = buffer.readInt16LE(body + n * 2 * channels);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** Linear resampling: plenty for a voice that goes through Opus at 24 kHz. */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return samples;
  const length = Math.floor((samples.length * to) / from);
  const out = new Int16Array(length);
  for (let n = 0; n < length; n += 1) {
    const position = (n * from) / to;
    const index = Math.floor(position);
    const fraction = position - index;
    const a = samples[index] ?? 0;
    const b = samples[index + 1] ?? a;
    out[n] = Math.round(a + (b - a) * fraction);
  }
  return out;
}
