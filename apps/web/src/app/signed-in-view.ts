import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A page's signed-in view, loaded on demand: a route module renders the sign-in gate at once and imports what a
 * signed-in user sees here, so a visitor downloads only the gate and the sign-in screen. The build lists these
 * imports per page (build/page-preloads.ts) and the server preloads them when the request carries a session
 * cookie, so a signed-in user does not wait for them after the session answer.
 */
export function signedInView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }));
}
