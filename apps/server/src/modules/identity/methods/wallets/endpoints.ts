import type { IdentityEndpoint } from "../../endpoints";

/** This method's entries of the endpoint list (endpoints.ts says what each field means). */
export const walletEndpoints = [
  {
    method: "POST",
    path: "/dugout/crypto-wallets/start",
    owner: "dugout",
    access: "public",
    neither: "a message for the wallet to sign; nothing is checked or sent; rate-limited per IP",
  },
  {
    method: "POST",
    path: "/dugout/crypto-wallets/authenticate",
    owner: "dugout",
    access: "public",
    // No account lock: anyone can name a wallet, so wrong signatures lock the caller's IP (wallet-routes.ts).
    checksSecret: { secret: "wallet signature" },
  },
] as const satisfies readonly IdentityEndpoint[];
