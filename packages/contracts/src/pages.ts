import { z } from "zod/mini";

// The pages the app's frame routes and names before their code has loaded: their paths, and the names its
// navigation shows. Apart from each feature's contracts, so the main chunk, which every page downloads, carries
// these lines and not the rest of those modules.

/** The Users page (admins only). */
export const usersPagePath = "/users";

/** The Activity page: the audit trail (admins only). */
export const activityPagePath = "/activity";

/** The default privacy notice, linked from the name generator's lead form (when PRIVACY_NOTICE_URL is unset). */
export const privacyPagePath = "/privacy";

/** The app's pages the OpenID provider sends a browser to. */
export const openIdPagePaths = {
  /** Sign in first, then the authorization request goes on. */
  signIn: "/oauth/sign-in",
  /** Allow or Deny a client (the provider's consent page). */
  consent: "/oauth/consent",
  /** RP-initiated logout: "Log out?" (discovery's end_session_endpoint). */
  logout: "/oauth/logout",
  /** An authorization request that failed before its redirect_uri could be trusted: what is wrong with it. */
  error: "/oauth/error",
} as const;

/** Page names the navigation shows; each page's own title is the same text. */
export const pageLabels = {
  users: "Users",
  activity: "Activity",
  businessNameGenerator: "Business Name Generator",
  privacy: "Privacy notice",
} as const;

export const defaultAgentName = "eugene";

/** Agent names appear in paths (/eugene_data, /api/agents/eugene/responses): keep them URL-safe. */
export const agentNameSchema = z.string().check(
  z.regex(/^[a-z][a-z0-9-]{0,39}$/, {
    error: "Agent name must be lowercase letters, digits or dashes, starting with a letter.",
  }),
);

export const agentDataPath = (agent: string = defaultAgentName): string => `/${agent}_data`;

export const appRoutes = {
  battingCage: "/batting_cage",
  scoringChamp: "/scoring_champ",
  agentData: agentDataPath(),
  dreamTeam: "/dream_team",
  starterTools: "/starter_tools",
  businessNameGenerator: "/starter_tools/business_name_generator",
} as const;

/**
 * The router's own pages: the first page's code still loading (the layout's Suspense fallback), and the error
 * page (the app's error boundary) for any failed page or a stale deploy's chunk.
 */
export const routeMessages = {
  loading: "Loading...",
  errorTitle: "Something went wrong",
  body: "This page could not be shown. Reloading usually helps.",
  newVersion: "A new version of Dugout is available. Reload to use it.",
  reload: "Reload",
} as const;

/**
 * The top bar's own words and the refusal page's (docs/requirements/platform.md#top-bar,
 * docs/requirements/platform.md#not-authorised): the phone's menu button, the visitor's way to sign in, and who
 * grants the access a refusal is about (the Users page, where an admin gives the Admin role).
 */
export const frameMessages = {
  menu: "Menu",
  signIn: "Sign in",
  adminsOnly: "Only admins can open this page. Ask a Dugout admin to give you the Admin role (Users page).",
  toStartPage: "Go to the start page",
} as const;

/**
 * The start page's words beside the tools' own (docs/requirements/platform.md#start-page): the public tool's card,
 * and what a visitor's card for a signed-in tool says it leads to.
 */
export const homeMessages = {
  publicTool: "Names for a new business, with taglines and logos. No account needed.",
  signInToOpen: "Sign in to open.",
} as const;

/** Toasts of the application (docs/requirements/platform.md#constants); the sign-in widget has its own durations. */
export const toastDurationMs = 3000;
