import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../bootstrap-cache";
import { WidgetApiError } from "../client/http";
import { fakeClient } from "../test/fake-client";
import { renderWidget } from "../test/render";
import { initialWidgetState, widgetReducer } from "../state/machine";

const withLinks = { products: ["emailMagicLinks" as const, "passwords" as const] };

afterEach(() => {
  resetBootstrapCacheForTests();
  window.history.replaceState(null, "", "/");
});

async function onChooseScreen(client = fakeClient()) {
  const rendered = renderWidget(withLinks, { client });
  await rendered.user.type(screen.getByLabelText("Email"), "rep@example.com");
  await rendered.user.click(screen.getByRole("button", { name: "Continue with email" }));
  await screen.findByRole("heading", { name: "Choose how you would like to create your account." });
  return rendered;
}

describe("the banner", () => {
  it("is part of the widget state: set, dismissed, and cleared by moving to another screen", () => {
    const shown = widgetReducer(initialWidgetState(), {
      type: "showBanner",
      banner: { kind: "warning", message: "Careful" },
    });
    expect(shown.banner).toEqual({ kind: "warning", message: "Careful" });
    expect(widgetReducer(shown, { type: "dismissBanner" }).banner).toBeNull();
    expect(widgetReducer(shown, { type: "goto", screen: "PasswordForgot" }).banner).toBeNull();
    expect(widgetReducer(shown, { type: "back" }).banner).toBeNull();
  });

  it("shows a failed send as an alert, not under a field, with its link clickable; the close button clears it", async () => {
    const client = fakeClient({
      sendMagicLink: vi.fn(async () => {
        throw new WidgetApiError(403, "signup_not_allowed", "No account. See https://help.example.com/invite");
      }),
    });
    const { user } = await onChooseScreen(client);
    await user.click(screen.getByRole("button", { name: "Email me a login link" }));
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveClass("dw-banner", "dw-banner-error");
    expect(banner).toHaveTextContent("No account.");
    expect(within(banner).getByRole("link", { name: "https://help.example.com/invite" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(document.querySelector(".dw-field-error")).toBeNull();
    await user.click(within(banner).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("closes with Escape pressed inside the widget", async () => {
    const client = fakeClient({
      sendMagicLink: vi.fn(async () => {
        throw new WidgetApiError(500, "internal", "Something went wrong");
      }),
    });
    const { user } = await onChooseScreen(client);
    await user.click(screen.getByRole("button", { name: "Email me a login link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a resend failure of a 'sent' screen", async () => {
    const client = fakeClient({ searchUser: vi.fn(async () => "password" as const) });
    const { user } = renderWidget({ products: ["passwords"] }, { client });
    await user.type(screen.getByLabelText("Email"), "rep@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with email" }));
    await user.click(await screen.findByRole("button", { name: "Forgot Password?" }));
    await screen.findByRole("heading", { name: "Forgot password?" });
    client.resetByEmailStart.mockRejectedValueOnce(new WidgetApiError(503, "unavailable", "Mail is down."));
    await user.click(screen.getByRole("button", { name: "Resend email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Mail is down.");
  });

  it("states a success politely, in the theme's success colour", async () => {
    window.history.replaceState(null, "", "/?token=tok123&dugout_token_type=reset_password");
    const { user } = renderWidget({ products: ["passwords"] });
    await user.type(screen.getByLabelText("Password"), "a-long-new-password");
    const continueButton = screen.getByRole("button", { name: "Continue" });
    await vi.waitFor(() => expect(continueButton).toBeEnabled());
    await user.click(continueButton);
    const banner = await screen.findByText("Your password has been reset. Log in with your new password.");
    const status = banner.closest(".dw-banner");
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveClass("dw-banner-success");
    expect(screen.getByRole("heading", { name: "Sign up or log in" })).toBeInTheDocument();
  });

  it("shows a failed social sign-in on the main screen", () => {
    window.history.replaceState(null, "", "/?error=access_denied");
    renderWidget({ products: ["emailMagicLinks"] });
    expect(screen.getByRole("alert")).toHaveTextContent("Sign-in could not be completed (access_denied).");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("keeps the 429 countdown without a close button (it goes when the wait is over)", async () => {
    const client = fakeClient({
      sendMagicLink: vi.fn(async () => {
        throw new WidgetApiError(429, "too_many_requests", "Slow down.", 120);
      }),
    });
    const { user } = await onChooseScreen(client);
    await user.click(screen.getByRole("button", { name: "Email me a login link" }));
    const countdown = await screen.findByText(/Too many attempts\. Try again in/);
    const banner = countdown.closest(".dw-banner");
    expect(banner).not.toBeNull();
    expect(within(banner as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
  });
});
