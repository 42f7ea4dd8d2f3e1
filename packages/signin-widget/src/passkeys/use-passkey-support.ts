import { useEffect, useState } from "react";
import type { PasskeyClient } from "../client/passkey-client";

export interface PasskeySupport {
  webauthn: boolean;
  autofill: boolean;
}

const unsupported: PasskeySupport = { webauthn: false, autofill: false };
/** Asked once per client: the answer does not change while the page lives. */
const cache = new WeakMap<PasskeyClient, Promise<PasskeySupport>>();

/** What the browser can do with passkeys; null until it has answered (or when passkeys are off). */
export function usePasskeySupport(client: PasskeyClient, enabled: boolean): PasskeySupport | null {
  const [support, setSupport] = useState<PasskeySupport | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let pending = cache.get(client);
    if (!pending) {
      pending = client.passkeySupport().catch(() => unsupported);
      cache.set(client, pending);
    }
    void pending.then((answer) => live && setSupport(answer));
    return () => {
      live = false;
    };
  }, [client, enabled]);
  return enabled ? support : null;
}
