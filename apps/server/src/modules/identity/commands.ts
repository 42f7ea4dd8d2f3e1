import { z } from "zod";
import { CommandUsageError, type Command } from "../../command";
import { createUserService, type RoleName } from "./users";

const usage = 'user -- create <email> [--role admin] [--name "First Last"] | user -- set-role <email> admin|none';
const emailSchema = z.email();

function parseEmail(value: string | undefined): string {
  if (!value || !emailSchema.safeParse(value.trim()).success)
    throw new CommandUsageError(`A valid email address is needed.\nUsage: npm run ${usage}`);
  return value.trim().toLowerCase();
}

function parseRole(value: string | undefined): RoleName {
  if (value === "admin") return "admin";
  if (value === "none") return null;
  throw new CommandUsageError(`The role must be admin or none.\nUsage: npm run ${usage}`);
}

/** Options after the email: --role admin|none, --name "First Last". */
function parseOptions(args: string[]): { role?: RoleName; name?: string } {
  const options: { role?: RoleName; name?: string } = {};
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if (flag === "--role") options.role = parseRole(value);
    else if (flag === "--name" && value !== undefined) options.name = value.trim().slice(0, 200);
    else throw new CommandUsageError(`Unknown option ${flag ?? ""}.\nUsage: npm run ${usage}`);
  }
  return options;
}

/**
 * `npm run user -- create <email> [--role admin]` and `npm run user -- set-role <email> admin|none`:
 * the command line is, with admins, the only writer of trusted_metadata.role.
 */
export const userCommand: Command = {
  name: "user",
  usage,
  async run(ctx, { args }) {
    const [action, email, ...rest] = args;
    const users = createUserService(ctx.database.db);
    if (action === "create") {
      const address = parseEmail(email);
      const options = parseOptions(rest);
      const result = await users.ensure({ email: address, ...options });
      const role = options.role === "admin" ? "admin" : "no role";
      if (!result.created) {
        return `${address} already exists${options.role !== undefined ? `; role set to ${options.role ?? "none"}` : ""}.`;
      }
      return `Created ${address} (${role}). They sign in with a magic link or passcode sent to that address.`;
    }
    if (action === "set-role") {
      const address = parseEmail(email);
      const role = parseRole(rest[0]);
      if (rest.length > 1) throw new CommandUsageError(`Too many arguments.\nUsage: npm run ${usage}`);
      if (!(await users.setRole(address, role))) throw new CommandUsageError(`No user has the email ${address}.`);
      return `${address} now has ${role === "admin" ? "the admin role" : "no role"}.`;
    }
    throw new CommandUsageError(`Usage: npm run ${usage}`);
  },
};
