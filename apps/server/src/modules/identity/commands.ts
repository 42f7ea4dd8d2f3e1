import { z } from "zod";
import { CommandUsageError, type Command } from "../../command";
import { e164 } from "./phone-numbers";
import { createUserService, type RoleName, type UserKey } from "./users";
import { normaliseWalletAddress } from "./wallet-addresses";
import { ensureWalletUser } from "./wallet-users";

const usage =
  'user -- create <email|+phone> [--role admin] [--name "First Last"] | user -- set-role <email|+phone> admin|none | user -- set-phone <email> <+phone> | user -- create-wallet <address> ethereum|solana [--role admin]';
const emailSchema = z.email();

const usageError = (problem: string) =>
  new CommandUsageError(`${problem ? `${problem}\n` : ""}Usage: npm run ${usage}`);

/** An email address, or a phone number in international form (+ and the country code). */
function parseAccount(value: string | undefined): UserKey {
  const trimmed = value?.trim() ?? "";
  if (trimmed.startsWith("+")) {
    const phone = e164(trimmed.replace(/[\s().-]/g, ""));
    if (!phone) throw usageError(`${trimmed} is not a valid phone number (write it as +15555550123).`);
    return { phone };
  }
  if (!emailSchema.safeParse(trimmed).success) throw usageError("A valid email address or +phone number is needed.");
  return { email: trimmed.toLowerCase() };
}

const describeAccount = (account: UserKey) => ("email" in account ? account.email : account.phone);

function parseRole(value: string | undefined): RoleName {
  if (value === "admin") return "admin";
  if (value === "none") return null;
  throw usageError("The role must be admin or none.");
}

/** Options after the account: --role admin|none, --name "First Last". */
function parseOptions(args: string[]): { role?: RoleName; name?: string } {
  const options: { role?: RoleName; name?: string } = {};
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if (flag === "--role") options.role = parseRole(value);
    else if (flag === "--name" && value !== undefined) options.name = value.trim().slice(0, 200);
    else throw usageError(`Unknown option ${flag ?? ""}.`);
  }
  return options;
}

/**
 * `npm run user -- create <email|+phone> [--role admin]`, `npm run user -- set-role <email|+phone> admin|none`
 * and `npm run user -- set-phone <email> <+phone>`: the command line is, with admins, the only writer
 * of trusted_metadata.role.
 */
export const userCommand: Command = {
  name: "user",
  usage,
  async run(ctx, { args }) {
    const [action, name, ...rest] = args;
    const users = createUserService(ctx.database.db);
    if (action === "create") {
      const account = parseAccount(name);
      const options = parseOptions(rest);
      const result =
        "email" in account
          ? await users.ensure({ email: account.email, ...options })
          : await users.ensureByPhone({ phone: account.phone, ...options });
      const role = options.role === "admin" ? "admin" : "no role";
      const who = describeAccount(account);
      if (!result.created) {
        return `${who} already exists${options.role !== undefined ? `; role set to ${options.role ?? "none"}` : ""}.`;
      }
      return "email" in account
        ? `Created ${who} (${role}). They sign in with a magic link or passcode sent to that address.`
        : `Created ${who} (${role}). They sign in with a passcode sent to that number by text or WhatsApp.`;
    }
    if (action === "set-role") {
      const account = parseAccount(name);
      const role = parseRole(rest[0]);
      if (rest.length > 1) throw usageError("Too many arguments.");
      const who = describeAccount(account);
      if (!(await users.setRole(account, role))) {
        throw new CommandUsageError(`No user has the ${"email" in account ? "email" : "phone number"} ${who}.`);
      }
      return `${who} now has ${role === "admin" ? "the admin role" : "no role"}.`;
    }
    if (action === "set-phone") {
      const account = parseAccount(name);
      const phone = parseAccount(rest[0]);
      if (!("email" in account) || !("phone" in phone) || rest.length > 1) {
        throw usageError("set-phone takes an email address, then a +phone number.");
      }
      const result = await users.setPhone(account.email, phone.phone);
      if (result === "no_user") throw new CommandUsageError(`No user has the email ${account.email}.`);
      if (result === "taken") throw new CommandUsageError(`${phone.phone} belongs to another account.`);
      return `${account.email} can now also sign in with a passcode sent to ${phone.phone}.`;
    }
    if (action === "create-wallet") {
      // A wallet's account, made before its first sign-in: how an operator lets a wallet in while
      // sign-up is closed (SIGNUP_ALLOWED_DOMAINS other than *).
      const [type, ...more] = rest;
      if (type !== "ethereum" && type !== "solana") throw usageError("The wallet type must be ethereum or solana.");
      const address = normaliseWalletAddress(type, name);
      if (!address) throw usageError(`${name ?? ""} is not a valid ${type} address.`);
      const options = parseOptions(more);
      const result = await ensureWalletUser(ctx.database.db, { type, address, role: options.role ?? null });
      return result.created
        ? `Created the account of ${type} wallet ${address}. It signs in by signing a message in the wallet.`
        : `The ${type} wallet ${address} already has an account.`;
    }
    throw usageError("");
  },
};
