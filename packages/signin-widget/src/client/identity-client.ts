import type {
  Bootstrap,
  BootstrapAnswer,
  CryptoWalletType,
  PasswordStrengthResult,
  TelemetryEvent,
  UserType,
} from "@dugout/contracts/signin-widget";
import { createHttp, WidgetApiError, type Http } from "./http";
import { passkeyMethods, type PasskeyClient } from "./passkey-client";
import { paths } from "./paths";
import { readSignedInSession, type SignedInSession } from "./signed-in-session";

/** The channels a phone passcode goes out on. */
export type PhoneChannel = "sms" | "whatsapp";

/** What the widget knows about a signed-in person; the host reads the rest from its own API. */
export interface WidgetSession {
  userId: string;
  email: string;
}

export interface WidgetBootstrap extends Bootstrap {
  /** OAuth providers the server has credentials for (empty: hide social buttons). */
  oauthProviders: string[];
  /** The server's lifetimes and templates: a configuration asking for more is refused. Absent: not said. */
  limits?: ServerLimits;
  /** Google One Tap's client, when the server offers One Tap. */
  oneTap?: { clientId: string } | null;
  /** Show developer-facing messages (the server does not run in production). */
  developerMessages?: boolean;
}

export interface ServerLimits {
  magicLinkMinutes: number;
  otpMinutes: number;
  sessionMinutes: number;
  messageTemplates: string[];
  /** The phone channels with a transport (a configured method without one is refused). */
  phoneChannels: PhoneChannel[];
}

/** `verify_email`: the confirmation link of a password sign-up (it signs in once the address is proven). */
export type LoginTokenKind = "magic_links" | "oauth" | "login" | "reset_password" | "verify_email";

/**
 * What a landing token's exchange came to: signed in, or a question for the person first (a token this browser
 * did not ask for, or one that would replace another person's session: nothing was consumed, and asking again
 * with `confirm` signs in). Any other refusal is thrown.
 */
type TokenAuthentication = { status: "signed_in" } | { status: "confirmation_required"; maskedEmail: string };

/**
 * Every call the widget makes to the identity server. Screens depend on this interface only, so
 * the later methods (passkeys, phone, wallets, consent) add methods without touching the screens.
 */
export interface IdentityClient extends PasskeyClient {
  bootstrap(): Promise<WidgetBootstrap>;
  searchUser(email: string): Promise<UserType>;
  /** Lifetimes and templates left undefined are the server's (bootstrap). */
  sendEmailOtp(input: {
    email: string;
    expirationMinutes?: number | undefined;
    loginTemplateId?: string | undefined;
    signupTemplateId?: string | undefined;
  }): Promise<{ methodId: string }>;
  authenticateOtp(input: {
    methodId: string;
    code: string;
    sessionDurationMinutes?: number | undefined;
  }): Promise<void>;
  /** Sends a passcode by text message or WhatsApp to an E.164 number; the lifetime left undefined is the server's. */
  sendPhoneOtp(input: {
    phoneNumber: string;
    channel: PhoneChannel;
    expirationMinutes?: number | undefined;
  }): Promise<{ methodId: string }>;
  /** `methodId` is the E.164 number the code was sent to. */
  authenticatePhoneOtp(input: {
    methodId: string;
    code: string;
    sessionDurationMinutes?: number | undefined;
  }): Promise<void>;
  /** A new address gets the sign-up redirect and lifetime; a known one the login ones. */
  sendMagicLink(input: {
    email: string;
    loginRedirectUrl: string;
    signupRedirectUrl: string;
    loginExpirationMinutes?: number | undefined;
    signupExpirationMinutes?: number | undefined;
    createUserAsPending: boolean;
  }): Promise<void>;
  authenticateToken(input: {
    token: string;
    kind: LoginTokenKind;
    sessionDurationMinutes?: number | undefined;
    /** The person said yes to "Sign in as r…@example.com?". */
    confirm?: boolean | undefined;
  }): Promise<TokenAuthentication>;
  passwordStrength(input: { email?: string; password: string }): Promise<PasswordStrengthResult>;
  /**
   * Creates a password account. The server may hold the session back until the address is
   * confirmed by a link (`confirmationSent`); the link lands on `redirectUrl`.
   */
  createPassword(input: {
    email: string;
    password: string;
    redirectUrl: string;
    sessionDurationMinutes?: number | undefined;
  }): Promise<{ confirmationSent: boolean }>;
  authenticatePassword(input: {
    email: string;
    password: string;
    sessionDurationMinutes?: number | undefined;
  }): Promise<void>;
  /** The reset link's lifetime and template (passwordOptions); undefined: the server's. */
  resetByEmailStart(input: {
    email: string;
    redirectUrl: string;
    expirationMinutes?: number | undefined;
    templateId?: string | undefined;
  }): Promise<void>;
  resetByEmail(input: { token: string; password: string; sessionDurationMinutes?: number | undefined }): Promise<void>;
  oauthStart(input: {
    provider: string;
    loginRedirectUrl: string;
    signupRedirectUrl: string;
    customScopes?: string[] | undefined;
    providerParams?: Record<string, string> | undefined;
  }): Promise<{ url: string }>;
  /** Signs in with the credential (a Google ID token) Google One Tap's prompt returned. */
  oneTapAuthenticate(input: { credential: string; sessionDurationMinutes?: number | undefined }): Promise<void>;
  /** A message for the wallet to sign (crypto-wallets/start). */
  cryptoWalletStart(input: { address: string; type: CryptoWalletType }): Promise<{ challenge: string }>;
  /** Signs in with the wallet's signature of that message. */
  cryptoWalletAuthenticate(input: {
    address: string;
    type: CryptoWalletType;
    signature: string;
    message: string;
    sessionDurationMinutes?: number | undefined;
  }): Promise<void>;
  getSession(): Promise<WidgetSession | null>;
  /** The user and session (with its token and JWT) of the session just signed in; null without one. */
  signedInSession(): Promise<SignedInSession | null>;
  signOut(): Promise<void>;
  logEvents(events: TelemetryEvent[]): Promise<void>;
}

