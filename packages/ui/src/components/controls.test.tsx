import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Direction } from "radix-ui";
import { describe, expect, it, vi } from "vitest";

import { Slider } from "./slider";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { toast, Toaster } from "./toaster";

describe("Slider", () => {
  it("names each thumb of the price range and moves it with the keyboard", async () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        min={0}
        max={20000}
        step={100}
        defaultValue={[0, 20000]}
        thumbLabels={["Minimum price", "Maximum price"]}
        onValueChange={onValueChange}
      />,
    );
    const low = screen.getByRole("slider", { name: "Minimum price" });
    expect(low).toHaveAttribute("aria-valuemax", "20000");
    expect(screen.getByRole("slider", { name: "Maximum price" })).toHaveAttribute(
      "aria-valuenow",
      "20000",
    );
    act(() => {
      low.focus();
    });
    await userEvent.keyboard("{ArrowRight}");
    expect(onValueChange).toHaveBeenLastCalledWith([100, 20000]);
  });
});

describe("Tabs", () => {
  function ResultTabs() {
    return (
      <Tabs defaultValue="items">
        <TabsList aria-label="Results">
          <TabsTrigger value="items">Items</TabsTrigger>
          <TabsTrigger value="stores">Stores</TabsTrigger>
        </TabsList>
        <TabsContent value="items">12 items Found</TabsContent>
        <TabsContent value="stores">4 stores Found</TabsContent>
      </Tabs>
    );
  }

  it("moves to the next tab with ArrowRight in LTR", async () => {
    render(<ResultTabs />);
    await userEvent.click(screen.getByRole("tab", { name: "Items" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Stores" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("4 stores Found");
  });

  it("mirrors the arrow keys in RTL (ArrowLeft goes to the next tab)", async () => {
    render(
      <Direction.Provider dir="rtl">
        <ResultTabs />
      </Direction.Provider>,
    );
    await userEvent.click(screen.getByRole("tab", { name: "Items" }));
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Stores" })).toHaveFocus();
  });
});

describe("Toaster", () => {
  it("shows a toast message", async () => {
    render(<Toaster />);
    act(() => {
      toast.success("Item added to cart");
    });
    expect(await screen.findByText("Item added to cart")).toBeInTheDocument();
  });
});
