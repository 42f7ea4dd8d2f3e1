import pino, { type DestinationStream } from "pino";

/** Longest a shutdown waits for the log to drain (a closed or stuck stdout must not hold it up). */
const flushTimeoutMs = 2_000;

export interface LogDestination {
  stream: DestinationStream;
  /** Resolves once every line logged so far has been written (or after flushTimeoutMs). */
  flush(): Promise<void>;
}

/**
 * stdout, written asynchronously: logging a line appends it to a buffer instead of making the request
 * wait for a write(2); lines logged while a write is in flight go out together in the next one, so
 * under load there are far fewer system calls than lines. Nothing waits for a buffer to fill either:
 * an idle server's line is written at once. Lines still buffered when the process ends would be lost,
 * so the app awaits `flush()` when it closes (app.ts), and pino writes whatever is left synchronously
 * on exit.
 */
export function asyncLogDestination(fd = 1): LogDestination {
  const sonic = pino.destination({ dest: fd, sync: false });
  // Set on every line, cleared on `drain`: sonic-boom emits it when its last buffered line is written.
  let writing = false;
  sonic.on("drain", () => {
    writing = false;
  });
  return {
    stream: {
      write(line: string) {
        writing = true;
        sonic.write(line);
      },
    },
    flush() {
      if (!writing) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, flushTimeoutMs);
        timer.unref();
        sonic.once("drain", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
