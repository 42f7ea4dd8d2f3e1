export interface SpeechRequest {
  id: number;
  text: string;
  pitchHz: number;
  /** Path of the espeak-ng program, or null for the built-in synthesiser only. */
  espeak: string | null;
}

export type SpeechEngine = "espeak-ng" | "formant";

export interface SpeechAudio {
  /** Opus packets of 20 ms each (mono, encoded at 24 kHz; RTP clock 48 kHz). */
  frames: Uint8Array[];
  durationMs: number;
  engine: SpeechEngine;
  /** Time spent synthesising and encoding in the worker. */
  synthMs: number;
  levelDbfs: number;
}

export type SpeechResponse = ({ id: number } & SpeechAudio) | { id: number; error: string };

export const opusFrameMs = 20;
