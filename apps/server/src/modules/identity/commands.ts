import { z } from "zod";
import { CommandUsageError, type Command } from "../../command";
import { AppError } from "../../errors";
import { createAccountAdmin, type AccountAction } from "./account-admin";
import { accountListing } from "./account-listing";
import { commandLineBy } from "../../audit/record";
import { erasePersonalData, exportPersonalData } from "./personal-data";
import { e164 } from "./methods/phone/phone-numbers";
import { createUserService, type RoleName } from "./users";
import { normaliseWalletAddress } from "./methods/wallets/wallet-addresses";

const usage =
  'user -- create <email|+phone> [--role admin] [--name "First Last"] | user -- set-role <email|+phone> admin|none | user -- set-phone <email> <+phone> | user -- create-wallet <address> ethereum|solana [--role admin] | user -- list | user -- export <email|+phone> | user -- erase <email|+phone>';

/** How the command line names an account: by email, or by E.164 phone number. */
type UserKey = { email: string } | { phone: string };
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
 * `npm run user -- create|set-role|set-phone|create-wallet|list|export|erase`. Creating an account and setting a role are
 * account-admin actions (account-admin.ts), with the command line as their actor: the same rules as the
 * Users page (the last active admin stays) and the same audit events.
 */
export const userCommand: Command = {
  name: "user",
  usage,
  async run(ctx, { args }) {
    const [action, name, ...rest] = args;
    const { administer } = createAccountAdmin({ db: ctx.database.db });
    const asCli = async (account: UserKey, request: AccountAction) => {
      try {
        return await administer({ kind: "cli" }, request);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code !== "not_found") throw new CommandUsageError(error.message);
        const field = "email" in account ? "email" : "phone number";
        throw new CommandUsageError(`No user has the ${field} ${describeAccount(account)}.`);
      }
    };
    if (action === "create") {
      const account = parseAccount(name);
      const { role, name: fullName } = parseOptions(rest);
      const result = await asCli(account, {
        type: "invite",
        account: { ...account, ...(fullName !== undefined ? { name: fullName } : {}) },
        role: role ?? null,
        sendInvitation: false,
      });
      const who = describeAccount(account);
      if (!result.changed) {
        // An invitation never changes an existing account: a role is set with set-role alone.
        return role === undefined
          ? `${who} already exists.`
          : `${who} already exists; its role was left as it is (change it with npm run user -- set-role).`;
      }
      const roleName = role === "admin" ? "admin" : "no role";
      return "email" in account
        ? `Created ${who} (${roleName}). They sign in with a magic link or passcode sent to that address.`
        : `Created ${who} (${roleName}). They sign in with a passcode sent to that number by text or WhatsApp.`;
    }
    if (action === "set-role") {
      const account = parseAccount(name);
      const role = parseRole(rest[0]);
      if (rest.length > 1) throw usageError("Too many arguments.");
      await asCli(account, { type: "set_role", user: account, role });
      return `${describeAccount(account)} now has ${role === "admin" ? "the admin role" : "no role"}.`;
    }
    if (action === "set-phone") {
      const account = parseAccount(name);
      const phone = parseAccount(rest[0]);
      if (!("email" in account) || !("phone" in phone) || rest.length > 1) {
        throw usageError("set-phone takes an email address, then a +phone number.");
      }
      const result = await createUserService(ctx.database.db).setPhone(account.email, phone.phone);
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
      const result = await administer(
        { kind: "cli" },
        { type: "invite", account: { wallet: { type, address } }, role: options.role ?? null, sendInvitation: false },
      );
      return result.changed
        ? `Created the account of ${type} wallet ${address}. It signs in by signing a message in the wallet.`
        : `The ${type} wallet ${address} already has an account.`;
    }
    if (action === "export" || action === "erase") {
      // export prints the JSON document (redirect it to a file); erase says what it removed or anonymised.
      const account = parseAccount(name);
      if (rest.length) throw usageError("Too many arguments.");
      try {
        if (action === "export")
          return JSON.stringify(await exportPersonalData(ctx.database.db, account, commandLineBy), null, 2);
        const summary = await erasePersonalData(ctx.database.db, account, commandLineBy);
        const lines = Object.entries(summary).map(([kind, rows]) => `  ${kind}: ${rows}`);
        return [`Erased ${describeAccount(account)} (rows deleted or anonymised):`, ...lines].join("\n");
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code !== "not_found") throw new CommandUsageError(error.message);
        throw new CommandUsageError(
          `No user has the ${"email" in account ? "email" : "phone number"} ${describeAccount(account)}.`,
        );
      }
    }
    if (action === "list") {
      if (name !== undefined) throw usageError("list takes no arguments.");
      return accountListing(await createUserService(ctx.database.db).list());
    }
    throw usageError("");
  },
};
