import { performance } from "node:perf_hooks";
import { parentPort } from "node:worker_threads";
import OpusScript from "opusscript";
import { levelDbfs } from "../audio/voice-activity";
import { synthesizeWithEspeak } from "./espeak";
import { synthesizeFormants, synthSampleRate } from "./formant-synth";
import { opusFrameMs, type SpeechEngine, type SpeechRequest, type SpeechResponse } from "./speech-types";

// Runs in a worker thread: synthesis and Opus encoding take 0.2-0.5 s a sentence and would
// otherwise stall the server's event loop (docs/decisions/0005-offline-speech.md#facts-this-relies-on).
const frameSamples = (synthSampleRate * opusFrameMs) / 1000;
const encoder = new OpusScript(synthSampleRate, 1, OpusScript.Application.VOIP);
let espeakMissing = false;

function synthesize(request: SpeechRequest): { samples: Int16Array; engine: SpeechEngine } {
  if (request.espeak && !espeakMissing) {
    // eSpeak's pitch is 0..99 (50 by default); map the voice's base pitch onto it.
    const pitch = Math.max(10, Math.min(90, Math.round((request.pitchHz - 60) / 2.2)));
    const samples = synthesizeWithEspeak(request.espeak, request.text, pitch);
    if (samples && samples.length > 0) return { samples, engine: "espeak-ng" };
    espeakMissing = true;
  }
  return { samples: synthesizeFormants(request.text, { pitchHz: request.pitchHz }), engine: "formant" };
}

function encode(samples: Int16Array): Uint8Array[] {
  const frames: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += frameSamples) {
    const frame = new Int16Array(frameSamples);
    frame.set(samples.subarray(start, Math.min(samples.length, start + frameSamples)));
    const packet = encoder.encode(Buffer.from(frame.buffer), frameSamples);
    frames.push(Uint8Array.from(packet));
  }
  return frames;
}

parentPort?.on("message", (request: SpeechRequest) => {
  const started = performance.now();
  let response: SpeechResponse;
  try {
    const { samples, engine } = synthesize(request);
    const frames = encode(samples);
    response = {
      id: request.id,
      frames,
      durationMs: frames.length * opusFrameMs,
      engine,
      synthMs: performance.now() - started,
      levelDbfs: levelDbfs(samples),
    };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(
    response,
    "frames" in response ? response.frames.map((frame) => frame.buffer as ArrayBuffer) : [],
  );
});
