import { Writable } from "node:stream";

/** A log destination for createTestApp's `logStream` that keeps every JSON line the app writes. */
export function logCapture() {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    text: () => text,
    records: () =>
      text
        .split("\n")
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as { level: number; msg?: string } & Record<string, unknown>),
  };
}
