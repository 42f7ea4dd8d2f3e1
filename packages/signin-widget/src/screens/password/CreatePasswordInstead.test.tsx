import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../../bootstrap-cache";
import { WidgetApiError } from "../../client/http";
import { fakeClient } from "../../test/fake-client";
import { renderWidget } from "../../test/render";

const withLinks = { products: ["emailMagicLinks" as const, "passwords" as const] };

afterEach(() => resetBootstrapCacheForTests());

async function start(client: ReturnType<typeof fakeClient>) {
  const rendered = renderWidget(withLinks, { client });
  await rendered.user.type(screen.getByLabelText("Email"), "rep@example.com");
  await rendered.user.click(screen.getByRole("button", { name: "Continue with email" }));
  return rendered;
}

describe("'Create a password instead'", () => {
  it("for an account without a password: starts a reset by email and shows PasswordSetNew", async () => {
    const client = fakeClient({ searchUser: vi.fn(async () => "passwordless" as const) });
    const { user } = await start(client);
    await screen.findByRole("heading", { name: "Check your email" });
    expect(client.resetByEmailStart).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Create a password instead" }));
    expect(await screen.findByRole("heading", { name: "Check your email!" })).toBeInTheDocument();
    expect(screen.getByText("A link to create a password was sent to you at rep@example.com.")).toBeInTheDocument();
    expect(client.resetByEmailStart).toHaveBeenCalledTimes(1);
    const call = client.resetByEmailStart.mock.calls[0]?.[0];
    expect(call?.email).toBe("rep@example.com");
    expect(call?.redirectUrl).toContain("dugout_token_type=reset_password");
    expect(document.querySelector('[data-screen="PasswordSetNew"]')).not.toBeNull();
  });

  it("keeps the user on the screen with the reason in the banner when the reset cannot start", async () => {
    const client = fakeClient({
      searchUser: vi.fn(async () => "passwordless" as const),
      resetByEmailStart: vi.fn(async () => {
        throw new WidgetApiError(503, "unavailable", "Mail is down.");
      }),
    });
    const { user } = await start(client);
    await user.click(await screen.findByRole("button", { name: "Create a password instead" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Mail is down.");
    expect(screen.getByRole("heading", { name: "Check your email" })).toBeInTheDocument();
  });

  it("for an address without an account: opens the new-account form (a reset link could not reach it)", async () => {
    const client = fakeClient();
    const { user } = await start(client);
    await user.click(await screen.findByRole("button", { name: "Create a password instead" }));
    expect(
      await screen.findByRole("heading", { name: "Finish creating your account by setting a password." }),
    ).toBeInTheDocument();
    expect(client.resetByEmailStart).not.toHaveBeenCalled();
  });
});
