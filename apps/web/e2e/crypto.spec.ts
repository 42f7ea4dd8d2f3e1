import { expect, test, type Page } from "@playwright/test";
import { servePlayground } from "./auth-helpers";
import { createWalletAccount, ethereumKey, solanaKey, type E2eWallet } from "./wallets";

// Wallet sign-in end to end: the widget's playground ("crypto" preset) on the app's origin, with a MetaMask-like
// EIP-1193 provider and a Phantom-like Solana provider injected into the page. Their signatures are made in Node
// with keys generated for the run, so the server verifies real signatures. The e2e server's sign-up is closed
// (example.com only), so the wallets' accounts are created first with `npm run user -- create-wallet`.

type Mode = "sign" | "decline-connect" | "decline-sign";

interface Recorded {
  signatures: string[];
  messages: string[];
}

async function injectWallets(page: Page, wallets: { ethereum: E2eWallet; solana: E2eWallet }, mode: Mode) {
  const recorded: Recorded = { signatures: [], messages: [] };
  await page.exposeFunction("__e2eEthereumSign", (message: string) => {
    const signature = wallets.ethereum.sign(message);
    recorded.messages.push(message);
    recorded.signatures.push(signature);
    return signature;
  });
  await page.exposeFunction("__e2eSolanaSign", (bytes: number[]) => {
    const message = new TextDecoder().decode(new Uint8Array(bytes));
    const signature = wallets.solana.sign(message);
    recorded.messages.push(message);
    recorded.signatures.push(signature);
    return signature;
  });
  await page.addInitScript(
    ({ ethereumAddress, solanaAddress, mode }) => {
      type Signer = (value: unknown) => Promise<string>;
      const page = window as unknown as Record<string, unknown>;
      const rejected = () => Object.assign(new Error("User rejected the request."), { code: 4001 });
      const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
      const fromBase58 = (text: string) => {
        const bytes: number[] = [];
        for (const char of text) {
          let carry = base58Alphabet.indexOf(char);
          for (let index = 0; index < bytes.length; index += 1) {
            carry += (bytes[index] ?? 0) * 58;
            bytes[index] = carry & 0xff;
            carry >>= 8;
          }
          while (carry > 0) {
            bytes.push(carry & 0xff);
            carry >>= 8;
          }
        }
        for (const char of text) {
          if (char !== "1") break;
          bytes.push(0);
        }
        return new Uint8Array(bytes.reverse());
      };
      page.ethereum = {
        isMetaMask: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          if (method === "eth_requestAccounts" || method === "eth_accounts") {
            if (mode === "decline-connect") throw rejected();
            return [ethereumAddress.toLowerCase()];
          }
          if (method === "personal_sign") {
            if (mode === "decline-sign") throw rejected();
            const first = params?.[0];
            const hex = typeof first === "string" ? first.slice(2) : "";
            const bytes = new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
            return (page.__e2eEthereumSign as Signer)(new TextDecoder().decode(bytes));
          }
          throw new Error(`unsupported ${method}`);
        },
      };
      page.solana = {
        isPhantom: true,
        async connect() {
          if (mode === "decline-connect") throw rejected();
          return { publicKey: { toString: () => solanaAddress } };
        },
        async signMessage(message: Uint8Array) {
          if (mode === "decline-sign") throw rejected();
          const signature = await (page.__e2eSolanaSign as Signer)(Array.from(message));
          return { signature: fromBase58(signature) };
        },
      };
    },
    { ethereumAddress: wallets.ethereum.address, solanaAddress: wallets.solana.address, mode },
  );
  return recorded;
}

async function openPlayground(page: Page) {
  await servePlayground(page);
  await page.goto("/__widget-playground/index.html?preset=crypto");
}

/** The widget itself (the playground lists the widget's events beside it, with the same words). */
const widget = (page: Page) => page.getByTestId("signin-widget");

const walletKeys = () => ({ ethereum: ethereumKey(), solana: solanaKey() });

test("an Ethereum wallet signs in, and its signature cannot be replayed", async ({ page, baseURL }) => {
  const wallets = walletKeys();
  expect(createWalletAccount(wallets.ethereum.address, "ethereum")).toContain("Created the account of ethereum wallet");
  const recorded = await injectWallets(page, wallets, "sign");
  await openPlayground(page);
  await page.getByRole("button", { name: "Continue with Metamask" }).click();
  await expect(page.getByText("You are signed in with your wallet.")).toBeVisible();
  await expect(page.getByText("success: crypto")).toBeVisible();
  const message = recorded.messages[0] ?? "";
  expect(message).toContain(`wants you to sign in with your Ethereum account:\n${wallets.ethereum.address}\n`);
  const session = await page.request.get("/api/auth/get-session");
  expect((await session.json()) as unknown).toMatchObject({
    user: { email: `${wallets.ethereum.address.toLowerCase()}@wallet.invalid` },
  });

  const replay = await page.request.post("/api/auth/dugout/crypto-wallets/authenticate", {
    headers: { origin: baseURL ?? "" },
    data: {
      crypto_wallet_address: wallets.ethereum.address,
      crypto_wallet_type: "ethereum",
      signature: recorded.signatures[0],
      // The message it signed names the challenge, which the sign-in used up.
      message,
    },
  });
  expect(replay.status()).toBe(400);
  expect(((await replay.json()) as { error_type: string }).error_type).toBe("crypto_wallet_challenge_not_found");
});

test("a Solana wallet signs in", async ({ page }) => {
  const wallets = walletKeys();
  createWalletAccount(wallets.solana.address, "solana");
  const recorded = await injectWallets(page, wallets, "sign");
  await openPlayground(page);
  await page.getByRole("button", { name: "Continue with Phantom" }).click();
  await expect(page.getByText("You are signed in with your wallet.")).toBeVisible();
  expect(recorded.messages[0]).toContain(`wants you to sign in with your Solana account:\n${wallets.solana.address}\n`);
  const session = await page.request.get("/api/auth/get-session");
  expect((await session.json()) as unknown).toMatchObject({
    user: { email: `${wallets.solana.address.toLowerCase()}@wallet.invalid` },
  });
});

test("declining in the wallet shows the crypto error screen, with a way back", async ({ page }) => {
  await injectWallets(page, walletKeys(), "decline-connect");
  await openPlayground(page);
  await page.getByRole("button", { name: "Continue with Metamask" }).click();
  await expect(page.getByRole("heading", { name: "Your sign in request could not be completed..." })).toBeVisible();
  await expect(widget(page).getByText("[Error] Could not connect to wallet")).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("button", { name: "Continue with Phantom" })).toBeVisible();
});

test("declining to sign shows 'Could not sign message'", async ({ page }) => {
  await injectWallets(page, walletKeys(), "decline-sign");
  await openPlayground(page);
  await page.getByRole("button", { name: "Continue with Phantom" }).click();
  await expect(widget(page).getByText("[Error] Could not sign message")).toBeVisible();
});

test("a wallet without an account is refused while sign-up is closed", async ({ page }) => {
  await injectWallets(page, walletKeys(), "sign");
  await openPlayground(page);
  await page.getByRole("button", { name: "Continue with Metamask" }).click();
  await expect(widget(page).getByText("[Error] Could not sign message")).toBeVisible();
  await expect(
    page.getByText("There is no Dugout account for this wallet. Ask a Dugout admin to let it in."),
  ).toBeVisible();
});
