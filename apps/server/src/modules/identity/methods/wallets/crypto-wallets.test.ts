import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { accounts, users, verifications } from "@dugout/db";
import { identityErrors } from "@dugout/contracts/identity-errors";
import { defined } from "@dugout/contracts/defined";
import type { AppContext } from "../../../../context";
import { findCommand } from "../../../../commands";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { cookieHeader, errorBody, freshIp, get, post } from "../../test-kit";
import { challengeIdentifier, walletChallengeMinutes } from "./wallet-challenges";
import { lockout } from "../../limits";
import { ensureWalletUser } from "./wallet-users";
import { ethereumWallet, solanaWallet, walletOf, type TestWallet } from "./wallet-test-kit";

/**
 * Sign-in with an Ethereum or Solana wallet (README.md#crypto-wallets), through the real routes with
 * keys made here: the server verifies real signatures.
 */
let open: TestApp;
let closed: TestApp;
beforeAll(async () => {
  open = await createTestApp({ env: { SIGNUP_ALLOWED_DOMAINS: "*" } });
  // The default policy (invitation only), on the same database.
  closed = await createTestApp({ shareDatabaseWith: open, env: { SIGNUP_ALLOWED_DOMAINS: "example.com" } });
});
afterAll(async () => {
  await closed.close();
  await open.close();
});

const start = (t: TestApp, wallet: { type: string; address: string }) =>
  post(
    t,
    "/api/auth/dugout/crypto-wallets/start",
    { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type },
    { ip: freshIp() },
  );
/** Answers a challenge as the widget does: the signature and the message that was signed. */
const authenticate = (
  t: TestApp,
  wallet: TestWallet,
  message: string,
  signature: string,
  extra: Record<string, unknown> = {},
  ip = freshIp(),
) =>
  post(
    t,
    "/api/auth/dugout/crypto-wallets/authenticate",
    { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type, signature, message, ...extra },
    { ip },
  );
async function challengeOf(t: TestApp, wallet: TestWallet): Promise<string> {
  const response = await start(t, wallet);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ challenge: string }>().challenge;
}
/** A whole sign-in by the wallet's owner: start, sign, authenticate. */
async function signInWith(t: TestApp, wallet: TestWallet, extra: Record<string, unknown> = {}) {
  const challenge = await challengeOf(t, wallet);
  return authenticate(t, wallet, challenge, wallet.sign(challenge), extra);
}

describe("the challenge", () => {
  it("for Ethereum is an EIP-4361 message naming this site, the checksummed address and a fresh nonce", async () => {
    const wallet = ethereumWallet();
    const challenge = await challengeOf(open, { ...wallet, address: wallet.address.toLowerCase() });
    const lines = challenge.split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "localhost:3000 wants you to sign in with your Ethereum account:",
      wallet.address,
      "",
      "Sign in to Dugout.",
      "",
      "URI: http://localhost:3000",
      "Version: 1",
      "Chain ID: 1",
    ]);
    expect(lines[8]).toMatch(/^Nonce: [0-9a-f]{32}$/);
    const issued = /^Issued At: (.+)$/.exec(lines[9] ?? "")?.[1] ?? "";
    const expires = /^Expiration Time: (.+)$/.exec(lines[10] ?? "")?.[1] ?? "";
    expect(Math.abs(Date.parse(issued) - Date.now())).toBeLessThan(10_000);
    expect(Date.parse(expires) - Date.parse(issued)).toBe(walletChallengeMinutes * 60_000);
    expect(lines).toHaveLength(11);
    // Another start gives another nonce.
    expect(await challengeOf(open, wallet)).not.toContain(lines[8]);
  });

  it("for Solana names this site, the address and a nonce", async () => {
    const wallet = solanaWallet();
    const lines = (await challengeOf(open, wallet)).split("\n");
    expect(lines.slice(0, 7)).toEqual([
      "localhost:3000 wants you to sign in with your Solana account:",
      wallet.address,
      "",
      "Sign in to Dugout.",
      "",
      "URI: http://localhost:3000",
      "Version: 1",
    ]);
    expect(lines[7]).toMatch(/^Nonce: [0-9a-f]{32}$/);
  });

  it("is kept without its nonce, bound to the wallet's type and address", async () => {
    const wallet = ethereumWallet();
    const challenge = await challengeOf(open, wallet);
    const nonce = /Nonce: (\w+)/.exec(challenge)?.[1] ?? "";
    const rows = await open.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `crypto-wallet:ethereum:${wallet.address}:%`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.identifier).toBe(challengeIdentifier("ethereum", wallet.address, nonce));
    expect(`${rows[0]?.identifier} ${rows[0]?.value}`).not.toContain(nonce);
  });

  it("refuses a malformed address, or one of the other chain", async () => {
    for (const [address, type] of [
      ["0x1234", "ethereum"],
      ["0x52908400098527886E0F7030069857D2E4169EE7".replace("E7", "e7"), "ethereum"],
      [ethereumWallet().address, "solana"],
      [solanaWallet().address, "ethereum"],
    ] as const) {
      const response = await start(open, { address, type });
      expect(response.statusCode, address).toBe(400);
      expect(errorBody(response)).toMatchObject({
        error_type: "invalid_crypto_wallet_address",
        error_message: identityErrors.invalid_crypto_wallet_address.message,
      });
    }
    const unknownType = await start(open, { address: solanaWallet().address, type: "bitcoin" });
    expect(unknownType.statusCode).toBe(400);
  });
});

