import { lazy, useMemo, type ComponentType } from "react";
import { Route, Routes, useLocation } from "react-router";
import { agentDataPath } from "@dugout/contracts/pages";
import { defined } from "@dugout/contracts/defined";
import { Layout } from "../components/Layout";
import { appNavigation } from "./navigation";
import { agentDataPathPattern, pageList } from "./pages";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { Home } from "./routes/Home";
import { NotFound } from "./routes/NotFound";
import { PageLoading } from "./routes/PageLoading";

/** A page that loads on demand: its path and its component. */
export interface OnDemandPage {
  path: string;
  Page: ComponentType;
}

/**
 * Route modules load on demand, so a visitor of one tool does not download the others. One lazy component per
 * module, made once (the OpenID consent module serves two paths).
 */
const routeModules = import.meta.glob<{ default: ComponentType }>("./routes/*Route.tsx");
const lazyRouteModules = new Map(Object.entries(routeModules).map(([file, load]) => [file, lazy(load)]));

/** The pages of pages.ts, the one page table (the top bar, the gates and the build's preloads read it too). */
function onDemandPages(agentName: string): OnDemandPage[] {
  return pageList.map(({ path, module }) => ({
    path: path === agentDataPathPattern ? agentDataPath(agentName) : path,
    Page: defined(lazyRouteModules.get(`./routes/${module}.tsx`), `the route module ${module}`),
  }));
}

/**
 * The app's routes: the only place where features meet. Declarative routes (`<Routes>`), not React Router's
 * data router, whose extra code every page would download (docs/decisions/0028-declarative-router.md).
 * `pages` replaces the on-demand pages (a test's page that fails).
 */
export function AppRoutes({ agentName, pages }: { agentName: string; pages?: OnDemandPage[] }) {
  const { pathname } = useLocation();
  const { tools, publicTool, nav } = useMemo(() => appNavigation(agentName), [agentName]);
  const routes = useMemo(() => pages ?? onDemandPages(agentName), [pages, agentName]);
  return (
    // Outside the layout, as the error page is a whole page of its own.
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<Layout nav={nav} loading={<PageLoading />} />}>
          <Route index element={<Home tools={tools} publicTool={publicTool} />} />
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
