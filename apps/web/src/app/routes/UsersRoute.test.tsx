import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultErrorMessages } from "@dugout/contracts/errors";
import { frameMessages } from "@dugout/contracts/pages";
import { usersPagePath } from "@dugout/contracts/pages";
import { userApiPaths, usersMessages } from "@dugout/contracts/users";
import { fakeIdentityBackend, type FakeUser } from "../../features/auth/test-utils";
import { fakeUsersApi } from "../../features/users/test/fake-users-api";
import { AppRoutes } from "../router";

/** The whole app at /users, with the session of `user` and a Users API that lists them. */
function openUsersPage(user: FakeUser | null) {
  const { backend } = fakeIdentityBackend(user);
  fakeUsersApi(backend, [
    {
      id: "u1",
      email: user?.email ?? "",
      phone_number: null,
      name: "Pat Rep",
      role: user?.role ?? null,
      status: "active",
      last_sign_in_at: "2025-06-02T15:00:00.000Z",
      created_at: "2025-01-01T00:00:00.000Z",
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[usersPagePath]}>
        <AppRoutes agentName="eugene" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return backend;
}
const tools = () => screen.getByRole("navigation", { name: "Tools" });

describe("/users", () => {
  it("asks a visitor to sign in, under the page's title, and shows no Users link", async () => {
    openUsersPage(null);
    // The page's module loads on demand: slow under a loaded test run.
    expect(
      await screen.findByRole("heading", { level: 1, name: usersMessages.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Continue with email" })).toBeInTheDocument();
    expect(within(tools()).queryByRole("link", { name: "Users" })).not.toBeInTheDocument();
  });

  it("refuses a rep, who has no Users link either", async () => {
    const backend = openUsersPage({ email: "rep@example.com", role: null });
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(defaultErrorMessages.forbidden);
    // Who can change that: an admin, by giving the Admin role on this very page.
    expect(screen.getByText(frameMessages.adminsOnly)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1, name: usersMessages.title })).not.toBeInTheDocument();
    expect(within(tools()).getByRole("link", { name: "Batting Cage" })).toBeInTheDocument();
    expect(within(tools()).queryByRole("link", { name: "Users" })).not.toBeInTheDocument();
    expect(backend.requestsTo(userApiPaths.list)).toHaveLength(0);
  });

  it("shows an admin the page and the Users link in the top bar", async () => {
    openUsersPage({ email: "admin@example.com", role: "admin" });
    expect(
      await screen.findByRole("rowheader", { name: "admin@example.com (you)" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: usersMessages.title })).toBeInTheDocument();
    const link = within(tools()).getByRole("link", { name: "Users" });
    expect(link).toHaveAttribute("href", usersPagePath);
    expect(link).toHaveAttribute("aria-current", "page");
  });
});
