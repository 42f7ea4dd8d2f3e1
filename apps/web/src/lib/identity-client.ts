import { acquireSessionManager, createIdentityClient } from "@dugout/signin-widget";

/**
 * The one identity client of the page (the widget creates its own per mount). Only what a signed-in user or the
 * sign-in widget does needs it, so the frame loads this module on demand (lib/session.ts): a visitor of a public
 * page never downloads the client.
 */
export const identityClient = createIdentityClient();

/** Keeps a signed-in session fresh (the widget's background refresh, one per page); returns its release. */
export const keepSessionFresh = (): (() => void) => acquireSessionManager(identityClient);
