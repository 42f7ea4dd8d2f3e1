import type { UserStatus } from "@dugout/contracts/users";
import { isPhonePlaceholderEmail } from "./methods/phone/phone-numbers";
import { isWalletPlaceholderEmail } from "./methods/wallets/wallet-addresses";
import { toRole } from "./users";

interface ListedAccount {
  email: string;
  phoneNumber: string | null;
  name: string;
  role: string | null;
  banned: boolean | null;
  lastSignInAt: Date | null;
}

/** The Users page's status: deactivated, else invited until the first sign-in, then active. */
export const accountStatus = (row: Pick<ListedAccount, "banned" | "lastSignInAt">): UserStatus =>
  row.banned ? "deactivated" : row.lastSignInAt ? "active" : "invited";

/** How the command line names an account: its email, a phone-only account by number, a wallet's by address. */
function accountName(row: ListedAccount): string {
  if (isPhonePlaceholderEmail(row.email) && row.phoneNumber) return row.phoneNumber;
  if (isWalletPlaceholderEmail(row.email)) return row.name;
  return row.email;
}

/**
 * `npm run user -- list`: every account with its role, status and last sign-in (UTC), one per line under
 * a header, so an operator sees who is there without the web page.
 */
export function accountListing(rows: readonly ListedAccount[]): string {
  if (rows.length === 0) return "No accounts yet.";
  const lines = rows.map((row) => [
    accountName(row),
    toRole(row.role) ?? "none",
    accountStatus(row),
    row.lastSignInAt ? `${row.lastSignInAt.toISOString().slice(0, 16).replace("T", " ")} UTC` : "never",
  ]);
  const table = [["account", "role", "status", "last sign-in"], ...lines];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? [];
  return table
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