describe.each(["ethereum", "solana"] as const)("a %s wallet", (type) => {
  it("signs in with its signature: an unverified account with a placeholder email, and a session cookie", async () => {
    const wallet = walletOf(type);
    const response = await signInWith(open, wallet);
    expect(response.statusCode, response.body).toBe(200);
    const email = `${wallet.address.toLowerCase()}@wallet.invalid`;
    expect(response.json()).toMatchObject({ user: { email } });
    const session = await get(open, "/api/auth/get-session", { headers: { cookie: cookieHeader(response) } });
    expect(session.json<{ user: { email: string; emailVerified: boolean } }>().user).toMatchObject({
      email,
      emailVerified: false,
    });
    const [account] = await open.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.accountId, wallet.address));
    expect(account?.providerId).toBe(type);
    // The next sign-in finds the same account.
    const again = await signInWith(open, wallet);
    expect(again.json<{ user: { id: string } }>().user.id).toBe(response.json<{ user: { id: string } }>().user.id);
  });

  it("cannot replay a signature: the challenge is used once", async () => {
    const wallet = walletOf(type);
    const challenge = await challengeOf(open, wallet);
    const signature = wallet.sign(challenge);
    expect((await authenticate(open, wallet, challenge, signature)).statusCode).toBe(200);
    const replay = await authenticate(open, wallet, challenge, signature);
    expect(replay.statusCode).toBe(400);
    expect(errorBody(replay)).toMatchObject({
      error_type: "crypto_wallet_challenge_not_found",
      error_message: identityErrors.crypto_wallet_challenge_not_found.message,
    });
  });

  it("refuses a signature by another key, and that challenge is then used up", async () => {
    const wallet = walletOf(type);
    const challenge = await challengeOf(open, wallet);
    const refused = await authenticate(open, wallet, challenge, walletOf(type).sign(challenge));
    expect(refused.statusCode).toBe(401);
    expect(errorBody(refused)).toMatchObject({
      error_type: "invalid_crypto_wallet_signature",
      error_message: identityErrors.invalid_crypto_wallet_signature.message,
    });
    expect(refused.headers["set-cookie"]).toBeUndefined();
    const late = await authenticate(open, wallet, challenge, wallet.sign(challenge));
    expect(errorBody(late).error_type).toBe("crypto_wallet_challenge_not_found");
  });

  it("refuses an expired challenge", async () => {
    const wallet = walletOf(type);
    const challenge = await challengeOf(open, wallet);
    await open.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `crypto-wallet:${type}:${wallet.address}:%`));
    const refused = await authenticate(open, wallet, challenge, wallet.sign(challenge));
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused)).toMatchObject({
      error_type: "crypto_wallet_challenge_expired",
      error_message: identityErrors.crypto_wallet_challenge_expired.message,
    });
  });

  it("refuses a message made for another site", async () => {
    const wallet = walletOf(type);
    const challenge = await challengeOf(open, wallet);
    const phished = challenge.replace("localhost:3000", "evil.example:443");
    const named = await authenticate(open, wallet, phished, wallet.sign(phished));
    expect(named.statusCode).toBe(400);
    expect(errorBody(named)).toMatchObject({
      error_type: "crypto_wallet_domain_mismatch",
      error_message: identityErrors.crypto_wallet_domain_mismatch.message,
    });
    // Sent with this site's message, its signature is simply not one over this site's challenge.
    const next = await challengeOf(open, wallet);
    const unnamed = await authenticate(
      open,
      wallet,
      next,
      wallet.sign(next.replace("localhost:3000", "evil.example:443")),
    );
    expect(errorBody(unnamed).error_type).toBe("invalid_crypto_wallet_signature");
  });

  it("refuses a malformed signature without using up the challenge", async () => {
    const wallet = walletOf(type);
    const challenge = await challengeOf(open, wallet);
    for (const signature of ["0x1234", "not base58 at all!", `0x${"ab".repeat(66)}`]) {
      const refused = await authenticate(open, wallet, challenge, signature);
      expect(refused.statusCode, signature).toBe(401);
      expect(errorBody(refused).error_type).toBe("invalid_crypto_wallet_signature");
    }
    expect((await authenticate(open, wallet, challenge, wallet.sign(challenge))).statusCode).toBe(200);
  });

  it("honours the widget's session length, and refuses one above the server's", async () => {
    const wallet = walletOf(type);
    const response = await signInWith(open, wallet, {
      session_duration_minutes: 30,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expiresAt = Date.parse(response.json<{ session: { expires_at: string } }>().session.expires_at);
    expect(Math.abs(expiresAt - (Date.now() + 30 * 60_000))).toBeLessThan(10_000);
    const tooLong = await signInWith(open, wallet, {
      session_duration_minutes: 10_000_000,
    });
    expect(errorBody(tooLong).error_type).toBe("unsupported_option");
  });

  it("keeps the owner's challenge when a stranger starts a sign-in for the same wallet", async () => {
    const wallet = walletOf(type);
    const owners = await challengeOf(open, wallet);
    // Someone else, in another browser, asks for challenges for the owner's address and answers them with junk.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const strangers = await challengeOf(open, wallet);
      const refused = await authenticate(open, wallet, strangers, walletOf(type).sign(strangers));
      expect(refused.statusCode).toBe(401);
    }
    const response = await authenticate(open, wallet, owners, wallet.sign(owners));
    expect(response.statusCode, response.body).toBe(200);
  });

  it("locks the sender of wrong signatures, not the wallet's owner", async () => {
    const wallet = walletOf(type);
    const attacker = freshIp();
    let last;
    for (let attempt = 1; attempt <= lockout.failures; attempt += 1) {
      const junk = await challengeOf(open, wallet);
      last = await authenticate(open, wallet, junk, walletOf(type).sign(junk), {}, attacker);
    }
    expect(last?.statusCode).toBe(429);
    expect(last && errorBody(last).error_type).toBe("account_locked");
    // The attacker stays locked out, even with a right signature of a wallet of their own...
    const own = walletOf(type);
    const ownChallenge = await challengeOf(open, own);
    const locked = await authenticate(open, own, ownChallenge, own.sign(ownChallenge), {}, attacker);
    expect(errorBody(locked).error_type).toBe("account_locked");
    // ...while the owner, from their own browser, signs in.
    expect((await signInWith(open, wallet)).statusCode).toBe(200);
  });

  it("needs the signed message, whose nonce names the challenge", async () => {
    const wallet = walletOf(type);
    const challenge = await challengeOf(open, wallet);
    const without = await post(
      open,
      "/api/auth/dugout/crypto-wallets/authenticate",
      { crypto_wallet_address: wallet.address, crypto_wallet_type: type, signature: wallet.sign(challenge) },
      { ip: freshIp() },
    );
    expect(without.statusCode).toBe(400);
    expect(errorBody(without).error_type).toBe("invalid_request");
    const noNonce = challenge.replace(/^Nonce: .*$/m, "Nonce: none");
    const unknown = await authenticate(open, wallet, noNonce, wallet.sign(noNonce));
    expect(errorBody(unknown).error_type).toBe("crypto_wallet_challenge_not_found");
    expect((await authenticate(open, wallet, challenge, wallet.sign(challenge))).statusCode).toBe(200);
  });

  it("follows the sign-up policy: a new wallet is refused unless anyone may sign up; an existing one signs in", async () => {
    const wallet = walletOf(type);
    const refused = await signInWith(closed, wallet);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused)).toMatchObject({
      error_type: "signup_not_allowed",
      error_message: "There is no Dugout account for this wallet. Ask a Dugout admin to let it in.",
    });
    const email = `${wallet.address.toLowerCase()}@wallet.invalid`;
    expect(await closed.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The operator's way in (npm run user -- create-wallet), then the wallet signs in.
    expect((await ensureWalletUser(closed.database.db, { type, address: wallet.address })).created).toBe(true);
    const admitted = await signInWith(closed, wallet);
    expect(admitted.statusCode, admitted.body).toBe(200);
    const rows = await closed.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.providerId, type), eq(accounts.accountId, wallet.address)));
    expect(rows).toHaveLength(1);
  });
});

