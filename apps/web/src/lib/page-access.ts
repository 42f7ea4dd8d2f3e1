import type { Audience } from "./session";

/** Who may open a page: everyone signed in, admins only, or visitors (the public tool, which signed-in people reach from Starter Tools). */
export type PageAccess = "signedIn" | "admins" | "visitors";

/**
 * Who may open each page (docs/requirements/platform.md#roles), written once: the top bar and the start page
 * offer a page only to these people, and the page's own gate refuses the others. The API enforces the same
 * rules on every call; this only keeps the pages from offering what would be refused.
 */
export const pageAccess = {
  battingCage: "signedIn",
  scoringChamp: "admins",
  agentData: "signedIn",
  dreamTeam: "signedIn",
  starterTools: "signedIn",
  businessNameGenerator: "visitors",
  users: "admins",
  activity: "admins",
} as const satisfies Record<string, PageAccess>;

const audiences: Record<PageAccess, readonly Audience[]> = {
  signedIn: ["rep", "admin"],
  admins: ["admin"],
  visitors: ["visitor"],
};

/** The audiences a page is offered to (the top bar's and the start page's `shownTo`). */
export function shownTo(access: PageAccess): readonly Audience[] {
  return audiences[access];
}
