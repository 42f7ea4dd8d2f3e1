import { useWidget } from "../state/context";
import { asClock, useSecondsLeft } from "./countdown";
import { Banner } from "./ui";

/** A 429 answer's wait, counting down; the screens disable their submit while it runs. */
export function useRetryBlocked(): number {
  const { retryUntil } = useWidget();
  return useSecondsLeft(retryUntil);
}

export function RateLimitBanner() {
  const { t } = useWidget();
  const left = useRetryBlocked();
  if (left <= 0) return null;
  return <Banner kind="error">{t("rateLimited", { time: asClock(left) })}</Banner>;
}
