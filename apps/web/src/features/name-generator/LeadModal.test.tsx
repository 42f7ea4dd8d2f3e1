import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { defaultRuntimeConfig } from "../../lib/runtime-config";
import { RuntimeConfigProvider } from "../../lib/runtime-config-context";
import { LeadModal } from "./LeadModal";

async function fillLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full Name"), "Pat");
  await user.type(screen.getByLabelText("Email Address"), "pat@example.com");
  await user.selectOptions(screen.getByLabelText("Business Opening Timeline"), "I'm here for fun!");
}

function setup(onSubmit = vi.fn(() => Promise.resolve())) {
  const onClose = vi.fn();
  render(<LeadModal onClose={onClose} onSubmit={onSubmit} />);
  return { onClose, onSubmit, user: userEvent.setup() };
}

describe("LeadModal", () => {
  it("shows the texts of docs/requirements/name-generator.md#lead-form and keeps submit disabled until name, email and timeline are valid", async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByRole("dialog", { name: "Unlock 9 Perfect Names" })).toBeInTheDocument();
    expect(screen.getByText("Get your complete analysis with detailed scoring.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your information is secure and will only be used to provide you with business naming services.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "When do you plan to start?" })).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Unlock Full Results" });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText("Full Name"), "Pat Lee");
    await user.type(screen.getByLabelText("Email Address"), "pat@example");
    await user.selectOptions(screen.getByLabelText("Business Opening Timeline"), "3-6 months");
    expect(submit).toBeDisabled();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email Address"), ".com");
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ name: "Pat Lee", email: "pat@example.com", timeline: "3-6 months" });
  });

  it("says inside the dialog, not in a native alert, when the lead cannot be sent, and stays open", async () => {
    const nativeAlert = vi.fn();
    vi.stubGlobal("alert", nativeAlert);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { user, onClose } = setup(vi.fn(() => Promise.reject(new Error("500"))));
    await fillLead(user);
    await user.click(screen.getByRole("button", { name: "Unlock Full Results" }));
    const message = await screen.findByRole("alert");
    expect(message).toHaveTextContent("There was an error submitting your info.");
    expect(screen.getByRole("dialog")).toContainElement(message);
    expect(screen.getByRole("button", { name: "Unlock Full Results" })).toHaveAccessibleDescription(
      "There was an error submitting your info.",
    );
    expect(nativeAlert).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's wait as a countdown and keeps the button disabled until it ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const refused = new ApiError(429, "rate_limited", "Too many requests. Try again in 3 seconds.", 3);
      const { user } = setup(vi.fn(() => Promise.reject(refused)));
      await fillLead(user);
      await user.click(screen.getByRole("button", { name: "Unlock Full Results" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Try again in 3 s.");
      expect(screen.getByRole("button", { name: "Unlock Full Results" })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole("timer")).toHaveTextContent("Try again in 2 s.");
      await act(() => vi.advanceTimersByTimeAsync(2500));
      expect(screen.getByRole("timer")).toHaveTextContent("You can try again now.");
      expect(screen.getByRole("button", { name: "Unlock Full Results" })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  // The inert page behind is the browser's modal <dialog>: asserted in Chromium (e2e/name-generator.spec.ts).
  it("locks page scroll, focuses the first field, and closes on Escape and ×", async () => {
    const { user, onClose } = setup();
    expect(document.body.style.overflow).toBe("hidden");
    expect(screen.getByLabelText("Full Name")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("LeadModal's privacy notice", () => {
  it("links to Dugout's notice by default, and to the operator's own when PRIVACY_NOTICE_URL is set, in a new tab", () => {
    const first = render(<LeadModal onClose={vi.fn()} onSubmit={vi.fn()} />);
    const link = screen.getByRole("link", { name: "Privacy notice" });
    expect(link).toHaveAttribute("href", "/privacy");
    expect(link).toHaveAttribute("target", "_blank");
    first.unmount();

    const config = {
      ...defaultRuntimeConfig,
      privacy: { ...defaultRuntimeConfig.privacy, noticeUrl: "https://example.com/privacy" },
    };
    render(
      <RuntimeConfigProvider value={config}>
        <LeadModal onClose={vi.fn()} onSubmit={vi.fn()} />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "https://example.com/privacy");
  });
});
