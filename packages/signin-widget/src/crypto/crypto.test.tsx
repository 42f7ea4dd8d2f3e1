import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { base58Encode } from "@dugout/contracts/base58";
import {
  signinWidgetLabels as widgetLabels,
  signinWidgetMessages as messages,
} from "@dugout/contracts/signin-widget-messages";
import { signinWidgetWalletLabels } from "@dugout/contracts/signin-widget-wallet-messages";
import { WidgetApiError } from "../client/http";
import { fakeClient } from "../test/fake-client";
import { renderWidget } from "../test/render";
import { detectWallets, walletSlots, type WalletWindow } from "./detect-wallets";
import type { Eip1193Provider, Eip6963ProviderDetail, SolanaProvider } from "./wallet-providers";
import { forgetDetectedWallets } from "./wallet-store";

const labels = { ...widgetLabels, ...signinWidgetWalletLabels };

/** Wallets stand-ins, as the extensions inject them into the page. */
const ethAddress = "0x52908400098527886E0F7030069857D2E4169EE7";
const solAddress = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
type Answer = () => Promise<unknown>;
const ok =
  (value: unknown): Answer =>
  () =>
    Promise.resolve(value);
const declined: Answer = () => Promise.reject(Object.assign(new Error("User rejected the request."), { code: 4001 }));

function ethereumProvider(flags: Partial<Eip1193Provider>, answers: Record<string, Answer> = {}) {
  const request = vi.fn(async ({ method }: { method: string; params?: unknown[] }) => {
    const answer = answers[method];
    if (!answer) throw new Error(`unexpected ${method}`);
    return answer();
  });
  return { ...flags, request } satisfies Eip1193Provider;
}

function solanaProvider(isPhantom: boolean, answers: { connect?: Answer; sign?: Answer } = {}) {
  return {
    isPhantom,
    connect: vi.fn(async () => ({ publicKey: { toString: () => solAddress } })),
    signMessage: vi.fn(async () => ({ signature: new Uint8Array([0, 1, 2, 250]) })),
    ...(answers.connect && { connect: vi.fn(answers.connect) }),
    ...(answers.sign && { signMessage: vi.fn(answers.sign) }),
  } as SolanaProvider & { connect: ReturnType<typeof vi.fn>; signMessage: ReturnType<typeof vi.fn> };
}

type Page = Window & { ethereum?: Eip1193Provider; solana?: SolanaProvider; phantom?: { solana?: SolanaProvider } };
const page = window as Page;
let announcements: Eip6963ProviderDetail[] = [];
const announce = () => {
  for (const detail of announcements) window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
};

beforeEach(() => {
  forgetDetectedWallets();
  announcements = [];
  window.addEventListener("eip6963:requestProvider", announce);
});
afterEach(() => {
  window.removeEventListener("eip6963:requestProvider", announce);
  delete page.ethereum;
  delete page.solana;
  delete page.phantom;
});

describe("wallet detection", () => {
  it("finds EIP-6963 wallets, the injected Ethereum provider and Solana providers, in the main screen's order", async () => {
    announcements = [
      { info: { name: "MetaMask", rdns: "io.metamask" }, provider: ethereumProvider({}) },
      { info: { name: "Rabby Wallet", rdns: "io.rabby" }, provider: ethereumProvider({}) },
    ];
    page.ethereum = ethereumProvider({ isCoinbaseWallet: true, isMetaMask: true });
    page.phantom = { solana: solanaProvider(true) };
    page.solana = solanaProvider(false);
    const found = await detectWallets(window);
    expect(found.map((wallet) => wallet.id)).toEqual([
      "phantom",
      "coinbase",
      "metamask",
      "other_ethereum",
      "other_solana",
    ]);
    expect(found.map((wallet) => wallet.chain)).toEqual(["solana", "ethereum", "ethereum", "ethereum", "solana"]);
  });

  it("tells injected wallets by their flags, including each of a providers list", async () => {
    page.ethereum = {
      ...ethereumProvider({}),
      providers: [ethereumProvider({ isBinance: true, isMetaMask: true }), ethereumProvider({ isVessel: true })],
    };
    page.solana = solanaProvider(true);
    const found = await detectWallets(window);
    expect(found.map((wallet) => wallet.id)).toEqual(["phantom", "vessel", "binance"]);
  });

  it("finds nothing in a page without wallets", async () => {
    expect(await detectWallets(window as unknown as WalletWindow)).toEqual([]);
  });

  it("gives the main screen 6 places less the social buttons and the 'other' button, never fewer than none", () => {
    expect(walletSlots(0)).toBe(5);
    expect(walletSlots(2)).toBe(3);
    expect(walletSlots(5)).toBe(0);
    expect(walletSlots(9)).toBe(0);
  });
});

