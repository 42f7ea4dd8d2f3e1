import type { BetterAuthPlugin, InternalAdapter } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { cryptoWalletTypes } from "@dugout/contracts/signin-widget";
import { walletSignupNotAllowed } from "@dugout/contracts/signin-widget-wallet-messages";
import { identityApiError } from "../../api-errors";
import { walletPlaceholderEmail } from "./wallet-addresses";
import {
  challengeIdentifier,
  challengeMessage,
  challengeNonce,
  messageDomain,
  newStoredChallenge,
  nonceOf,
  parseStoredChallenge,
} from "./wallet-challenges";
import { verifyWalletSignature } from "./wallet-signatures";

const walletSchema = z.object({
  type: z.enum(cryptoWalletTypes),
  /** Already normalised by the caller (normaliseWalletAddress). */
  address: z.string().min(1),
});

/**
 * Crypto-wallet sign-in inside Better Auth, so a wallet's session is made like every other one (the
 * session hooks, the signed cookie, the sign-up policy on a new account). Both endpoints are server-only:
 * Dugout's routes (wallet-routes.ts) validate the request, do the abuse accounting and call them.
 */
export function cryptoWallets(options: { baseUrl: string; secret: string }) {
  return {
    id: "dugout-crypto-wallets",
    endpoints: {
      /** A new challenge for the wallet, beside any other pending one (another browser's is left alone). */
      cryptoWalletChallenge: createAuthEndpoint.serverOnly({ method: "POST", body: walletSchema }, async (ctx) => {
        const { type, address } = ctx.body;
        const stored = newStoredChallenge();
        const nonce = challengeNonce(options.secret, type, address, stored.salt);
        await ctx.context.internalAdapter.createVerificationValue({
          identifier: challengeIdentifier(type, address, nonce),
          value: JSON.stringify(stored),
          expiresAt: new Date(stored.expiresAt),
        });
        return ctx.json({ message: challengeMessage({ baseUrl: options.baseUrl, type, address, nonce, ...stored }) });
      }),
      /**
       * Answers the challenge the signed message names (by its nonce): the challenge is used up whatever
       * the outcome (a signature is tried once), then the signature must be the wallet's over that exact
       * message as this server made it.
       */
      cryptoWalletSignIn: createAuthEndpoint.serverOnly(
        {
          method: "POST",
          body: walletSchema.extend({ signature: z.string(), message: z.string() }),
        },
        async (ctx) => {
          const { type, address, signature } = ctx.body;
          const adapter = ctx.context.internalAdapter;
          const named = nonceOf(ctx.body.message);
          if (!named) throw identityApiError("crypto_wallet_challenge_not_found");
          const identifier = challengeIdentifier(type, address, named);
          const pending = await adapter.findVerificationValue(identifier);
          if (!pending) throw identityApiError("crypto_wallet_challenge_not_found");
          const consumed = await adapter.consumeVerificationValue(identifier);
          const stored = consumed ? parseStoredChallenge(consumed.value) : undefined;
          if (!stored) {
            throw identityApiError(
              new Date(pending.expiresAt).getTime() <= Date.now()
                ? "crypto_wallet_challenge_expired"
                : "crypto_wallet_challenge_not_found",
            );
          }
          const nonce = challengeNonce(options.secret, type, address, stored.salt);
          const message = challengeMessage({ baseUrl: options.baseUrl, type, address, nonce, ...stored });
          // The widget sends back what it had signed: a message made by another site says so plainly.
          if (messageDomain(ctx.body.message) !== messageDomain(message)) {
            throw identityApiError("crypto_wallet_domain_mismatch");
          }
          if (!verifyWalletSignature({ type, address, message, signature })) {
            throw identityApiError("invalid_crypto_wallet_signature");
          }
          const user = await findOrCreateWalletUser(ctx.context.internalAdapter, type, address);
          const session = await adapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email }, session: { expiresAt: session.expiresAt } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/**
 * The wallet's account (provider `ethereum` or `solana`, keyed by the address), or a new one with a
 * placeholder email. Creating it passes the user-create hook, so the sign-up policy decides
 * (better-auth.ts); an existing account always signs in.
 */
async function findOrCreateWalletUser(adapter: InternalAdapter, type: "ethereum" | "solana", address: string) {
  const account = await adapter.findAccountByKey({ providerId: type, accountId: address });
  const owner = account ? await adapter.findUserById(account.userId) : null;
  if (owner) return owner;
  const email = walletPlaceholderEmail(address);
  const byEmail = await adapter.findUserByEmail(email);
  const user =
    byEmail?.user ??
    (await adapter
      .createUser({ email, name: address, emailVerified: false }, { method: type })
      .catch((error: unknown) => {
        // The sign-up policy's refusal (better-auth.ts) speaks of an email address; this one names the wallet.
        const code = error instanceof APIError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
        if (code === "SIGNUP_NOT_ALLOWED") throw identityApiError("signup_not_allowed", walletSignupNotAllowed);
        throw error;
      }));
  await adapter.linkAccount({ userId: user.id, providerId: type, accountId: address });
  return user;
}
