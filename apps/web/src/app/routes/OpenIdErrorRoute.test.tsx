import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { openIdPagePaths } from "@dugout/contracts/pages";
import { fakeIdentityBackend } from "../../features/auth/test-utils";
import { AppRoutes } from "../router";

/** The whole app at the OpenID error page, for a visitor (the page needs no session). */
function openErrorPage(query: string) {
  fakeIdentityBackend(null);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`${openIdPagePaths.error}?${query}`]}>
        <AppRoutes agentName="eugene" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("/oauth/error", () => {
  it("names a missing parameter in the consent screen's words", async () => {
    openErrorPage("error=invalid_request&missing=client_id&error_description=client_id+is+required");
    expect(await screen.findByRole("heading", { name: "Connect an application" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Required parameter is missing: client_id. Please reach out to the application developer.",
    );
  });

  it("says when the application is not registered", async () => {
    openErrorPage("error=invalid_client&error_description=client_id+is+required");
    expect(await screen.findByRole("alert")).toHaveTextContent("This application is not registered with Dugout.");
  });

  it("says when the return address is not registered", async () => {
    openErrorPage("error=invalid_redirect&error_description=invalid+redirect+uri");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This application asked to return to an address it has not registered with Dugout.",
    );
  });

  it("falls back to the generic error", async () => {
    openErrorPage("error=server_error");
    expect(await screen.findByRole("alert")).toHaveTextContent("Looks like there was an error!");
  });
});
