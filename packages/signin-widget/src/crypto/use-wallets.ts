import { useEffect, useState } from "react";
import { detectedWallets } from "./wallet-store";
import type { DetectedWallet } from "./wallet-providers";

/** The page's wallets; undefined while they are looked for. */
export function useDetectedWallets(): DetectedWallet[] | undefined {
  const [wallets, setWallets] = useState<DetectedWallet[]>();
  useEffect(() => {
    let live = true;
    void detectedWallets().then((found) => {
      if (live) setWallets(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return wallets;
}
