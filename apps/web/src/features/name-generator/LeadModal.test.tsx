import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LeadModal } from "./LeadModal";

function setup(onSubmit = vi.fn(() => Promise.resolve())) {
  const onClose = vi.fn();
  const alert = vi.fn();
  render(<LeadModal onClose={onClose} onSubmit={onSubmit} alert={alert} />);
  return { onClose, onSubmit, alert, user: userEvent.setup() };
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

  it("alerts and stays open when the lead cannot be sent", async () => {
    const { user, alert, onClose } = setup(vi.fn(() => Promise.reject(new Error("500"))));
    await user.type(screen.getByLabelText("Full Name"), "Pat");
    await user.type(screen.getByLabelText("Email Address"), "pat@example.com");
    await user.selectOptions(screen.getByLabelText("Business Opening Timeline"), "I'm here for fun!");
    await user.click(screen.getByRole("button", { name: "Unlock Full Results" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("There was an error submitting your info."));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
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
