import { defined } from "@dugout/contracts/defined";
import { publishSessionChange } from "@dugout/signin-widget";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthGate } from "./AuthGate";
import { fakeServer, Providers } from "./test-utils";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

function gate(requireAdmin = false) {
  return (
    <Providers>
      <AuthGate
        requireAdmin={requireAdmin}
        signIn={<p>sign-in screen</p>}
        notAuthorized={<p>You are not authorized to access this page.</p>}
      >
        {(user) => <p>page for {user.email}</p>}
      </AuthGate>
    </Providers>
  );
}

describe("the page gate", () => {
  it("shows the sign-in screen to visitors", async () => {
    fakeServer(null);
    render(gate());
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByText("sign-in screen")).toBeInTheDocument();
  });

  it("shows the page to a signed-in user and refuses a non-admin on an admin page", async () => {
    fakeServer({ email: "rep@example.com", role: null });
    const { unmount } = render(gate());
    expect(await screen.findByText("page for rep@example.com")).toBeInTheDocument();
    unmount();
    render(gate(true));
    expect(await screen.findByText("You are not authorized to access this page.")).toBeInTheDocument();
  });

  it("lets an admin through an admin page", async () => {
    fakeServer({ email: "admin@example.com", role: "admin" });
    render(gate(true));
    expect(await screen.findByText("page for admin@example.com")).toBeInTheDocument();
  });

  it("follows a sign-out announced by another tab", async () => {
    const server = fakeServer({ email: "rep@example.com", role: null });
    render(gate());
    expect(await screen.findByText("page for rep@example.com")).toBeInTheDocument();
    server.state.user = null;
    act(() => publishSessionChange("signed_out"));
    expect(await screen.findByText("sign-in screen")).toBeInTheDocument();
  });

  it("authenticates a magic-link landing and removes the token from the address", async () => {
    const server = fakeServer(null);
    window.history.replaceState(null, "", "/starter_tools?token=abc123&dugout_token_type=magic_links&keep=1");
    render(gate());
    expect(screen.getByRole("status")).toHaveTextContent("Signing you in...");
    expect(await screen.findByText("page for rep@example.com")).toBeInTheDocument();
    expect(server.calls).toContain("POST /api/auth/dugout/tokens/authenticate");
    expect(window.location.search).toBe("?keep=1");
    expect(server.bodies.get("/api/auth/dugout/tokens/authenticate")).toMatchObject({
      token: "abc123",
      token_type: "magic_links",
      session_duration_minutes: 60,
    });
  });

  it("is not undone by a read of the session that started before the landing signed in", async () => {
    const server = fakeServer(null);
    const answer = defined(server.fetchMock.getMockImplementation(), "the fetch mock's implementation");
    let signedIn!: () => void;
    const landed = new Promise<void>((resolve) => (signedIn = resolve));
    let first = true;
    server.fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(input instanceof Request ? input.url : String(input), "http://localhost").pathname;
      if (path === "/api/me" && first) {
        // Read before the session cookie existed (anonymous), delivered well after the landing signed in.
        first = false;
        await landed;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return new Response(JSON.stringify({ user: null }), { headers: { "content-type": "application/json" } });
      }
      const response = await answer(input, init);
      if (path === "/api/auth/dugout/tokens/authenticate") signedIn();
      return response;
    });
    window.history.replaceState(null, "", "/starter_tools?token=abc123&dugout_token_type=magic_links");
    render(gate());
    expect(await screen.findByText("page for rep@example.com", {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
