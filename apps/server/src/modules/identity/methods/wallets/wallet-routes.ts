import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineTextSchema } from "@dugout/contracts/text";
import {
  cryptoWalletChallengeSchema,
  cryptoWalletTypes,
  tokenSessionAnswerSchema,
} from "@dugout/contracts/signin-widget";
import type { App } from "../../../../context";
import { identityErrors } from "@dugout/contracts/identity-errors";
import { IdentityError } from "../../../../errors";
import type { Identity } from "../../identity";
import { requestHeaders } from "../../request-headers";
import { limitRules } from "../../limits";
import { normaliseWalletAddress } from "./wallet-addresses";
import { isWellFormedSignature } from "./wallet-signatures";
import { rememberWidgetOptions, sessionOptions, withWidgetOptions } from "../../widget-options";

const walletBody = {
  crypto_wallet_address: singleLineTextSchema.check(z.minLength(1), z.maxLength(100)),
  crypto_wallet_type: z.enum(cryptoWalletTypes),
};

export const walletPaths = {
  start: "/crypto-wallets/start",
  authenticate: "/crypto-wallets/authenticate",
} as const;

interface WalletRouteDeps {
  identity: Identity;
  prefix: string;
  /** Runs a call whose limits raise Better Auth's APIError, answering them as IdentityError. */
  asIdentityError<T>(run: () => Promise<T>): Promise<T>;
  limit(request: FastifyRequest, key: string, rule: { max: number; windowSeconds: number }): Promise<void>;
  forwardAuthHeaders(response: Response, reply: FastifyReply): void;
}

function walletAddress(body: z.infer<z.ZodObject<typeof walletBody>>): string {
  const address = normaliseWalletAddress(body.crypto_wallet_type, body.crypto_wallet_address);
  if (!address) throw new IdentityError("invalid_crypto_wallet_address");
  return address;
}

/**
 * Sign-in with an Ethereum or Solana wallet (README.md#crypto-wallets): `start` gives the wallet a
 * message to sign, `authenticate` checks its signature and signs the wallet's account in. Registered
 * inside the widget routes' scope, so the Origin check and the accounting of endpoints.ts apply
 * (authenticate: per-IP attempts).
 */

/**
 * Whose run of wrong signatures locks: the caller's address, not the wallet's. Anyone can name anyone's
 * wallet, and a signature cannot be guessed, so a lock on the wallet would only let a stranger lock its
 * owner out with junk; the lock stops the one sending the junk.
 */
export const walletAttemptsKey = (ip: string) => `wallet-signatures:${ip}`;
export async function registerWalletRoutes(app: App, deps: WalletRouteDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { identity } = deps;

  typed.post(
    `${deps.prefix}${walletPaths.start}`,
    {
      schema: {
        tags: ["identity"],
        body: z.object(walletBody),
        response: { 200: cryptoWalletChallengeSchema },
      },
    },
    async (request) => {
      await deps.limit(request, "wallet-start", limitRules.walletStartPerIp);
      const address = walletAddress(request.body);
      const { message } = await deps.asIdentityError(() =>
        identity.auth.api.cryptoWalletChallenge({
          body: { type: request.body.crypto_wallet_type, address },
          headers: requestHeaders(request),
        }),
      );
      return { challenge: message };
    },
  );

  typed.post(
    `${deps.prefix}${walletPaths.authenticate}`,
    {
      schema: {
        tags: ["identity"],
        body: z.object({
          ...walletBody,
          signature: singleLineTextSchema.check(z.minLength(1), z.maxLength(200)),
          /** The message the wallet signed, as start gave it: its nonce names the challenge it answers. */
          message: z.string().min(1).max(2000),
          session_duration_minutes: z.number().int().positive().optional(),
        }),
        response: { 200: tokenSessionAnswerSchema },
      },
    },
    async (request, reply) => {
      const { crypto_wallet_type: type, signature, message } = request.body;
      const address = walletAddress(request.body);
      // A malformed signature is refused before the challenge is used up.
      if (!isWellFormedSignature(type, signature)) throw new IdentityError("invalid_crypto_wallet_signature");
      const account = walletAttemptsKey(request.ip);
      const locked = await identity.limits.lockedFor(account);
      if (locked > 0) {
        throw new IdentityError("account_locked", identityErrors.account_locked.message(String(locked)), locked);
      }
      try {
        const { headers, response } = await withWidgetOptions(async () => {
          // The session lives as long as the widget asked (at most the server's length).
          rememberWidgetOptions(
            await deps.asIdentityError(async () => sessionOptions(request.body, identity.lifetimes)),
          );
          return deps.asIdentityError(() =>
            identity.auth.api.cryptoWalletSignIn({
              body: { type, address, signature, message },
              headers: requestHeaders(request),
              returnHeaders: true,
            }),
          );
        });
        await identity.limits.recordSuccess(account);
        deps.forwardAuthHeaders(new Response(null, { headers }), reply);
        return {
          user: response.user,
          session: { expires_at: new Date(response.session.expiresAt).toISOString() },
        };
      } catch (error) {
        // A signature by another key is a wrong secret: it counts towards the caller's lock.
        if (error instanceof IdentityError && error.code === "invalid_crypto_wallet_signature") {
          const lockedFor = await identity.limits.recordFailure(account);
          if (lockedFor > 0) {
            throw new IdentityError(
              "account_locked",
              identityErrors.account_locked.message(String(lockedFor)),
              lockedFor,
            );
          }
        }
        throw error;
      }
    },
  );
}