const oauthWith = (count: number) => ({
  providers: (["google", "github", "microsoft", "apple", "gitlab", "slack"] as const)
    .slice(0, count)
    .map((type) => ({ type })),
});

describe("the crypto section", () => {
  it("shows as many wallets as there are places and the rest behind 'Continue with other Crypto Wallet'", async () => {
    page.ethereum = ethereumProvider({ isCoinbaseWallet: true });
    page.phantom = { solana: solanaProvider(true) };
    page.solana = solanaProvider(false);
    announcements = [{ info: { name: "MetaMask", rdns: "io.metamask" }, provider: ethereumProvider({}) }];
    const { user } = renderWidget({ products: ["oauth", "crypto"], oauthOptions: oauthWith(3) });
    // 3 social providers: 6 - 3 - 1 = 2 wallets on Main.
    expect(await screen.findByRole("button", { name: "Continue with Phantom" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Coinbase" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Metamask" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: labels.continueWithOtherWallet }));
    expect(await screen.findByRole("heading", { name: labels.otherWalletsTitle })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Continue with Metamask" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Other Solana Wallet" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Phantom" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
  });

  it("with no wallet, links to 'Set up a new crypto wallet', which explains how and links to the wallets", async () => {
    const { user } = renderWidget({ products: ["crypto", "emailMagicLinks"] });
    await user.click(await screen.findByRole("button", { name: labels.setUpWallet }));
    expect(await screen.findByRole("heading", { name: labels.setUpWallet })).toBeInTheDocument();
    expect(screen.getByText(labels.setUpWalletText)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Metamask" })).toHaveAttribute("href", "https://metamask.io/download/");
    expect(screen.getByRole("link", { name: "Phantom" })).toHaveAttribute("href", "https://phantom.com/download");
  });
});

/** A promise the test settles, to look at a screen while the wallet's pop-up is open. */
function held<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("signing in with a wallet", () => {
  it("Ethereum: connects, shows the screens' texts, signs the challenge with personal_sign and signs in", async () => {
    const accounts = held<string[]>();
    const signature = held<string>();
    const metamask = ethereumProvider(
      { isMetaMask: true },
      { eth_requestAccounts: () => accounts.promise, personal_sign: () => signature.promise },
    );
    page.ethereum = metamask;
    const onSuccess = vi.fn();
    const { user, client, onEvent } = renderWidget(
      { products: ["crypto"], sessionOptions: { sessionDurationMinutes: 30 } },
      { callbacks: { onSuccess } },
    );
    await user.click(await screen.findByRole("button", { name: "Continue with Metamask" }));
    expect(await screen.findByRole("heading", { name: labels.connectingWallet })).toBeInTheDocument();
    expect(screen.getByText(labels.approveInWallet)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    accounts.resolve([ethAddress.toLowerCase()]);
    expect(await screen.findByRole("heading", { name: labels.signMessageTitle })).toBeInTheDocument();
    expect(screen.getByText(labels.signMessageText)).toBeInTheDocument();
    expect(client.cryptoWalletStart).toHaveBeenCalledWith({ address: ethAddress.toLowerCase(), type: "ethereum" });
    const challenge = `localhost:3000 wants you to sign in with your Ethereum account:\n${ethAddress.toLowerCase()}`;
    const hex = `0x${[...new TextEncoder().encode(challenge)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
    // The screen shows first; its step asks the wallet to sign once the chosen wallet is found again.
    await vi.waitFor(() =>
      expect(metamask.request).toHaveBeenLastCalledWith({
        method: "personal_sign",
        params: [hex, ethAddress.toLowerCase()],
      }),
    );
    signature.resolve("0xsigned");
    expect(await screen.findByText(labels.walletSignedIn)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: labels.successTitle })).toBeInTheDocument();
    expect(client.cryptoWalletAuthenticate).toHaveBeenCalledWith({
      address: ethAddress.toLowerCase(),
      type: "ethereum",
      signature: "0xsigned",
      message: challenge,
      sessionDurationMinutes: 30,
    });
    expect(onEvent).toHaveBeenCalledWith({ type: "signed in", data: { method: "crypto" } });
    expect(onEvent).toHaveBeenCalledWith({ type: "authenticate flow complete" });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
  });

  it("Solana: connects, signs the message's bytes and sends the signature in base58", async () => {
    const phantom = solanaProvider(true);
    page.phantom = { solana: phantom };
    const client = fakeClient({
      cryptoWalletStart: vi.fn(async () => ({
        challenge: "localhost:3000 wants you to sign in with your Solana account",
      })),
    });
    const { user } = renderWidget({ products: ["crypto"] }, { client });
    await user.click(await screen.findByRole("button", { name: "Continue with Phantom" }));
    expect(await screen.findByText(labels.walletSignedIn)).toBeInTheDocument();
    expect(client.cryptoWalletStart).toHaveBeenCalledWith({ address: solAddress, type: "solana" });
    expect(phantom.signMessage).toHaveBeenCalledWith(
      new TextEncoder().encode("localhost:3000 wants you to sign in with your Solana account"),
      "utf8",
    );
    expect(client.cryptoWalletAuthenticate).toHaveBeenCalledWith(
      expect.objectContaining({
        address: solAddress,
        type: "solana",
        signature: base58Encode(new Uint8Array([0, 1, 2, 250])),
      }),
    );
  });

  it("declining the connection (4001) shows CryptoError with 'Could not connect to wallet', and the way back", async () => {
    page.ethereum = ethereumProvider({ isMetaMask: true }, { eth_requestAccounts: declined });
    const { user, client } = renderWidget({ products: ["crypto"] });
    await user.click(await screen.findByRole("button", { name: "Continue with Metamask" }));
    expect(await screen.findByRole("heading", { name: messages.cryptoErrorIntro })).toBeInTheDocument();
    expect(messages.cryptoErrorIntro).toBe("Your sign in request could not be completed...");
    expect(screen.getByText("[Error] Could not connect to wallet")).toBeInTheDocument();
    expect(client.cryptoWalletStart).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: labels.tryAgain }));
    expect(await screen.findByRole("button", { name: "Continue with Metamask" })).toBeInTheDocument();
  });

  it("declining to sign (4001) shows 'Could not sign message' and signs nobody in", async () => {
    page.ethereum = ethereumProvider(
      { isMetaMask: true },
      { eth_requestAccounts: ok([ethAddress]), personal_sign: declined },
    );
    const { user, client } = renderWidget({ products: ["crypto"] });
    await user.click(await screen.findByRole("button", { name: "Continue with Metamask" }));
    expect(await screen.findByText("[Error] Could not sign message")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: messages.cryptoErrorIntro })).toBeInTheDocument();
    expect(client.cryptoWalletAuthenticate).not.toHaveBeenCalled();
  });

  it("a refusal by the server shows CryptoError with the server's words", async () => {
    page.phantom = { solana: solanaProvider(true) };
    const refusal = "There is no Dugout account for this email address. Ask a Dugout admin to invite you (Users page).";
    const client = fakeClient({
      cryptoWalletAuthenticate: vi.fn(async () => {
        throw new WidgetApiError(403, "signup_not_allowed", refusal);
      }),
    });
    const { user } = renderWidget({ products: ["crypto"] }, { client });
    await user.click(await screen.findByRole("button", { name: "Continue with Phantom" }));
    expect(await screen.findByText("[Error] Could not sign message")).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });
});
