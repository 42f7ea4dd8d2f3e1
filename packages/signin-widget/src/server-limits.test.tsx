import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "./bootstrap-cache";
import type { ServerLimits } from "./client/identity-client";
import { fakeClient } from "./test/fake-client";
import { renderWidget } from "./test/render";

afterEach(() => resetBootstrapCacheForTests());

const limits: ServerLimits = {
  magicLinkMinutes: 30,
  otpMinutes: 5,
  sessionMinutes: 60,
  messageTemplates: ["dugout_default", "dugout_welcome"],
  phoneChannels: ["sms"],
};
const withLimits = () =>
  fakeClient({
    bootstrap: vi.fn(async () => ({ emailDomains: [], passwordConfig: null, oauthProviders: [], limits })),
  });

describe("options the server cannot honour", () => {
  it.each([
    [
      { products: ["otp" as const], otpOptions: { methods: ["email" as const], expirationMinutes: 5 } },
      { products: ["otp" as const], otpOptions: { methods: ["email" as const], expirationMinutes: 8 } },
      "Error: otpOptions.expirationMinutes is 8 minutes; this server allows at most 5.",
    ],
    [
      { emailMagicLinksOptions: { loginExpirationMinutes: 30 } },
      { emailMagicLinksOptions: { signupExpirationMinutes: 45 } },
      "Error: emailMagicLinksOptions.signupExpirationMinutes is 45 minutes; this server allows at most 30.",
    ],
    [
      { sessionOptions: { sessionDurationMinutes: 60 } },
      { sessionOptions: { sessionDurationMinutes: 120 } },
      "Error: sessionOptions.sessionDurationMinutes is 120 minutes; this server allows at most 60.",
    ],
    [
      { products: ["otp" as const], otpOptions: { methods: ["email" as const], signupTemplateId: "dugout_welcome" } },
      { products: ["otp" as const], otpOptions: { methods: ["email" as const], loginTemplateId: "promo" } },
      'Error: otpOptions.loginTemplateId "promo" is not a template of this server (dugout_default, dugout_welcome).',
    ],
  ])("renders with what it allows, and shows the configuration error otherwise", async (allowed, refused, message) => {
    const first = renderWidget(allowed, { client: withLimits() });
    expect(await screen.findByRole("textbox", { name: "Email" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    first.unmount();
    resetBootstrapCacheForTests();

    renderWidget(refused, { client: withLimits() });
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("textbox", { name: "Email" })).not.toBeInTheDocument();
  });
});

describe("phone methods the server cannot send on", () => {
  it("shows the configuration error for a channel without a transport", async () => {
    renderWidget({ products: ["otp"], otpOptions: { methods: ["email", "whatsapp"] } }, { client: withLimits() });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error: WhatsApp passcodes are not available on this server.",
    );
  });
});

describe("options the widget passes on", () => {
  it("sends the sign-up redirect, both lifetimes and createUserAsPending with a magic link", async () => {
    const { user, client } = renderWidget(
      {
        emailMagicLinksOptions: {
          loginRedirectURL: "https://app.example.com/in",
          signupRedirectURL: "https://app.example.com/welcome",
          loginExpirationMinutes: 10,
          signupExpirationMinutes: 20,
          createUserAsPending: true,
        },
      },
      { client: withLimits() },
    );
    await user.type(screen.getByLabelText("Email"), "rep@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with email" }));
    expect(client.sendMagicLink).toHaveBeenCalledWith({
      email: "rep@example.com",
      loginRedirectUrl: "https://app.example.com/in",
      signupRedirectUrl: "https://app.example.com/welcome",
      loginExpirationMinutes: 10,
      signupExpirationMinutes: 20,
      createUserAsPending: true,
    });
  });

  it("sends the passcode lifetime and templates, and counts down from that lifetime", async () => {
    const { user, client } = renderWidget(
      {
        products: ["otp"],
        otpOptions: { methods: ["email"], expirationMinutes: 3, loginTemplateId: "dugout_default" },
      },
      { client: withLimits() },
    );
    await user.type(screen.getByLabelText("Email"), "rep@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with Email" }));
    expect(client.sendEmailOtp).toHaveBeenCalledWith({
      email: "rep@example.com",
      expirationMinutes: 3,
      loginTemplateId: "dugout_default",
      signupTemplateId: undefined,
    });
    expect(await screen.findByText(/Your code expires in (3:00|2:59)/)).toBeInTheDocument();
  });

  it("counts down from the server's lifetime when none is configured", async () => {
    const client = fakeClient({
      bootstrap: vi.fn(async () => ({
        emailDomains: [],
        passwordConfig: null,
        oauthProviders: [],
        limits: { ...limits, otpMinutes: 4 },
      })),
    });
    const { user } = renderWidget({ products: ["otp"], otpOptions: { methods: ["email"] } }, { client });
    await screen.findByRole("textbox", { name: "Email" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.type(screen.getByLabelText("Email"), "rep@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with Email" }));
    expect(await screen.findByText(/Your code expires in (4:00|3:59)/)).toBeInTheDocument();
  });
});
