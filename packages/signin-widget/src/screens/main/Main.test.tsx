import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../test/render";
import { formMethods, methodForms } from "./Main";
import { resolveWidgetConfig } from "../../config";

describe("the main screen", () => {
  it("shows why a social sign-in came back refused, and cleans the address", () => {
    window.history.replaceState(null, "", "/dream_team?error=SIGNUP_NOT_ALLOWED");
    renderWidget({ products: ["emailMagicLinks"] });
    expect(
      screen.getByText(
        "There is no Dugout account for this email address. Ask a Dugout admin to invite you (Users page).",
      ),
    ).toBeInTheDocument();
    expect(window.location.search).toBe("");
    window.history.replaceState(null, "", "/dream_team?error=access_denied");
    renderWidget({ products: ["emailMagicLinks"] });
    expect(screen.getByText("Sign-in could not be completed (access_denied). Please try again.")).toBeInTheDocument();
    window.history.replaceState(null, "", "/");
  });

  it("shows the header and the magic-link form with its button text", () => {
    renderWidget({ products: ["emailMagicLinks"] });
    expect(screen.getByRole("heading", { name: "Sign up or log in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with email" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.queryByRole("separator")).not.toBeInTheDocument();
  });

  it("says 'Continue with Email' for a passcode and checks the address with the OTP message", async () => {
    const { user, client } = renderWidget({ products: ["otp"], otpOptions: { methods: ["email"] } });
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Continue with Email" }));
    expect(screen.getByText("Invalid email, please try again.")).toBeInTheDocument();
    expect(client.sendEmailOtp).not.toHaveBeenCalled();
  });

  it("checks the address with 'Invalid email address' for magic links", async () => {
    const { user, client } = renderWidget({ products: ["emailMagicLinks"] });
    await user.type(screen.getByLabelText("Email"), "a b@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with email" }));
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(client.sendMagicLink).not.toHaveBeenCalled();
  });

  it("puts Google above the email form with the 'or' divider, in product order", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign, href: window.location.href });
    const { user, client, container } = renderWidget({
      products: ["oauth", "emailMagicLinks"],
      oauthOptions: {
        providers: [{ type: "google", custom_scopes: ["calendar.readonly"], provider_params: { prompt: "consent" } }],
      },
    });
    const google = screen.getByRole("button", { name: "Continue with Google" });
    const divider = screen.getByRole("separator");
    expect(within(divider).getByText("or")).toBeInTheDocument();
    const order = [...container.querySelectorAll("button, [role=separator]")].map((node) => node.textContent);
    expect(order.indexOf("Continue with Google")).toBeLessThan(order.indexOf("or"));
    expect(order.indexOf("or")).toBeLessThan(order.indexOf("Continue with email"));
    await user.click(google);
    expect(client.oauthStart).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: "google",
        customScopes: ["calendar.readonly"],
        providerParams: { prompt: "consent" },
      }),
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.example.test/auth"));
    vi.restoreAllMocks();
  });

  it("shows tabs only when more than one email/phone method has a form", async () => {
    const config = resolveWidgetConfig({ products: ["otp"], otpOptions: { methods: ["sms", "email"] } });
    if (!config.ok) throw new Error(config.error);
    expect(formMethods(config.config)).toEqual(["sms", "email"]);
    // A method without a registered form gets no tab.
    const textForm = methodForms.sms;
    delete methodForms.sms;
    try {
      expect(formMethods(config.config)).toEqual(["email"]);
    } finally {
      methodForms.sms = textForm;
    }
    const { user } = renderWidget({ products: ["otp"], otpOptions: { methods: ["sms", "email"] } });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Text", "Email"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Continue with Text" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Email" }));
    expect(screen.getByRole("button", { name: "Continue with Email" })).toBeInTheDocument();
  });

  it("shows the configuration error instead of the screens", () => {
    renderWidget({ products: ["emailMagicLinks", "otp"], otpOptions: { methods: ["email"] } });
    expect(screen.getByRole("alert")).toHaveTextContent("Error: Cannot use both EML and Email OTP");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("applies the default theme and overrides, logo and hidden header", () => {
    const { getByTestId } = renderWidget(
      { products: ["emailMagicLinks"] },
      {
        styles: {
          colors: { primary: "#000000" },
          hideHeaderText: true,
          logo: { logoImageUrl: "https://example.com/l.png" },
        },
      },
    );
    const root = getByTestId("signin-widget");
    expect(root.style.getPropertyValue("--dw-width")).toBe("400px");
    expect(root.style.getPropertyValue("--dw-radius")).toBe("8px");
    expect(root.style.getPropertyValue("--dw-btn-h")).toBe("45px");
    expect(root.style.getPropertyValue("--dw-primary")).toBe("#000000");
    expect(root.style.getPropertyValue("--dw-error")).toBe("#8B1214");
    expect(root.style.getPropertyValue("--dw-font")).toBe("Arial, Helvetica, sans-serif");
    expect(screen.queryByRole("heading", { name: "Sign up or log in" })).not.toBeInTheDocument();
    expect(root.querySelector("img")).toHaveAttribute("src", "https://example.com/l.png");
  });

  it("takes every text from the strings option", () => {
    renderWidget(
      { products: ["emailMagicLinks"] },
      { strings: { header: "Registrieren oder anmelden", continueWithEmail: "Weiter mit E-Mail" } },
    );
    expect(screen.getByRole("heading", { name: "Registrieren oder anmelden" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter mit E-Mail" })).toBeInTheDocument();
  });
});
