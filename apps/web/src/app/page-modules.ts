import { agentDataPath, appRoutes } from "@dugout/contracts/common";
import { activityPagePath, openIdPagePaths, privacyPagePath, usersPagePath } from "@dugout/contracts/pages";

/**
 * The agent's page, whose name is a server setting (AGENT_NAME): the build keys its preloads by this pattern
 * and the server puts the name in.
 */
export const agentDataPathPattern = agentDataPath("{agent}");

/**
 * Which route module (`src/app/routes/<name>.tsx`) renders each page that loads on demand. The router loads
 * them from this table, and the build lists each page's chunks under its path (build/page-preloads.ts), so the
 * server sends index.html with the page's code already on its way (`modulepreload`).
 */
export const pageModules: Record<string, string> = {
  [appRoutes.battingCage]: "BattingCageRoute",
  [appRoutes.scoringChamp]: "ScoringChampRoute",
  [agentDataPathPattern]: "AgentDataRoute",
  [appRoutes.dreamTeam]: "DreamTeamRoute",
  [appRoutes.starterTools]: "StarterToolsRoute",
  [usersPagePath]: "UsersRoute",
  [activityPagePath]: "ActivityRoute",
  [openIdPagePaths.signIn]: "OpenIdSignInRoute",
  [openIdPagePaths.consent]: "OpenIdConsentRoute",
  [openIdPagePaths.logout]: "OpenIdConsentRoute",
  [openIdPagePaths.error]: "OpenIdErrorRoute",
  [appRoutes.businessNameGenerator]: "BusinessNameGeneratorRoute",
  [privacyPagePath]: "PrivacyRoute",
};

/**
 * Images a visitor's page paints first, preloaded with its HTML (the LCP candidate a browser would find only after
 * the page's code has run): the batting cage's splash poster, a 2 KB background of its sign-in page. The server
 * leaves them out for a signed-in user, who is not shown the sign-in page.
 */
export const pageImages: Record<string, string[]> = {
  [appRoutes.battingCage]: ["/media/splash-poster.jpg"],
};
