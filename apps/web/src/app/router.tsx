import { createBrowserRouter, type RouteObject } from "react-router";
import { agentDataPath, appRoutes } from "@dugout/contracts/common";
import { defined } from "@dugout/contracts/defined";
import { usersMessages, usersPagePath } from "@dugout/contracts/users";
import { Layout, type NavItem } from "../components/Layout";
import type { RuntimeConfig } from "../lib/runtime-config";
import { agentDataPathPattern, pageModules } from "./page-modules";
import { Home } from "./routes/Home";
import { NotFound } from "./routes/NotFound";
import { PageLoading } from "./routes/PageLoading";
import { RouteError } from "./routes/RouteError";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Route modules load on demand, so a visitor of one tool does not download the others. */
const routeModules = import.meta.glob<{ default: React.ComponentType }>("./routes/*Route.tsx");

const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The app's routes: the only place where features meet. Every path comes from the contracts. */
export function appRouteObjects(config: Pick<RuntimeConfig, "agentName">): RouteObject[] {
  const agent = capitalise(config.agentName);
  const agentData = agentDataPath(config.agentName);
  const tools = [
    {
      to: appRoutes.battingCage,
      label: "Batting Cage",
      description: "Practise a sales call by voice against an AI business owner.",
    },
    {
      to: appRoutes.scoringChamp,
      label: "Scoring Champ",
      description: "Review sales calls scored on the coaching rubric.",
    },
    { to: agentData, label: `${agent} Data`, description: `Usage statistics of the ${agent} agent.` },
    { to: appRoutes.dreamTeam, label: "Dream Team", description: "The AI-agent collection and RAVI's test page." },
    {
      to: appRoutes.starterTools,
      label: "Starter Tools",
      description: "Tools for business owners, starting with names.",
    },
  ] satisfies (NavItem & { description: string })[];
  // Not a tool (the start page lists tools): a page of the top bar for admins only.
  const nav: NavItem[] = [...tools, { to: usersPagePath, label: usersMessages.title, adminOnly: true }];

  return [
    {
      element: <Layout nav={nav} />,
      // A page that fails (or whose chunk is gone after a deploy) gets a page with a Reload button.
      errorElement: <RouteError />,
      hydrateFallbackElement: <Layout nav={nav} content={<PageLoading />} />,
      children: [
        { index: true, element: <Home tools={tools} /> },
        ...Object.entries(pageModules).map(([pattern, name]) => ({
          path: pattern === agentDataPathPattern ? agentData : pattern,
          lazy: lazyRoute(defined(routeModules[`./routes/${name}.tsx`], `the route module ${name}`)),
        })),
        { path: "*", element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter(config: RuntimeConfig) {
  return createBrowserRouter(appRouteObjects(config));
}