describe("npm run user -- create-wallet", () => {
  const runUser = (...args: string[]) =>
    defined(findCommand("user"), "the user command").run({ database: closed.database } as unknown as AppContext, {
      args,
    });

  it("lets a wallet in while sign-up is closed", async () => {
    const wallet = ethereumWallet();
    expect(await runUser("create-wallet", wallet.address.toLowerCase(), "ethereum")).toBe(
      `Created the account of ethereum wallet ${wallet.address}. It signs in by signing a message in the wallet.`,
    );
    expect(await runUser("create-wallet", wallet.address, "ethereum")).toBe(
      `The ethereum wallet ${wallet.address} already has an account.`,
    );
    const signedIn = await signInWith(closed, wallet);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("refuses a bad type or address", async () => {
    await expect(runUser("create-wallet", solanaWallet().address, "bitcoin")).rejects.toThrow(
      "The wallet type must be ethereum or solana.",
    );
    await expect(runUser("create-wallet", "0x1234", "ethereum")).rejects.toThrow(
      "0x1234 is not a valid ethereum address.",
    );
  });
});

describe("the bootstrap", () => {
  it("says wallets are available", async () => {
    const answer = await get(open, "/api/auth/dugout/bootstrap");
    expect(answer.json<{ methods: { crypto: boolean } }>().methods.crypto).toBe(true);
  });
});
