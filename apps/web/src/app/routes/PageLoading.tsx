import { routeMessages } from "@dugout/contracts/pages";

/**
 * Shown in the layout while the first page's code loads (its Suspense fallback). Later pages load in a
 * transition: the router keeps the current page until the next one's code has arrived.
 */
export function PageLoading() {
  return <p role="status">{routeMessages.loading}</p>;
}
