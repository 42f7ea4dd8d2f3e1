import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { nameGeneratorExamplePrompts, nameGeneratorSampleDescription } from "@dugout/contracts/name-generator";
import { IdeaForm } from "./IdeaForm";

const base = { initialDescription: "", busy: false, failure: null };

describe("IdeaForm", () => {
  it("starts empty with the sample idea as placeholder, fills from an example prompt, and submits the trimmed description", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<IdeaForm {...base} onSubmit={onSubmit} />);
    const field = screen.getByLabelText("Describe your business idea");
    expect(field).toHaveValue("");
    expect(field).toHaveAttribute("placeholder", nameGeneratorSampleDescription);
    expect(screen.getByRole("button", { name: "Generate business names" })).toBeDisabled();
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    await user.click(screen.getByRole("button", { name: nameGeneratorExamplePrompts[2] }));
    expect(field).toHaveValue(nameGeneratorExamplePrompts[2]);
    await user.click(screen.getByRole("button", { name: "Generate business names" }));
    expect(onSubmit).toHaveBeenCalledWith(nameGeneratorExamplePrompts[2]);
  });

  it("starts from the idea the visitor came back with", () => {
    render(<IdeaForm {...base} initialDescription="A tiny taco stand" onSubmit={vi.fn()} />);
    expect(screen.getByLabelText("Describe your business idea")).toHaveValue("A tiny taco stand");
  });

  it("disables the button when the description is blank, and while busy says Generating...", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<IdeaForm {...base} onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText("Describe your business idea"), "   ");
    expect(screen.getByRole("button", { name: "Generate business names" })).toBeDisabled();
    rerender(<IdeaForm {...base} busy onSubmit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });

  it("shows a failure under the button and names it as the button's description", () => {
    render(<IdeaForm {...base} failure={{ message: "There was an error generating names." }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert")).toHaveTextContent("There was an error generating names.");
    expect(screen.getByRole("button", { name: "Generate business names" })).toHaveAccessibleDescription(
      "There was an error generating names.",
    );
  });
});
