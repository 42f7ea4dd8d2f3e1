/**
 * The part of Google Identity Services' `google.accounts.id` that One Tap uses, and its loader. The
 * script comes from Google only when a configuration turns One Tap on; a page (or a test) that already
 * has `google.accounts.id` keeps it.
 */
export interface PromptNotification {
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string;
  isSkippedMoment(): boolean;
  getSkippedReason(): string;
  isDismissedMoment(): boolean;
}

export interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    prompt_parent_id?: string;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
  }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const gisScriptUrl = "https://accounts.google.com/gsi/client";

let loading: Promise<GoogleAccountsId> | undefined;

export function loadGoogleIdentityServices(doc: Document = document): Promise<GoogleAccountsId> {
  const present = window.google?.accounts?.id;
  if (present) return Promise.resolve(present);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = gisScriptUrl;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error("Google Identity Services did not load."));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Google Identity Services could not be loaded."));
    };
    doc.head.append(script);
  });
  return loading;
}
