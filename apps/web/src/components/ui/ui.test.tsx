import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button, buttonClassName } from "./Button";
import { Field } from "./Field";
import { ScrollRegion } from "./ScrollRegion";
import { StatusBadge } from "./StatusBadge";
import { Toast, useToast, type ToastMessage } from "./Toast";

/** A page with one toast and a button that shows `message`. */
function ToastHarness({ message }: { message: ToastMessage }) {
  const { toast, show, close } = useToast();
  return (
    <>
      <button type="button" onClick={() => show(message)}>
        Show
      </button>
      <Toast toast={toast} onClose={close} />
    </>
  );
}

describe("shared UI parts", () => {
  it("a Button never submits its form unless it says so, and a busy one is disabled and says it is busy", async () => {
    const submit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Button>Plain</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
        <Button busy>Saving</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Plain" }));
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submit).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole("button", { name: "Saving" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Plain" })).not.toHaveAttribute("aria-busy");
  });

  it("gives a link the look of a button through the same classes", () => {
    render(
      <a className={buttonClassName("secondary", "extra")} href="/x.json" download>
        Download
      </a>,
    );
    const link = screen.getByRole("link", { name: "Download" });
    expect(link.className.split(" ")).toHaveLength(3);
    expect(link).toHaveClass("extra");
  });

  it("a ScrollRegion is a named region a keyboard can reach", async () => {
    render(
      <>
        <button type="button">Before</button>
        <ScrollRegion label="Wide table">
          <p>content</p>
        </ScrollRegion>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("region", { name: "Wide table" })).toHaveFocus();
  });

  it("a StatusBadge says its status in words", () => {
    render(<StatusBadge tone="negative">Overdue</StatusBadge>);
    expect(screen.getByText("Overdue")).toBeVisible();
  });

  it("a Field's label names its control, and its hint and error describe it", () => {
    const { rerender } = render(
      <Field label="Email" hint="Work address">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAccessibleDescription("Work address");
    expect(input).not.toHaveAttribute("aria-invalid");
    rerender(
      <Field label="Email" hint="Work address" error="Enter an email address.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(input).toHaveAccessibleDescription("Work address Enter an email address.");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter an email address.");
  });

  it("a Toast is announced in a live region that is always there, and closes on Dismiss", async () => {
    render(<ToastHarness message={{ text: "Configuration saved.", tone: "success" }} />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(region).toHaveTextContent("Configuration saved.");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(region).toBeEmptyDOMElement();
  });

  it("a Toast closes itself after 3 s, counted again from each new message", async () => {
    vi.useFakeTimers();
    try {
      render(<ToastHarness message={{ text: "Save failed.", tone: "error" }} />);
      const show = screen.getByRole("button", { name: "Show" });
      fireEvent.click(show);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      fireEvent.click(show);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole("status")).toHaveTextContent("Save failed.");
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});