interface BetterAuthSession {
  user?: { id?: string; email?: string };
}

/** The client for Dugout's identity server (Better Auth at /api/auth plus our own routes). */
export function createIdentityClient(options: { baseUrl?: string; http?: Http } = {}): IdentityClient {
  const http = options.http ?? createHttp(options.baseUrl ?? "");
  return {
    async bootstrap() {
      const answer = await http<Partial<BootstrapAnswer>>(paths.bootstrap);
      const limits: ServerLimits | undefined =
        answer.magicLinkExpirationMinutes && answer.otpExpirationMinutes && answer.sessionDurationMinutes
          ? {
              magicLinkMinutes: answer.magicLinkExpirationMinutes,
              otpMinutes: answer.otpExpirationMinutes,
              sessionMinutes: answer.sessionDurationMinutes,
              messageTemplates: answer.messageTemplates ?? [],
              phoneChannels: (["sms", "whatsapp"] as const).filter((channel) => answer.methods?.[channel] === true),
            }
          : undefined;
      return {
        emailDomains: answer.emailDomains ?? [],
        passwordConfig: answer.passwordConfig ?? null,
        oauthProviders: answer.oauthProviders ?? [],
        oneTap: answer.oneTap ?? null,
        developerMessages: answer.developerMessages === true,
        ...(limits && { limits }),
      };
    },
    async searchUser(email) {
      return (await http<{ userType: UserType }>(paths.userSearch, { body: { email } })).userType;
    },
    async sendEmailOtp({ email, expirationMinutes, loginTemplateId, signupTemplateId }) {
      await http(paths.emailOtpSend, {
        body: {
          email,
          type: "sign-in",
          expiration_minutes: expirationMinutes,
          login_template_id: loginTemplateId,
          signup_template_id: signupTemplateId,
        },
      });
      return { methodId: email };
    },
    async authenticateOtp({ methodId, code, sessionDurationMinutes }) {
      await http(paths.emailOtpAuthenticate, {
        body: { email: methodId, otp: code, session_duration_minutes: sessionDurationMinutes },
      });
    },
    async sendPhoneOtp({ phoneNumber, channel, expirationMinutes }) {
      await http(paths.phoneOtpSend, { body: { phoneNumber, channel, expiration_minutes: expirationMinutes } });
      return { methodId: phoneNumber };
    },
    async authenticatePhoneOtp({ methodId, code, sessionDurationMinutes }) {
      await http(paths.phoneOtpAuthenticate, {
        body: { phoneNumber: methodId, code, session_duration_minutes: sessionDurationMinutes },
      });
    },
    async sendMagicLink(input) {
      await http(paths.magicLinkSend, {
        body: {
          email: input.email,
          callbackURL: input.loginRedirectUrl,
          newUserCallbackURL: input.signupRedirectUrl,
          login_expiration_minutes: input.loginExpirationMinutes,
          signup_expiration_minutes: input.signupExpirationMinutes,
          create_user_as_pending: input.createUserAsPending,
        },
      });
    },
    async authenticateToken({ token, kind, sessionDurationMinutes, confirm }) {
      try {
        await http(paths.tokenAuthenticate, {
          body: { token, token_type: kind, session_duration_minutes: sessionDurationMinutes, confirm },
        });
        return { status: "signed_in" };
      } catch (error) {
        if (error instanceof WidgetApiError && error.errorType === "confirmation_required" && error.maskedEmail) {
          return { status: "confirmation_required", maskedEmail: error.maskedEmail };
        }
        throw error;
      }
    },
    passwordStrength: (input) => http<PasswordStrengthResult>(paths.passwordStrength, { body: input }),
    async createPassword({ email, password, redirectUrl, sessionDurationMinutes }) {
      const answer = await http<{ token?: string | null } | null>(paths.passwordCreate, {
        body: {
          email,
          password,
          name: email.split("@")[0] ?? email,
          callbackURL: redirectUrl,
          session_duration_minutes: sessionDurationMinutes,
        },
      });
      return { confirmationSent: !answer?.token };
    },
    async authenticatePassword({ email, password, sessionDurationMinutes }) {
      await http(paths.passwordAuthenticate, {
        body: { email, password, session_duration_minutes: sessionDurationMinutes },
      });
    },
    async resetByEmailStart({ email, redirectUrl, expirationMinutes, templateId }) {
      await http(paths.passwordResetStart, {
        body: { email, redirectTo: redirectUrl, expiration_minutes: expirationMinutes, template_id: templateId },
      });
    },
    async resetByEmail({ token, password, sessionDurationMinutes }) {
      await http(paths.passwordReset, {
        body: { token, newPassword: password, session_duration_minutes: sessionDurationMinutes },
      });
    },
    async oneTapAuthenticate({ credential, sessionDurationMinutes }) {
      await http(paths.oneTapCallback, {
        body: { idToken: credential, session_duration_minutes: sessionDurationMinutes },
      });
    },
    async oauthStart({ provider, loginRedirectUrl, signupRedirectUrl, customScopes, providerParams }) {
      const answer = await http<{ url?: string }>(paths.oauthStart, {
        body: {
          provider,
          login_redirect_url: loginRedirectUrl,
          signup_redirect_url: signupRedirectUrl,
          custom_scopes: customScopes,
          provider_params: providerParams,
        },
      });
      if (!answer.url) throw new Error("The server did not return where to sign in.");
      return { url: answer.url };
    },
    async cryptoWalletStart({ address, type }) {
      return http<{ challenge: string }>(paths.cryptoWalletStart, {
        body: { crypto_wallet_address: address, crypto_wallet_type: type },
      });
    },
    async cryptoWalletAuthenticate({ address, type, signature, message, sessionDurationMinutes }) {
      await http(paths.cryptoWalletAuthenticate, {
        body: {
          crypto_wallet_address: address,
          crypto_wallet_type: type,
          signature,
          message,
          session_duration_minutes: sessionDurationMinutes,
        },
      });
    },
    async getSession() {
      const answer = await http<BetterAuthSession | null>(paths.session);
      const user = answer?.user;
      return user?.id ? { userId: user.id, email: user.email ?? "" } : null;
    },
    signedInSession: () => readSignedInSession(http),
    async signOut() {
      await http(paths.signOut, { body: {} });
    },
    async logEvents(events) {
      await http(paths.events, { body: { events }, csrf: true, keepalive: true });
    },
    ...passkeyMethods(http),
  };
}
