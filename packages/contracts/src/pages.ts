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
