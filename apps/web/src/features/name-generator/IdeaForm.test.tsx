import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { nameGeneratorExamplePrompts, nameGeneratorSampleDescription } from "@dugout/contracts/name-generator";
import { IdeaForm } from "./IdeaForm";

describe("IdeaForm", () => {
  it("is prefilled, fills from an example prompt, and submits the trimmed description", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<IdeaForm busy={false} onSubmit={onSubmit} />);
    const field = screen.getByLabelText("Describe your business idea");
    expect(field).toHaveValue(nameGeneratorSampleDescription);
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    await user.click(screen.getByRole("button", { name: nameGeneratorExamplePrompts[2] }));
    expect(field).toHaveValue(nameGeneratorExamplePrompts[2]);
    await user.click(screen.getByRole("button", { name: "Generate business names" }));
    expect(onSubmit).toHaveBeenCalledWith(nameGeneratorExamplePrompts[2]);
  });

  it("disables the button when the description is blank, and while busy says Generating...", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<IdeaForm busy={false} onSubmit={vi.fn()} />);
    await user.clear(screen.getByLabelText("Describe your business idea"));
    await user.type(screen.getByLabelText("Describe your business idea"), "   ");
    expect(screen.getByRole("button", { name: "Generate business names" })).toBeDisabled();
    rerender(<IdeaForm busy onSubmit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
});
