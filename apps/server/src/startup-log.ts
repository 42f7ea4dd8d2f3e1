import pino, { type DestinationStream, type Logger } from "pino";
import { loggableError } from "./plugins/log-safety";

/**
 * What the server process says about itself outside any request: that it is running (the banner) and why
 * it stopped (a crash). JSON lines like the app's log (ISO time, pino's fields), written at once, whatever
 * LOG_LEVEL says: an operator always needs these two. On a terminal the same is also said as text.
 */
export function startupLogger(destination: DestinationStream = pino.destination({ fd: 1, sync: true })): Logger {
  return pino({ level: "info", timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

export interface Banner {
  /** The release's version (package.json). */
  version: string;
  url: string;
  readySeconds: number;
  database: string;
  /** How to sign in on this install (sign-in-help.ts), one entry per line. */
  signInHelp: string;
}

export function logBanner(log: Logger, banner: Banner, terminal = process.stdout.isTTY): void {
  const running = `Dugout ${banner.version} is running at ${banner.url} (ready in ${banner.readySeconds.toFixed(2)} s, database: ${banner.database}).`;
  log.info(
    {
      version: banner.version,
      url: banner.url,
      readySeconds: Number(banner.readySeconds.toFixed(2)),
      database: banner.database,
      signInHelp: banner.signInHelp.split("\n"),
    },
    running,
  );
  if (terminal) console.log(`\n${running}\n${banner.signInHelp}`);
}

/** A configuration refused, the data folder taken, or anything else that stops the boot: one fatal line. */
export function logCrash(log: Logger, error: unknown, terminal = process.stderr.isTTY): void {
  // By name: the configuration and database modules may not be loaded (server.ts loads them late).
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : "";
  if (name === "ConfigError") {
    log.fatal({ problems: (error as Error & { problems: string[] }).problems }, "Invalid configuration");
    if (terminal) console.error(message);
  } else if (name === "DataDirLockedError") {
    const said = `${message} Stop that server first, or set DATA_DIR to another folder.`;
    log.fatal(said);
    if (terminal) console.error(said);
  } else {
    // `error`, not `err`: pino's own err serialiser would undo loggableError's redaction.
    log.fatal({ error: loggableError(error) }, "The server stopped on an error");
    if (terminal) console.error(error);
  }
}
