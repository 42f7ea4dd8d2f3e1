import type { Audience } from "./session";

/**
 * Who may open a page: anyone (the public tool, the privacy notice, the OpenID pages), everyone signed in, or
 * admins only. Each page's value is in the page table (src/app/pages.ts).
 */
export type PageAccess = "anyone" | "signedIn" | "admins";

const audiences: Record<PageAccess, readonly Audience[]> = {
  anyone: ["visitor", "rep", "admin"],
  signedIn: ["rep", "admin"],
  admins: ["admin"],
};

/** The audiences who may open a page of this access (the top bar's and the start page's `shownTo`). */
export function shownTo(access: PageAccess): readonly Audience[] {
  return audiences[access];
}
