import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../../bootstrap-cache";
import { WidgetApiError } from "../../client/http";
import { fakeClient, strength } from "../../test/fake-client";
import { renderWidget } from "../../test/render";

const passwordsOnly = { products: ["passwords" as const] };
const withLinks = { products: ["emailMagicLinks" as const, "passwords" as const] };

afterEach(() => {
  resetBootstrapCacheForTests();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

async function start(config: Parameters<typeof renderWidget>[0], client = fakeClient()) {
  const rendered = renderWidget(config, { client });
  await rendered.user.type(screen.getByLabelText("Email"), "rep@example.com");
  await rendered.user.click(screen.getByRole("button", { name: "Continue with email" }));
  return rendered;
}

describe("password screens", () => {
  it("log in: read-only email, password, Forgot Password? to the forgot screen", async () => {
    const client = fakeClient({ searchUser: vi.fn(async () => "password" as const) });
    const { user } = await start(passwordsOnly, client);
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("rep@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    const continueButton = screen.getByRole("button", { name: "Continue" });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText("Password"), "secret");
    expect(continueButton).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Forgot Password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot password?" })).toBeInTheDocument();
    const reset = client.resetByEmailStart.mock.calls[0]?.[0];
    expect(reset?.email).toBe("rep@example.com");
    expect(reset?.redirectUrl).toContain("dugout_token_type=reset_password");
    await user.click(screen.getByRole("button", { name: "Resend email" }));
    expect(await screen.findByText("Email resent")).toBeInTheDocument();
  });

  it("log in: success shows the confirmation and announces the sign-in", async () => {
    const client = fakeClient({ searchUser: vi.fn(async () => "password" as const) });
    const { user, onEvent } = await start(passwordsOnly, client);
    await user.type(await screen.findByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Success" })).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith({ type: "signed in", data: { method: "passwords" } });
  });

  it("log in: error type reset_password starts a reset and shows the dedupe screen", async () => {
    const client = fakeClient({
      searchUser: vi.fn(async () => "password" as const),
      authenticatePassword: vi.fn(async () => {
        throw new WidgetApiError(400, "reset_password", "Reset your password.");
      }),
    });
    const { user } = await start(passwordsOnly, client);
    await user.type(await screen.findByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Check your email to set a new password" })).toBeInTheDocument();
    expect(client.resetByEmailStart).toHaveBeenCalled();
  });

  it("log in: the server's message shows under the field with its link clickable but safe", async () => {
    const client = fakeClient({
      searchUser: vi.fn(async () => "password" as const),
      authenticatePassword: vi.fn(async () => {
        throw new WidgetApiError(401, "unauthorized_credentials", "Wrong password. Help: https://help.example.com/pw");
      }),
    });
    const { user } = await start(passwordsOnly, client);
    const password = await screen.findByLabelText("Password");
    await user.type(password, "nope");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const message = await screen.findByText(/Wrong password\. Help:/);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password.getAttribute("aria-describedby")).toContain(message.id);
    const link = screen.getByRole("link", { name: "https://help.example.com/pw" });
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("log in: a 429 shows the wait as a countdown and disables Continue", async () => {
    const client = fakeClient({
      searchUser: vi.fn(async () => "password" as const),
      authenticatePassword: vi.fn(async () => {
        throw new WidgetApiError(429, "too_many_requests", "Locked.", 3600);
      }),
    });
    const { user } = await start(passwordsOnly, client);
    await user.type(await screen.findByLabelText("Password"), "nope");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/Too many attempts\. Try again in (60:00|59:59)\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  it("new user with magic links: choose a link or a password", async () => {
    const { user, client } = await start(withLinks);
    expect(
      await screen.findByRole("heading", { name: "Choose how you would like to create your account." }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Email me a login link" }));
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(client.sendMagicLink).toHaveBeenCalled();
  });

  it("create: the meter, the warning, show/hide, Continue only for a valid password", async () => {
    const client = fakeClient({
      passwordStrength: vi.fn(async ({ password }: { password: string }) =>
        password.length < 12
          ? strength({
              valid: false,
              score: 1,
              warning: "This is a very common password.",
              breached: password === "password1",
            })
          : strength({ valid: true, score: 4 }),
      ),
    });
    const { user } = await start(withLinks, client);
    await user.click(await screen.findByRole("button", { name: "Create a password instead" }));
    expect(
      await screen.findByRole("heading", { name: "Finish creating your account by setting a password." }),
    ).toBeInTheDocument();
    const password = screen.getByLabelText("Password");
    const continueButton = screen.getByRole("button", { name: "Continue" });
    await user.type(password, "password1");
    expect(
      await screen.findByText(
        "This password may have been used on a different site that experienced a security issue. Please choose another password.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Password strength: 1 of 4" })).toBeInTheDocument();
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await user.type(password, "-and-more");
    expect(await screen.findByRole("img", { name: "Password strength: 4 of 4" })).toBeInTheDocument();
    expect(continueButton).toBeEnabled();
    // Debounced: one check for the pause after each burst of typing, not one per key.
    expect(client.passwordStrength.mock.calls.length).toBeLessThan("password1-and-more".length);
    await user.click(continueButton);
    expect(client.createPassword).toHaveBeenCalledWith(
      expect.objectContaining({ email: "rep@example.com", password: "password1-and-more" }),
    );
    expect(await screen.findByRole("heading", { name: "Success" })).toBeInTheDocument();
  });

  it("create when the server holds the session until the address is confirmed: 'Check your email'", async () => {
    const client = fakeClient({ createPassword: vi.fn(async () => ({ confirmationSent: true })) });
    const { user } = await start(passwordsOnly, client);
    await user.type(await screen.findByLabelText("Password"), "violet-harbour-trumpet-42");
    const continueButton = screen.getByRole("button", { name: "Continue" });
    await waitFor(() => expect(continueButton).toBeEnabled());
    await user.click(continueButton);
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(screen.getByText("An email was sent to rep@example.com.")).toBeInTheDocument();
    expect(client.createPassword.mock.calls[0]?.[0].redirectUrl).toBe(window.location.href);
  });

  it("create under LUDS: the unmet rules with the configured counts", async () => {
    const client = fakeClient({
      bootstrap: vi.fn(async () => ({
        emailDomains: [],
        passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 12 },
        oauthProviders: [],
      })),
      passwordStrength: vi.fn(async () =>
        strength({ valid: false, score: 0, policy: "luds", missingCharacters: 4, missingComplexity: 1 }),
      ),
    });
    const { user } = await start(passwordsOnly, client);
    await user.type(await screen.findByLabelText("Password"), "abcdefgh");
    expect(await screen.findByText("Must be at least 12 characters long")).toBeInTheDocument();
    expect(
      screen.getByText("Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /Password strength/ })).not.toBeInTheDocument();
  });

  it("a passwordless user gets a link at once and may create a password instead", async () => {
    const client = fakeClient({ searchUser: vi.fn(async () => "passwordless" as const) });
    const { user } = await start(withLinks, client);
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(client.sendMagicLink).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Create a password instead" }));
    expect(await screen.findByRole("heading", { name: "Check your email!" })).toBeInTheDocument();
    expect(screen.getByText("A link to create a password was sent to you at rep@example.com.")).toBeInTheDocument();
  });

  it("a reset link opens the reset form, cleans the address and signs in", async () => {
    window.history.replaceState(null, "", "/starter_tools?token=tok123&dugout_token_type=reset_password");
    const client = fakeClient({ getSession: vi.fn(async () => ({ userId: "u1", email: "rep@example.com" })) });
    const { user } = renderWidget(passwordsOnly, { client });
    expect(screen.getByRole("heading", { name: "Set a new password" })).toBeInTheDocument();
    expect(window.location.search).toBe("");
    await user.type(screen.getByLabelText("Password"), "a-long-new-password");
    const continueButton = screen.getByRole("button", { name: "Continue" });
    await waitFor(() => expect(continueButton).toBeEnabled());
    await user.click(continueButton);
    expect(client.resetByEmail).toHaveBeenCalledWith(expect.objectContaining({ token: "tok123" }));
    expect(await screen.findByRole("heading", { name: "Success" })).toBeInTheDocument();
  });
});
