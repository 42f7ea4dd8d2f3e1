import { routeMessages } from "@dugout/contracts/common";

/** Shown while the first page's code loads (the router's HydrateFallback). */
export function PageLoading() {
  return <p role="status">{routeMessages.loading}</p>;
}
