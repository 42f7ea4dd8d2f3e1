import { createBrowserRouter, type RouteObject } from "react-router";
import { usersMessages, usersPagePath } from "@dugout/contracts/users";
import { Layout, type NavItem } from "../components/Layout";
import type { RuntimeConfig } from "../lib/runtime-config";
import { Home } from "./routes/Home";
import { NotFound } from "./routes/NotFound";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Route modules load on demand, so a visitor of one tool does not download the others. */
const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The app's routes: the only place where features meet. */
export function appRouteObjects(config: RuntimeConfig): RouteObject[] {
  const agent = capitalise(config.agentName);
  const tools = [
    {
      to: "/batting_cage",
      label: "Batting Cage",
      description: "Practise a sales call by voice against an AI business owner.",
    },
    { to: "/scoring_champ", label: "Scoring Champ", description: "Review sales calls scored on the coaching rubric." },
    { to: `/${config.agentName}_data`, label: `${agent} Data`, description: `Usage statistics of the ${agent} agent.` },
    { to: "/dream_team", label: "Dream Team", description: "The AI-agent collection and RAVI's test page." },
    { to: "/starter_tools", label: "Starter Tools", description: "Tools for business owners, starting with names." },
  ] satisfies (NavItem & { description: string })[];
  // Not a tool (the start page lists tools): a page of the top bar for admins only.
  const nav: NavItem[] = [...tools, { to: usersPagePath, label: usersMessages.title, adminOnly: true }];

  return [
    {
      element: <Layout nav={nav} />,
      children: [
        { path: "/", element: <Home tools={tools} /> },
        { path: "/batting_cage", lazy: lazyRoute(() => import("./routes/BattingCageRoute")) },
        { path: "/scoring_champ", lazy: lazyRoute(() => import("./routes/ScoringChampRoute")) },
        { path: `/${config.agentName}_data`, lazy: lazyRoute(() => import("./routes/AgentDataRoute")) },
        { path: "/dream_team", lazy: lazyRoute(() => import("./routes/DreamTeamRoute")) },
        { path: "/starter_tools", lazy: lazyRoute(() => import("./routes/StarterToolsRoute")) },
        { path: usersPagePath, lazy: lazyRoute(() => import("./routes/UsersRoute")) },
        {
          path: "/starter_tools/business_name_generator",
          lazy: lazyRoute(() => import("./routes/BusinessNameGeneratorRoute")),
        },
        { path: "*", element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter(config: RuntimeConfig) {
  return createBrowserRouter(appRouteObjects(config));
}
