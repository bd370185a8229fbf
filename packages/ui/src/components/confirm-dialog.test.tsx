import { useRef, useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

describe("ConfirmDialog", () => {
  it("asks 'Confirm this request?' with Cancel and Yes by default", async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog trigger={<Button>Logout</Button>} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(screen.getByRole("alertdialog", { name: "Confirm this request?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("cancels with Escape without confirming", async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog trigger={<Button>Delete</Button>} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("takes the caller's texts", () => {
    render(
      <ConfirmDialog
        open
        onConfirm={vi.fn()}
        title="Are you sure you want to delete this item?"
        cancelLabel="No"
        confirmLabel="Clear Cart"
        tone="destructive"
      />,
    );
    expect(
      screen.getByRole("alertdialog", { name: "Are you sure you want to delete this item?" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear Cart" }).className).toContain(
      "bg-destructive",
    );
  });

  it("hands focus to the caller's element on close when it was opened without a trigger", async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      const select = useRef<HTMLSelectElement>(null);
      return (
        <>
          <select ref={select} aria-label="Language" onChange={() => setOpen(true)}>
            <option value="en">English</option>
            <option value="ar">Arabic</option>
          </select>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            onConfirm={vi.fn()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              select.current?.focus();
            }}
          />
        </>
      );
    }
    render(<Opener />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "ar");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveFocus();
  });
});
