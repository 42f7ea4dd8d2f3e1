import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { Http } from "./http";
import { paths } from "./paths";

/**
 * The WebAuthn library, loaded on the first passkey call: a page holds an identity client (to sign out, to
 * keep the session fresh) long before, or without ever, touching a passkey.
 */
const webauthn = () => import("@simplewebauthn/browser");

/** One of the signed-in user's passkeys, as the list shows it. */
export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
}

/** The passkey calls (apps/server/src/modules/identity/README.md "Passkeys"), browser ceremony included. */
export interface PasskeyClient {
  /** Whether this browser can use passkeys at all, and offer them in an input's autofill. */
  passkeySupport(): Promise<{ webauthn: boolean; autofill: boolean }>;
  /** Registration options, the browser's ceremony, then the server's check; needs a signed-in user. */
  registerPasskey(input: { name?: string }): Promise<PasskeyInfo>;
  /**
   * Sign-in options, the browser's ceremony, then the server's check (which sets the session).
   * `conditionalMediation`: wait for the user to pick a passkey in the email field's autofill;
   * `signal` cancels the waiting ceremony.
   */
  authenticatePasskey(input: {
    conditionalMediation: boolean;
    sessionDurationMinutes?: number | undefined;
    signal?: AbortSignal;
  }): Promise<void>;
  listPasskeys(): Promise<PasskeyInfo[]>;
  renamePasskey(input: { id: string; name: string }): Promise<PasskeyInfo>;
  deletePasskey(input: { id: string }): Promise<void>;
}

interface PasskeyRow {
  id?: unknown;
  name?: unknown;
  createdAt?: unknown;
}

const toInfo = (row: PasskeyRow | null | undefined): PasskeyInfo => ({
  id: typeof row?.id === "string" ? row.id : "",
  name: typeof row?.name === "string" ? row.name : "",
  createdAt: typeof row?.createdAt === "string" ? row.createdAt : "",
});

/** Thrown when a ceremony was cancelled through the caller's signal (not a failure to show). */
class PasskeyCeremonyAborted extends Error {
  constructor() {
    super("The passkey request was cancelled.");
    this.name = "AbortError";
  }
}

export function passkeyMethods(http: Http): PasskeyClient {
  return {
    async passkeySupport() {
      const { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } = await webauthn();
      const supported = browserSupportsWebAuthn();
      return { webauthn: supported, autofill: supported && (await browserSupportsWebAuthnAutofill()) };
    },
    async registerPasskey({ name }) {
      const [optionsJSON, { startRegistration }] = await Promise.all([
        http<PublicKeyCredentialCreationOptionsJSON>(paths.passkeyRegisterOptions),
        webauthn(),
      ]);
      const response = await startRegistration({ optionsJSON });
      const row = await http<PasskeyRow | null>(paths.passkeyRegisterVerify, {
        body: { response, ...(name ? { name } : {}) },
      });
      return toInfo(row);
    },
    async authenticatePasskey({ conditionalMediation, sessionDurationMinutes, signal }) {
      if (signal?.aborted) throw new PasskeyCeremonyAborted();
      const [optionsJSON, { startAuthentication, WebAuthnAbortService }] = await Promise.all([
        http<PublicKeyCredentialRequestOptionsJSON>(paths.passkeyAuthenticateOptions),
        webauthn(),
      ]);
      if (signal?.aborted) throw new PasskeyCeremonyAborted();
      // The library keeps one ceremony at a time; cancelling it rejects the pending call.
      const cancel = () => WebAuthnAbortService.cancelCeremony();
      signal?.addEventListener("abort", cancel, { once: true });
      try {
        const response = await startAuthentication({
          optionsJSON,
          useBrowserAutofill: conditionalMediation,
          // The input may sit in the widget's shadow root, where the library's document-wide check cannot see it.
          verifyBrowserAutofillInput: false,
        });
        if (signal?.aborted) throw new PasskeyCeremonyAborted();
        await http(paths.passkeyAuthenticateVerify, {
          body: { response, session_duration_minutes: sessionDurationMinutes },
        });
      } finally {
        signal?.removeEventListener("abort", cancel);
      }
    },
    async listPasskeys() {
      const rows = await http<PasskeyRow[] | null>(paths.passkeyList);
      return (rows ?? []).map(toInfo);
    },
    async renamePasskey({ id, name }) {
      const answer = await http<{ passkey?: PasskeyRow } | null>(paths.passkeyRename, { body: { id, name } });
      return toInfo(answer?.passkey);
    },
    async deletePasskey({ id }) {
      await http(paths.passkeyDelete, { body: { id } });
    },
  };
}
