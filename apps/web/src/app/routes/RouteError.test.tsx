import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeMessages } from "@dugout/contracts/pages";
import { fakeIdentityBackend } from "../../features/auth/test-utils";
import { AppRoutes } from "../router";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The app's routes with one page whose code fails to load as `error`. */
function openBrokenPage(error: Error) {
  fakeIdentityBackend({ email: "rep@example.com", role: null });
  const broken = { path: "/broken", Page: lazy(() => Promise.reject(error)) };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/broken"]}>
        <AppRoutes agentName="eugene" pages={[broken]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the app's error page", () => {
  it("says a new version is available when a page's chunk is gone, and reloads on request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    openBrokenPage(new TypeError("Failed to fetch dynamically imported module: /assets/BattingCageRoute-1a2b.js"));
    expect(await screen.findByRole("heading", { name: routeMessages.errorTitle })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(routeMessages.newVersion);
    await userEvent.click(screen.getByRole("button", { name: routeMessages.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("offers a reload for any other failure, without React Router's developer page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    openBrokenPage(new Error("boom"));
    expect(await screen.findByRole("heading", { name: routeMessages.errorTitle })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(routeMessages.body);
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: routeMessages.reload })).toBeInTheDocument();
  });
});
