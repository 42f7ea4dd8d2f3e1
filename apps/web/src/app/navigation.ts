import { agentDataPath, appRoutes, homeMessages } from "@dugout/contracts/pages";
import { activityPagePath, pageLabels, usersPagePath } from "@dugout/contracts/pages";
import type { NavItem } from "../components/TopBar";
import { shownTo } from "../lib/page-access";
import { pages } from "./pages";
import type { Tool } from "./routes/Home";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the start page lists and the top bar offers, each to who may open it (the page table, pages.ts). Every path comes from the contracts. */
export interface AppNavigation {
  tools: Tool[];
  /** The one public tool: a visitor's way to try Dugout without an account. */
  publicTool: Tool;
  nav: NavItem[];
}

export function appNavigation(agentName: string): AppNavigation {
  const agent = capitalise(agentName);
  const tools = [
    {
      to: appRoutes.battingCage,
      label: "Batting Cage",
      description: "Practise a sales call by voice against an AI business owner.",
      shownTo: shownTo(pages.battingCage.access),
    },
    {
      to: appRoutes.scoringChamp,
      label: "Scoring Champ",
      description: "Review sales calls scored on the coaching rubric.",
      shownTo: shownTo(pages.scoringChamp.access),
    },
    {
      to: agentDataPath(agentName),
      label: `${agent} Data`,
      description: `Usage statistics of the ${agent} agent.`,
      shownTo: shownTo(pages.agentData.access),
    },
    {
      to: appRoutes.dreamTeam,
      label: "Dream Team",
      description: "The AI-agent collection and RAVI's test page.",
      shownTo: shownTo(pages.dreamTeam.access),
    },
    {
      to: appRoutes.starterTools,
      label: "Starter Tools",
      description: "Tools for business owners, starting with names.",
      shownTo: shownTo(pages.starterTools.access),
    },
  ] satisfies Tool[];
  // Signed-in people reach the public tool from the Starter Tools hub, which a visitor cannot open.
  const publicTool: Tool = {
    to: appRoutes.businessNameGenerator,
    label: pageLabels.businessNameGenerator,
    description: homeMessages.publicTool,
    shownTo: ["visitor"],
  };
  // Not tools (the start page lists tools): pages of the top bar for admins only.
  const nav: NavItem[] = [
    publicTool,
    ...tools,
    { to: usersPagePath, label: pageLabels.users, shownTo: shownTo(pages.users.access) },
    { to: activityPagePath, label: pageLabels.activity, shownTo: shownTo(pages.activity.access) },
  ];
  return { tools, publicTool, nav };
}
