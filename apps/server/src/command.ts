import type { AppContext } from "./context";

/**
 * Operator commands (`npm run <name> -- args`). They run in the CLI process when it can open the
 * database itself, and inside the running server otherwise (an embedded PGlite folder has one
 * owner; see docs/decisions/0004-embedded-database.md). Either way the same `run` executes.
 */
export interface Command {
  name: string;
  usage: string;
  /** When set, the first argument is a file path that the CLI reads and passes as `input`. */
  readsFile?: boolean;
  /**
   * When set, `run` answers the bytes of a file (base64) that the CLI writes to the path in the first
   * argument, owner-only; the CLI then prints what this returns. The server never writes the file itself.
   */
  writesFile?: (path: string, bytes: number) => string;
  /** The CLI opens the database as it is, without applying pending migrations first (db:status, backup). */
  opensAsIs?: boolean;
  run(ctx: AppContext, request: { args: string[]; input?: string }): Promise<string>;
}

export class CommandUsageError extends Error {}
