import { agentDataPath, appRoutes } from "@dugout/contracts/pages";
import { activityPagePath, openIdPagePaths, privacyPagePath, usersPagePath } from "@dugout/contracts/pages";
import type { PageAccess } from "../lib/page-access";

/**
 * The agent's page, whose name is a server setting (AGENT_NAME): the build keys its preloads by this pattern
 * and the server puts the name in.
 */
export const agentDataPathPattern = agentDataPath("{agent}");

/** One page that loads on demand. */
export interface PageEntry {
  path: string;
  /** The route module (`src/app/routes/<module>.tsx`) that renders it. */
  module: string;
  /** Who may open it (docs/requirements/platform.md#roles). */
  access: PageAccess;
  /**
   * Images a visitor's page paints first, preloaded with its HTML (the LCP candidate a browser would find only
   * after the page's code has run). The server leaves them out for a signed-in user, who is not shown the sign-in page.
   */
  images?: string[];
}

/**
 * Every page but the start page, written once: the router loads each route module from here, the top bar and the
 * start page offer a page only to who may open it, the page's gate (`AuthGate access`) refuses the others, and
 * the build lists each page's chunks under its path (build/page-preloads.ts), so the server sends index.html with
 * the page's code already on its way (`modulepreload`). The API enforces the same rules on every call.
 */
export const pages = {
  battingCage: {
    path: appRoutes.battingCage,
    module: "BattingCageRoute",
    access: "signedIn",
    // The splash poster, and a 2 KB background of its sign-in page.
    images: ["/media/splash-poster.jpg"],
  },
  scoringChamp: { path: appRoutes.scoringChamp, module: "ScoringChampRoute", access: "admins" },
  agentData: { path: agentDataPathPattern, module: "AgentDataRoute", access: "signedIn" },
  dreamTeam: { path: appRoutes.dreamTeam, module: "DreamTeamRoute", access: "signedIn" },
  starterTools: { path: appRoutes.starterTools, module: "StarterToolsRoute", access: "signedIn" },
  users: { path: usersPagePath, module: "UsersRoute", access: "admins" },
  activity: { path: activityPagePath, module: "ActivityRoute", access: "admins" },
  openIdSignIn: { path: openIdPagePaths.signIn, module: "OpenIdSignInRoute", access: "anyone" },
  openIdConsent: { path: openIdPagePaths.consent, module: "OpenIdConsentRoute", access: "anyone" },
  openIdLogout: { path: openIdPagePaths.logout, module: "OpenIdConsentRoute", access: "anyone" },
  openIdError: { path: openIdPagePaths.error, module: "OpenIdErrorRoute", access: "anyone" },
  businessNameGenerator: {
    path: appRoutes.businessNameGenerator,
    module: "BusinessNameGeneratorRoute",
    access: "anyone",
  },
  privacy: { path: privacyPagePath, module: "PrivacyRoute", access: "anyone" },
} as const satisfies Record<string, PageEntry>;

export const pageList: readonly PageEntry[] = Object.values(pages);
