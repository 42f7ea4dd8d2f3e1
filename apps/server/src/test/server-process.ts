import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/**
 * For tests, benches and the browser suite that start the real server as a process: a free port to start
 * it on, and the wait until it answers /readyz.
 */

/** A port the OS says is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface ReadyWait {
  /** How long the server may take (default 120 s: a cold start on a busy 2-core machine). */
  timeoutMs?: number;
  /** The server's process: its exit ends the wait at once instead of at the timeout. */
  child?: ChildProcess;
  /** What the server printed so far, for the error. */
  output?: () => string;
}

/** Polls `<baseUrl>/readyz` until it answers 200, and answers that response. */
export async function waitUntilReady(baseUrl: string, wait: ReadyWait = {}): Promise<Response> {
  const deadline = Date.now() + (wait.timeoutMs ?? 120_000);
  const said = () => (wait.output ? `: ${wait.output()}` : "");
  while (Date.now() < deadline) {
    if (wait.child && wait.child.exitCode !== null) {
      throw new Error(`The server at ${baseUrl} exited (code ${wait.child.exitCode})${said()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${baseUrl} did not become ready within ${wait.timeoutMs ?? 120_000} ms${said()}`);
}
