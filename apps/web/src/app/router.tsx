import { createBrowserRouter, type RouteObject } from "react-router";
import { agentDataPath, appRoutes, homeMessages } from "@dugout/contracts/common";
import { starterToolsLabels } from "@dugout/contracts/dream-team";
import { defined } from "@dugout/contracts/defined";
import { usersMessages, usersPagePath } from "@dugout/contracts/users";
import { Layout } from "../components/Layout";
import type { NavItem } from "../components/TopBar";
import type { RuntimeConfig } from "../lib/runtime-config";
import { agentDataPathPattern, pageModules } from "./page-modules";
import { Home, type Tool } from "./routes/Home";
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
  // Who may open what (docs/requirements/platform.md#roles): the top bar and the start page offer only that.
  const signedIn = ["rep", "admin"] as const;
  const admins = ["admin"] as const;
  const tools = [
    {
      to: appRoutes.battingCage,
      label: "Batting Cage",
      description: "Practise a sales call by voice against an AI business owner.",
      shownTo: signedIn,
    },
    {
      to: appRoutes.scoringChamp,
      label: "Scoring Champ",
      description: "Review sales calls scored on the coaching rubric.",
      shownTo: admins,
    },
    {
      to: agentData,
      label: `${agent} Data`,
      description: `Usage statistics of the ${agent} agent.`,
      shownTo: signedIn,
    },
    {
      to: appRoutes.dreamTeam,
      label: "Dream Team",
      description: "The AI-agent collection and RAVI's test page.",
      shownTo: signedIn,
    },
    {
      to: appRoutes.starterTools,
      label: "Starter Tools",
      description: "Tools for business owners, starting with names.",
      shownTo: signedIn,
    },
  ] satisfies Tool[];
  // The one public tool: a visitor's way to try Dugout without an account. Signed-in people reach it from the
  // Starter Tools hub, which a visitor cannot open.
  const publicTool: Tool = {
    to: appRoutes.businessNameGenerator,
    label: starterToolsLabels.businessNameGenerator,
    description: homeMessages.publicTool,
    shownTo: ["visitor"],
  };
  // Not a tool (the start page lists tools): a page of the top bar for admins only.
  const nav: NavItem[] = [publicTool, ...tools, { to: usersPagePath, label: usersMessages.title, shownTo: admins }];

  return [
    {
      element: <Layout nav={nav} />,
      // A page that fails (or whose chunk is gone after a deploy) gets a page with a Reload button.
      errorElement: <RouteError />,
      hydrateFallbackElement: <Layout nav={nav} content={<PageLoading />} />,
      children: [
        { index: true, element: <Home tools={tools} publicTool={publicTool} /> },
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
