import { routeMessages } from "@dugout/contracts/pages";
import { PageTitle } from "../../components/PageTitle";

/*
 * After a deploy the old index.html may still ask for a page's chunk that no longer exists: the
 * browsers word the failed dynamic import differently (Chromium, Firefox, Safari).
 */
const staleChunkPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

const isStaleChunkError = (error: unknown): boolean => error instanceof Error && staleChunkPattern.test(error.message);

/** The app's error page (app/RouteErrorBoundary.tsx) for a page that failed: say so and offer a reload. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <main id="main">
      <PageTitle>{routeMessages.errorTitle}</PageTitle>
      <p role="alert">{isStaleChunkError(error) ? routeMessages.newVersion : routeMessages.body}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {routeMessages.reload}
      </button>
    </main>
  );
}
