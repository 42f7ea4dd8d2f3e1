import { mePath, meSchema } from "@dugout/contracts/identity";
import { signinWidgetLabels, tokenSessionAnswerSchema } from "@dugout/contracts/signin-widget";
import userEvent from "@testing-library/user-event";
import { publishSessionChange, widgetPaths } from "@dugout/signin-widget";
import { act, render, screen, waitFor } from "@testing-library/react";
import { lazy, Suspense, type ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AuthGate } from "./AuthGate";
import { identityRefusal, ok } from "../../test/fake-backend";
import { fakeIdentityBackend, landingSignsIn, meAnswer, Providers } from "./test-utils";

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

function gate(requireAdmin = false) {
  return (
    <Providers>
      <AuthGate
        access={requireAdmin ? "admins" : "signedIn"}
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
    fakeIdentityBackend(null);
    render(gate());
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByText("sign-in screen")).toBeInTheDocument();
  });

  it("shows the page to a signed-in user and refuses a non-admin on an admin page", async () => {
    fakeIdentityBackend({ email: "rep@example.com", role: null });
    const { unmount } = render(gate());
    expect(await screen.findByText("page for rep@example.com")).toBeInTheDocument();
    unmount();
    render(gate(true));
    expect(await screen.findByText("You are not authorized to access this page.")).toBeInTheDocument();
  });

  it("keeps its loading line while a signed-in view loads on demand, then shows it", async () => {
    fakeIdentityBackend({ email: "rep@example.com", role: null });
    let arrive: ((page: { default: ComponentType<{ email: string }> }) => void) | undefined;
    const LazyPage = lazy(
      () => new Promise<{ default: ComponentType<{ email: string }> }>((resolve) => (arrive = resolve)),
    );
    // As in the app, where the layout holds a page placeholder for route modules that are loading.
    render(
      <Providers>
        <Suspense fallback={<p>page placeholder</p>}>
          <AuthGate signIn={<p>sign-in screen</p>}>{(user) => <LazyPage email={user.email} />}</AuthGate>
        </Suspense>
      </Providers>,
    );
    // The session answer is in (the view's import has started), the view's code is not.
    await waitFor(() => expect(arrive).toBeDefined());
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByText("page placeholder")).not.toBeInTheDocument();
    await act(async () => arrive?.({ default: ({ email }) => <p>page for {email}</p> }));
    expect(await screen.findByText("page for rep@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("lets an admin through an admin page", async () => {
    fakeIdentityBackend({ email: "admin@example.com", role: "admin" });
    render(gate(true));
    expect(await screen.findByText("page for admin@example.com")).toBeInTheDocument();
  });

  it("follows a sign-out announced by another tab", async () => {
    const server = fakeIdentityBackend({ email: "rep@example.com", role: null });
    render(gate());
    expect(await screen.findByText("page for rep@example.com")).toBeInTheDocument();
    server.state.user = null;
    act(() => publishSessionChange("signed_out"));
    expect(await screen.findByText("sign-in screen")).toBeInTheDocument();
  });

  it("authenticates a magic-link landing and removes the token from the address", async () => {
    const server = fakeIdentityBackend(null);
    window.history.replaceState(null, "", "/starter_tools?token=abc123&dugout_token_type=magic_links&keep=1");
    render(gate());
    expect(screen.getByRole("status")).toHaveTextContent("Signing you in...");
    expect(await screen.findByText("page for rep@example.com")).toBeInTheDocument();
    const [landing] = server.backend.requestsTo(widgetPaths.tokenAuthenticate, "POST");
    expect(window.location.search).toBe("?keep=1");
    expect(landing?.body).toMatchObject({
      token: "abc123",
      token_type: "magic_links",
    });
    expect(landing?.body).not.toHaveProperty("session_duration_minutes"); // the server's length applies
  });

  it("is not undone by a read of the session that started before the landing signed in", async () => {
    const { backend, state } = fakeIdentityBackend(null);
    let signedIn: () => void = () => undefined;
    const landed = new Promise<void>((resolve) => (signedIn = resolve));
    let first = true;
    backend
      .on("GET", mePath, meSchema, async () => {
        if (!first) return ok(meAnswer(state.user));
        // Read before the session cookie existed (anonymous), delivered well after the landing signed in.
        first = false;
        await landed;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return ok({ user: null });
      })
      .on("POST", widgetPaths.tokenAuthenticate, tokenSessionAnswerSchema, () => {
        const answer = landingSignsIn(state);
        signedIn();
        return ok(answer);
      });
    window.history.replaceState(null, "", "/starter_tools?token=abc123&dugout_token_type=magic_links");
    render(gate());
    expect(await screen.findByText("page for rep@example.com", {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe("a landing token this browser did not ask for", () => {
  const question = "Sign in as a…@example.com?";
  /** The server's answer to a token from elsewhere, then (with confirm) the sign-in. */
  function asksFirst(initial: { email: string; role: null } | null) {
    const server = fakeIdentityBackend(initial);
    server.backend.on("POST", widgetPaths.tokenAuthenticate, tokenSessionAnswerSchema, (request) => {
      if ((request.body as { confirm?: boolean }).confirm === true) return ok(landingSignsIn(server.state));
      return identityRefusal({
        error: { code: "conflict", message: question },
        error_type: "confirmation_required",
        error_message: question,
        status_code: 409,
        masked_email: "a…@example.com",
      });
    });
    window.history.replaceState(null, "", "/starter_tools?token=attackers&dugout_token_type=oauth");
    return server;
  }

  it("asks over the signed-in page, with Cancel focused; Cancel leaves the session and the address clean", async () => {
    const { backend } = asksFirst({ email: "victim@example.com", role: null });
    const user = userEvent.setup();
    render(gate());
    const dialog = await screen.findByRole("alertdialog", { name: question });
    expect(dialog).toHaveAccessibleDescription(signinWidgetLabels.confirmSignInText);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(window.location.search).toBe("");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByText("page for victim@example.com")).toBeInTheDocument();
    expect(backend.requestsTo(widgetPaths.tokenAuthenticate, "POST")).toHaveLength(1);
  });

  it("Escape cancels too", async () => {
    asksFirst(null);
    const user = userEvent.setup();
    render(gate());
    await screen.findByRole("alertdialog", { name: question });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(await screen.findByText("sign-in screen")).toBeInTheDocument();
  });

  it("signs in once the person confirms: the same token, posted again with confirm", async () => {
    const { backend } = asksFirst(null);
    const user = userEvent.setup();
    render(gate());
    await screen.findByRole("alertdialog", { name: question });
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("page for rep@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    const [first, second] = backend.requestsTo(widgetPaths.tokenAuthenticate, "POST");
    expect(first?.body).toEqual({ token: "attackers", token_type: "oauth" });
    expect(second?.body).toEqual({ token: "attackers", token_type: "oauth", confirm: true });
  });
});
