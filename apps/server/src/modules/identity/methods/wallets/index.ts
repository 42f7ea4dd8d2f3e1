import type { BetterAuthDeps } from "../../better-auth";
import type { SignInMethod } from "../method";
import { walletEndpoints } from "./endpoints";
import { cryptoWallets } from "./wallet-plugin";
import { registerWalletRoutes } from "./wallet-routes";

const walletPlugins = (deps: BetterAuthDeps) =>
  [
    // Ethereum and Solana wallets (server-only endpoints behind wallet-routes.ts).
    cryptoWallets({ baseUrl: deps.baseUrl, secret: deps.secrets.current }),
  ] as const;

/** Ethereum and Solana wallets: a signed challenge (Sign-In with Ethereum / Solana) signs in. */
export const walletsMethod: SignInMethod<ReturnType<typeof walletPlugins>> = {
  name: "wallets",
  plugins: walletPlugins,
  endpoints: walletEndpoints,
  dugoutRoutes: registerWalletRoutes,
  bootstrap: () => ({ methods: { crypto: true } }),
  settings: ["APP_BASE_URL"],
  errorCodes: [
    "invalid_crypto_wallet_address",
    "crypto_wallet_challenge_not_found",
    "crypto_wallet_challenge_expired",
    "invalid_crypto_wallet_signature",
    "crypto_wallet_domain_mismatch",
  ],
};
