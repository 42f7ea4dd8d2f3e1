import { useRef, useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./Dialog";

function Harness({ onClose, backdrop = false }: { onClose?: () => void; backdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog labelledBy="t" onClose={onClose && close} closeOnBackdropClick={backdrop} initialFocus={first}>
          <h2 id="t">Title</h2>
          <button type="button">Other</button>
          <button ref={first} type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      )}
    </>
  );
}

describe("Dialog", () => {
  it("opens modally, focuses the chosen control, locks scrolling and gives focus back on close", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    render(<Harness onClose={vi.fn()} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog", { name: "Title" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Done" })).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("");
    expect(opener).toHaveFocus();
    showModal.mockRestore();
  });

  it("asks its caller to close on Escape and, when allowed, on a backdrop click only", async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} backdrop />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.click(screen.getByRole("heading", { name: "Title" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("dialog"));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stays open on Escape and backdrop clicks without onClose, and reopens if the browser closes it", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("dialog"));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAttribute("open");
    if (!(dialog instanceof HTMLDialogElement)) throw new Error("not a <dialog>");
    dialog.close();
    expect(dialog).toHaveAttribute("open");
  });
});
