import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Direction } from "radix-ui";
import { describe, expect, it } from "vitest";

import { physicalSide, Sheet, SheetContent, SheetTitle } from "./sheet";

function CartSheet({ side }: { side: "start" | "end" }) {
  return (
    <Sheet defaultOpen>
      <SheetContent side={side} aria-describedby={undefined}>
        <SheetTitle>Shopping Cart</SheetTitle>
      </SheetContent>
    </Sheet>
  );
}

describe("physicalSide", () => {
  it("puts the end side on the right in LTR and on the left in RTL", () => {
    expect(physicalSide("end", "ltr")).toBe("right");
    expect(physicalSide("end", "rtl")).toBe("left");
    expect(physicalSide("start", "ltr")).toBe("left");
    expect(physicalSide("start", "rtl")).toBe("right");
  });
});

describe("Sheet", () => {
  it("opens on the right edge in LTR", () => {
    render(<CartSheet side="end" />);
    const sheet = screen.getByRole("dialog", { name: "Shopping Cart" });
    expect(sheet).toHaveAttribute("data-edge", "right");
    expect(sheet.className).toContain("end-0");
  });

  it("mirrors to the left edge in RTL", () => {
    render(
      <Direction.Provider dir="rtl">
        <CartSheet side="end" />
      </Direction.Provider>,
    );
    expect(screen.getByRole("dialog", { name: "Shopping Cart" })).toHaveAttribute(
      "data-edge",
      "left",
    );
  });

  it("closes with Escape", async () => {
    render(<CartSheet side="start" />);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
