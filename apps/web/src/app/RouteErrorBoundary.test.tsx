import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeMessages } from "@dugout/contracts/pages";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

afterEach(() => vi.restoreAllMocks());

function Page({ fails }: { fails: boolean }) {
  if (fails) throw new Error("boom");
  return <h1>The page</h1>;
}

describe("the app's error boundary", () => {
  it("shows the error page until the address changes, then the page at the new one", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Page fails />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: routeMessages.errorTitle })).toBeInTheDocument();

    // The same address: still the error page, even once the page could render.
    rerender(
      <RouteErrorBoundary resetKey="/broken">
        <Page fails={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: routeMessages.errorTitle })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/">
        <Page fails={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
