import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../bootstrap-cache";
import { fakeClient } from "../test/fake-client";
import { renderWidget } from "../test/render";

afterEach(() => resetBootstrapCacheForTests());

async function sendLink(config: Parameters<typeof renderWidget>[0], client = fakeClient()) {
  const rendered = renderWidget(config, { client });
  await rendered.user.type(screen.getByLabelText("Email"), "rep@example.com");
  await rendered.user.click(screen.getByRole("button", { name: "Continue with email" }));
  await screen.findByRole("heading", { name: "Check your email" });
  return rendered;
}

describe("the email confirmation screen", () => {
  it("says where the link went and opens each mail provider in a new tab", async () => {
    const { client } = await sendLink({
      products: ["emailMagicLinks"],
      emailMagicLinksOptions: { domainHint: "dugout.example" },
    });
    expect(client.sendMagicLink).toHaveBeenCalledWith({
      email: "rep@example.com",
      loginRedirectUrl: window.location.href,
      signupRedirectUrl: window.location.href,
      loginExpirationMinutes: undefined,
      signupExpirationMinutes: undefined,
      createUserAsPending: false,
    });
    expect(screen.getByText("An email was sent to rep@example.com.")).toBeInTheDocument();
    for (const name of ["Open in Gmail", "Open in Yahoo", "Open in Outlook"]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: "Open in Gmail" }).getAttribute("href")).toContain(
      encodeURIComponent("from:(dugout.example)"),
    );
  });

  it("searches Gmail for the one domain the server names when no hint is configured", async () => {
    const client = fakeClient({
      bootstrap: vi.fn(async () => ({
        emailDomains: ["mail.dugout.example"],
        passwordConfig: null,
        oauthProviders: [],
      })),
    });
    await sendLink({ products: ["emailMagicLinks"] }, client);
    await vi.waitFor(() =>
      expect(screen.getByRole("link", { name: "Open in Gmail" }).getAttribute("href")).toContain("mail.dugout.example"),
    );
  });

  it("'Try again' clears the email, returns to the main screen and logs the event", async () => {
    const { user, client } = await sendLink({ products: ["emailMagicLinks"] });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("heading", { name: "Sign up or log in" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("");
    await vi.waitFor(() =>
      expect(client.logEvents.mock.calls.flat(2)).toContainEqual(
        expect.objectContaining({
          name: "email_try_again_clicked",
          details: { email: "rep@example.com", type: "login or create email magic link" },
        }),
      ),
    );
  });
});
