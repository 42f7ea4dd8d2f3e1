import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { frameMessages, homeMessages } from "@dugout/contracts/pages";
import { fakeIdentityBackend, type FakeUser } from "../../features/auth/test-utils";
import { AppRoutes } from "../router";

/** The whole app at `path` with the session of `user` (null: a visitor). */
function openApp(user: FakeUser | null, path = "/") {
  fakeIdentityBackend(user);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes agentName="eugene" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tools = () => screen.getByRole("navigation", { name: "Tools" });
const names = (links: HTMLElement[]) => links.map((link) => link.textContent);
const navLinks = () => names(within(tools()).queryAllByRole("link"));
const cardLinks = () => names(within(screen.getByRole("main")).getAllByRole("link"));

describe("what the top bar and the start page offer", () => {
  it("a visitor: the public name generator, a way to sign in, and the team's tools marked as needing it", async () => {
    openApp(null);
    expect(await screen.findByRole("link", { name: frameMessages.signIn })).toHaveAttribute("href", "/batting_cage");
    expect(navLinks()).toEqual(["Business Name Generator"]);
    expect(cardLinks()).toEqual([
      "Business Name Generator",
      "Batting Cage",
      "Scoring Champ",
      "Eugene Data",
      "Dream Team",
      "Starter Tools",
    ]);
    expect(screen.getByText(homeMessages.publicTool)).toBeInTheDocument();
    expect(screen.getAllByText(homeMessages.signInToOpen)).toHaveLength(5);
  });

  it("a rep: no Scoring Champ and no Users anywhere, since they may open neither", async () => {
    openApp({ email: "rep@example.com", role: null });
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(navLinks()).toEqual(["Batting Cage", "Eugene Data", "Dream Team", "Starter Tools"]);
    expect(cardLinks()).toEqual(["Batting Cage", "Eugene Data", "Dream Team", "Starter Tools"]);
    expect(screen.queryByText(homeMessages.signInToOpen)).not.toBeInTheDocument();
  });

  it("an admin: every tool, and the Users and Activity pages in the top bar", async () => {
    openApp({ email: "admin@example.com", role: "admin" });
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(navLinks()).toEqual([
      "Batting Cage",
      "Scoring Champ",
      "Eugene Data",
      "Dream Team",
      "Starter Tools",
      "Users",
      "Activity",
    ]);
    expect(cardLinks()).toEqual(["Batting Cage", "Scoring Champ", "Eugene Data", "Dream Team", "Starter Tools"]);
  });

  it("a rep who opens Scoring Champ by its address is told who grants access, and has a way on", async () => {
    openApp({ email: "rep@example.com", role: null }, "/scoring_champ");
    // The page's module loads on demand (with the scoring charts): slow under a loaded test run.
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "You are not authorized to access this page.",
    );
    expect(screen.getByText(frameMessages.adminsOnly)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: frameMessages.toStartPage })).toHaveAttribute("href", "/");
  });
});
