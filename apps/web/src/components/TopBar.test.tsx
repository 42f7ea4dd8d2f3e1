import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { frameMessages } from "@dugout/contracts/pages";
import { mePath, meSchema, type Me } from "@dugout/contracts/identity";
import { installFakeBackend, ok } from "../test/fake-backend";
import { TopBar, type NavItem } from "./TopBar";

const nav: NavItem[] = [
  { to: "/public", label: "Public Tool", shownTo: ["visitor"] },
  { to: "/team", label: "Team Tool", shownTo: ["rep", "admin"] },
  { to: "/admin", label: "Admin Tool", shownTo: ["admin"] },
];

function meOf(role: "admin" | null | "visitor"): Me {
  if (role === "visitor") return { user: null };
  return {
    user: {
      id: "u1",
      email: "someone@example.com",
      name: "Some One",
      first_name: "Some",
      last_name: "One",
      phone_number: null,
      image: null,
      providers: ["email"],
      trusted_metadata: { role },
    },
    session: { expires_at: new Date(Date.now() + 3_600_000).toISOString() },
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The top bar on `/team`, for a visitor, a rep (role null) or an admin; `hold` keeps /api/me in flight. */
function renderTopBar(who: "admin" | null | "visitor", { hold = false } = {}) {
  const backend = installFakeBackend().on("GET", mePath, meSchema, () => ok(meOf(who)));
  if (hold) backend.hold("GET", mePath);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/team"]}>
        <TopBar nav={nav} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tools = () => screen.getByRole("navigation", { name: "Tools" });
const linkNames = () =>
  within(tools())
    .queryAllByRole("link")
    .map((link) => link.textContent);

describe("the top bar lists what the viewer may open", () => {
  it("a visitor: the public tool and a way to sign in, none of the team's pages", async () => {
    renderTopBar("visitor");
    expect(await screen.findByRole("link", { name: frameMessages.signIn })).toHaveAttribute("href", "/batting_cage");
    expect(linkNames()).toEqual(["Public Tool"]);
  });

  it("a rep: the team's tools, no admin page, no sign-in link", async () => {
    renderTopBar(null);
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(linkNames()).toEqual(["Team Tool"]);
    expect(screen.queryByRole("link", { name: frameMessages.signIn })).not.toBeInTheDocument();
  });

  it("an admin: the team's tools and the admin pages", async () => {
    renderTopBar("admin");
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(linkNames()).toEqual(["Team Tool", "Admin Tool"]);
  });

  it("nobody's list while the session is still loading (no link that would vanish)", () => {
    renderTopBar("admin", { hold: true });
    expect(linkNames()).toEqual([]);
  });
});

describe("the phone's Menu button", () => {
  it("is a disclosure of the panel that holds the tools and the session control", async () => {
    const user = userEvent.setup();
    renderTopBar(null);
    const menu = screen.getByRole("button", { name: frameMessages.menu });
    const panelId = menu.getAttribute("aria-controls") ?? "";
    const panel = document.getElementById(panelId);
    expect(panel).toContainElement(tools());
    expect(panel).toContainElement(await screen.findByRole("button", { name: "Sign out" }));
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveAttribute("data-open", "false");

    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("data-open", "true");
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives the focus back to the button", async () => {
    const user = userEvent.setup();
    renderTopBar(null);
    const menu = screen.getByRole("button", { name: frameMessages.menu });
    menu.focus();
    await user.keyboard("{Enter}");
    expect(menu).toHaveAttribute("aria-expanded", "true");
    // Into the panel by keyboard: the first tool, then Escape.
    await user.tab();
    expect(await within(tools()).findByRole("link", { name: "Team Tool" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
  });

  it("closes when a link in it is followed", async () => {
    const user = userEvent.setup();
    renderTopBar("admin");
    const menu = screen.getByRole("button", { name: frameMessages.menu });
    await user.click(menu);
    await user.click(await within(tools()).findByRole("link", { name: "Admin Tool" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/admin");
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});
