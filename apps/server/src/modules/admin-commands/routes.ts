import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { CommandUsageError, findCommand } from "../../commands";
import type { ModulePlugin } from "../../context";
import { AppError } from "../../errors";

const bodySchema = z.object({ args: z.array(z.string().max(1000)).max(50), input: z.string().optional() });

function tokenMatches(expected: string | undefined, header: string | undefined): boolean {
  if (!expected || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The running server executes operator commands for the CLI: loopback connections only, with
 * the token the server wrote into its data folder. Bearer-authenticated, so no CSRF cookie.
 */
export const adminCommandRoutes: ModulePlugin = (app, ctx) => {
  app.post(
    "/internal/commands/:name",
    {
      config: { csrf: false },
      bodyLimit: 64 * 1024 * 1024,
      schema: { hide: true, params: z.object({ name: z.string() }), body: bodySchema },
    },
    async (request) => {
      // The socket's address, not request.ip: a proxy header must not make a remote caller local.
      if (!loopback.has(request.socket.remoteAddress ?? ""))
        throw new AppError("forbidden", "Commands are accepted from this machine only.");
      if (!tokenMatches(ctx.config.commandToken, request.headers.authorization)) {
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
};
