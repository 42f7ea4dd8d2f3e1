import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { mePath, meSchema } from "@dugout/contracts/identity";
import { identitySessionAnswerSchema, passkeyListAnswerSchema } from "@dugout/contracts/signin-widget";
import { widgetPaths } from "@dugout/signin-widget";
import { defaultRuntimeConfig } from "../lib/runtime-config";
import { RuntimeConfigProvider } from "../lib/runtime-config-context";
import { installFakeBackend, ok } from "../test/fake-backend";
import { SessionControl } from "./SessionControl";

const email = "rep@example.com";
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function renderSignedIn(products = defaultRuntimeConfig.signIn.products) {
  installFakeBackend()
    .on("GET", mePath, meSchema, () =>
      ok({
        user: {
          id: "u1",
          email,
          name: "Rep",
          first_name: "Rep",
          last_name: "",
          phone_number: null,
          image: null,
          providers: ["email"],
          trusted_metadata: { role: null },
        },
        session: { expires_at: inAnHour() },
      }),
    )
    .on("GET", widgetPaths.session, identitySessionAnswerSchema, () =>
      ok({ user: { id: "u1", email }, session: { expiresAt: inAnHour() } }),
    )
    .on("GET", widgetPaths.passkeyList, passkeyListAnswerSchema, () =>
      ok([{ id: "pk-1", name: "Laptop", createdAt: "2026-01-01T00:00:00.000Z" }]),
    );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RuntimeConfigProvider
          value={{ ...defaultRuntimeConfig, signIn: { products, otpMethods: [], oauthProviders: [] } }}
        >
          <SessionControl />
        </RuntimeConfigProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the account menu", () => {
  it("opens from the keyboard on its first item, closes with Escape, and shows the user's passkeys", async () => {
    const user = userEvent.setup();
    renderSignedIn();
    const button = await screen.findByRole("button", { name: email });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await user.keyboard("{ArrowDown}");
    const item = screen.getByRole("menuitem", { name: "Passkeys" });
    expect(item).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Passkeys" });
    expect(await within(dialog).findByRole("group", { name: "Laptop" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create a Passkey" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("is only the address when passkeys are not offered", async () => {
    renderSignedIn(["emailMagicLinks"]);
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: email })).not.toBeInTheDocument();
  });
});
