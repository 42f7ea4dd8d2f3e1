import { z } from "zod";
import { multiLineTextSchema, singleLineTextSchema } from "@dugout/contracts/text";
import { CommandUsageError } from "../command";
import { findCommand } from "../commands";
import type { App, AppContext } from "../context";
import { AppError } from "../errors";
import { bearerToken, secretMatches } from "./access";

/** Command-line arguments, and `input`: the text of a file the CLI read (calls:import). */
const bodySchema = z.object({
  args: z.array(singleLineTextSchema.check(z.maxLength(1000))).max(50),
  input: z.optional(multiLineTextSchema),
});

/**
 * The running server executes operator commands for the CLI: loopback connections only, with
 * the token the server wrote into its data folder. Bearer-authenticated, so no CSRF cookie.
 *
 * Platform plumbing, not a product module: it is the CLI's way into a server that owns the embedded
 * data folder, and it runs every module's commands, so it reads the module list (through
 * src/commands.ts) and cannot itself be an entry of that list without an import cycle.
 */
export function registerCommandHandOff(app: App, ctx: AppContext): void {
  app.post(
    "/internal/commands/:name",
    {
      config: { access: "internal", csrf: false },
      bodyLimit: 64 * 1024 * 1024,
      schema: {
        hide: true,
        params: z.object({ name: singleLineTextSchema.check(z.maxLength(100)) }),
        body: bodySchema,
      },
    },
    async (request) => {
      // Loopback only (the access declaration); the token proves the caller read the data folder.
      if (!secretMatches(ctx.config.commandToken, bearerToken(request))) {
        throw new AppError("unauthenticated", "A valid command token is required.");
      }
      const command = findCommand(request.params.name);
      if (!command) throw new AppError("not_found", `Unknown command ${request.params.name}.`);
      try {
        return { output: await command.run(ctx, request.body) };
      } catch (error) {
        if (error instanceof CommandUsageError) throw new AppError("bad_request", error.message);
        throw error;
      }
    },
  );
}
