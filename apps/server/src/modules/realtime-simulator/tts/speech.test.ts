import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { levelDbfs } from "../audio/voice-activity";
import { parseWav, resample } from "./espeak";
import { synthesizeFormants, synthSampleRate } from "./formant-synth";
import { SpeechSynthesizer, splitSentences } from "./speech-synthesizer";

const espeakPresent = spawnSync("espeak-ng", ["--version"]).status === 0;
// No database involved: once is enough (not again on the PostgreSQL pass).
const onPostgres = process.env.DUGOUT_TEST_DB === "postgres";

describe.skipIf(onPostgres)("simulator speech", () => {
  it("splits replies into sentences", () => {
    expect(splitSentences("Hello there! Who's calling? We're a bakery, Maple Street Bakery.")).toEqual([
      "Hello there!",
      "Who's calling?",
      "We're a bakery, Maple Street Bakery.",
    ]);
  });

  it("renders audible, deterministic speech-like audio with the built-in synthesiser", () => {
    const samples = synthesizeFormants("Hello, bakery.", { pitchHz: 120 });
    expect(samples.length / synthSampleRate).toBeGreaterThan(0.8);
    expect(levelDbfs(samples)).toBeGreaterThan(-30);
    expect(synthesizeFormants("Hello, bakery.", { pitchHz: 120 })).toEqual(samples);
  });

  it("reads 16-bit WAV (espeak-ng's streamed header included) and resamples", () => {
    const data = Buffer.alloc(8);
    data.writeInt16LE(1000, 0);
    data.writeInt16LE(-1000, 2);
    const header = Buffer.alloc(44);
    header.write("RIFF", 0, "ascii");
    header.write("WAVE", 8, "ascii");
    header.write("fmt ", 12, "ascii");
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(22050, 24);
    header.writeUInt16LE(16, 34);
    header.write("data", 36, "ascii");
    header.writeUInt32LE(0x7fffffff, 40);
    const wav = parseWav(Buffer.concat([header, data]));
    expect(wav?.sampleRate).toBe(22050);
    expect(Array.from(wav?.samples ?? [])).toEqual([1000, -1000, 0, 0]);
    expect(resample(Int16Array.from([0, 100, 200, 300]), 2, 4).length).toBe(8);
    expect(parseWav(Buffer.from("not a wav file at all, clearly not one"))).toBeNull();
  });

  it("synthesises and Opus-encodes in the worker thread, with the built-in voice when espeak-ng is missing", async () => {
    const speech = new SpeechSynthesizer("/nonexistent/espeak-ng");
    try {
      const audio = await speech.speak("We have about seven employees.", 140);
      expect(audio.engine).toBe("formant");
      expect(audio.frames.length).toBe(audio.durationMs / 20);
      expect(audio.frames.every((frame) => frame.length > 0 && frame.length < 400)).toBe(true);
    } finally {
      await speech.close();
    }
  });

  it("synthesises a sentence once per voice: calls saying it again, even at the same moment, share its audio", async () => {
    const speech = new SpeechSynthesizer(null);
    try {
      const [first, second] = await Promise.all([
        speech.speak("How can I help?", 140),
        speech.speak("How can I help?", 140),
      ]);
      expect(second).toBe(first);
      expect(await speech.speak("How can I help?", 140)).toBe(first);
      // Another voice (pitch) is other audio.
      expect(await speech.speak("How can I help?", 150)).not.toBe(first);
    } finally {
      await speech.close();
    }
  });

  it.skipIf(!espeakPresent)("uses the espeak-ng program when it is installed", async () => {
    const speech = new SpeechSynthesizer("espeak-ng");
    try {
      expect((await speech.speak("Thanks for your time.", 140)).engine).toBe("espeak-ng");
    } finally {
      await speech.close();
    }
  });
});
