import OpusScript from "opusscript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { connectToSimulator, waitFor, type WeriftBrowser } from "../../test/werift-browser";

// How the simulator hears the salesperson: the loudness of each microphone packet drives its voice-activity
// detector. Chromium reports that loudness in each packet's audio-level header extension (RFC 6464) once the
// answer accepts it, so the simulator reads it there; a browser that does not is decoded instead.
// Not on the PostgreSQL pass: nothing here touches the database beyond the harness.
const onPostgres = process.env.DUGOUT_TEST_DB === "postgres";

let t: TestApp;
const encoder = new OpusScript(48_000, 1, OpusScript.Application.VOIP);
const opusFrame = (sample: (index: number) => number) =>
  Buffer.from(encoder.encode(Buffer.from(new Int16Array(960).map((_, index) => sample(index)).buffer), 960));
const silence = opusFrame(() => 0);
/** A 440 Hz tone at about -15 dBFS: a voice, as far as loudness goes. */
const tone = opusFrame((index) => Math.round(Math.sin((index / 48_000) * 2 * Math.PI * 440) * 8000));

beforeAll(async () => {
  t = await createTestApp({ env: { REALTIME_SIM_ESPEAK: "off" } });
});
afterAll(async () => {
  await t.close();
  encoder.delete();
});

const connect = (reportsAudioLevel: boolean) => connectToSimulator(t, { reportsAudioLevel });

/** `count` microphone packets, paced as a microphone's (faster than real time, to keep the test short). */
async function speakFor(browser: WeriftBrowser, count: number, frame: Buffer, levelDbfs?: number): Promise<void> {
  for (let sent = 0; sent < count; sent += 1) {
    browser.speak(frame, levelDbfs);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const saw = (browser: WeriftBrowser, type: string) => browser.received.some((event) => event.type === type);

describe.skipIf(onPostgres)("the salesperson's microphone", () => {
  it("is measured by the loudness the browser reports in each packet, not by decoding it", async () => {
    const browser = await connect(true);
    try {
      expect(browser.answerSdp).toMatch(/^a=extmap:\d+ urn:ietf:params:rtp-hdrext:ssrc-audio-level\r?$/m);
      // Silent audio reported loud: the report decides, so speech starts (after the detector's 240 ms).
      await speakFor(browser, 30, silence, -20);
      await browser.next("input_audio_buffer.speech_started");
      // Reported as digital silence (level 127) for longer than the detector's 600 ms: speech stops.
      await speakFor(browser, 40, tone, -127);
      await browser.next("input_audio_buffer.speech_stopped");
    } finally {
      await browser.close();
    }
  });

  it("is decoded when the browser reports no loudness: silence starts nothing, a voice does", async () => {
    const browser = await connect(false);
    try {
      expect(browser.answerSdp).not.toMatch(/ssrc-audio-level/);
      await speakFor(browser, 30, silence);
      // The packets arrived (the call stays alive on them), and none of them was loud.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(saw(browser, "input_audio_buffer.speech_started")).toBe(false);
      await speakFor(browser, 30, tone);
      await waitFor(() => (saw(browser, "input_audio_buffer.speech_started") ? true : undefined), 5000, "speech");
    } finally {
      await browser.close();
    }
  });
});
