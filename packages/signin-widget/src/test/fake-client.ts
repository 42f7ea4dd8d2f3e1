import { oauthProviderIds, type PasswordStrengthResult } from "@dugout/contracts/signin-widget";
import { vi, type Mock } from "vitest";
import type { IdentityClient } from "../client/identity-client";
import type { SignedInSession } from "../client/signed-in-session";

export type FakeClient = { [K in keyof IdentityClient]: Mock<IdentityClient[K]> };

/** An identity client whose every call succeeds unless a test says otherwise (overrides are vi.fn()). */
export function fakeClient(overrides: Partial<IdentityClient> = {}): FakeClient {
  const client = {
    // The server offers every provider unless a test says otherwise.
    bootstrap: vi.fn(async () => ({ emailDomains: [], passwordConfig: null, oauthProviders: [...oauthProviderIds] })),
    searchUser: vi.fn(async () => "new" as const),
    sendEmailOtp: vi.fn(async ({ email }: { email: string }) => ({ methodId: email })),
    authenticateOtp: vi.fn(async () => undefined),
    sendPhoneOtp: vi.fn(async ({ phoneNumber }: { phoneNumber: string }) => ({ methodId: phoneNumber })),
    authenticatePhoneOtp: vi.fn(async () => undefined),
    sendMagicLink: vi.fn(async () => undefined),
    authenticateToken: vi.fn(async () => ({ status: "signed_in" as const })),
    passwordStrength: vi.fn(async () => strength({ valid: true, score: 4 })),
    createPassword: vi.fn(async () => ({ confirmationSent: false })),
    authenticatePassword: vi.fn(async () => undefined),
    resetByEmailStart: vi.fn(async () => undefined),
    resetByEmail: vi.fn(async () => undefined),
    oauthStart: vi.fn(async () => ({ url: "https://accounts.example.test/auth" })),
    oneTapAuthenticate: vi.fn(async () => undefined),
    cryptoWalletStart: vi.fn(async ({ address }: { address: string }) => ({
      challenge: `localhost:3000 wants you to sign in with your Ethereum account:\n${address}`,
    })),
    cryptoWalletAuthenticate: vi.fn(async () => undefined),
    getSession: vi.fn(async () => null),
    signedInSession: vi.fn(async () => signedInSession()),
    signOut: vi.fn(async () => undefined),
    logEvents: vi.fn(async () => undefined),
    passkeySupport: vi.fn(async () => ({ webauthn: true, autofill: false })),
    registerPasskey: vi.fn(async () => ({ id: "pk-new", name: "", createdAt: "2026-01-01T00:00:00.000Z" })),
    authenticatePasskey: vi.fn(async () => undefined),
    listPasskeys: vi.fn(async () => []),
    renamePasskey: vi.fn(async ({ id, name }: { id: string; name: string }) => ({ id, name, createdAt: "" })),
    deletePasskey: vi.fn(async () => undefined),
  } satisfies IdentityClient;
  return { ...client, ...overrides } as FakeClient;
}

export function strength(options: {
  valid: boolean;
  score: number;
  policy?: "zxcvbn" | "luds";
  warning?: string;
  breached?: boolean;
  missingCharacters?: number;
  missingComplexity?: number;
}): PasswordStrengthResult {
  return {
    score: options.score,
    feedback: {
      warning: options.warning ?? "",
      suggestions: [],
      luds_requirements: {
        missing_characters: options.missingCharacters ?? 0,
        missing_complexity: options.missingComplexity ?? 0,
      },
    },
    valid_password: options.valid,
    strength_policy: options.policy ?? "zxcvbn",
    breached_password: options.breached ?? false,
  };
}

/** The user and session a successful sign-in hands to onSuccess. */
export function signedInSession(): SignedInSession {
  return {
    user: { id: "u1", email: "rep@example.com", name: "rep" },
    session: { id: "s1", session_token: "session-token-1", session_jwt: "header.payload.signature" },
  };
}
