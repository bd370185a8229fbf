import type { Meta, StoryObj } from "@storybook/react-vite";

import { Button } from "./button";
import { toast, Toaster } from "./toaster";

const meta = {
  title: "Overlays/Toaster",
  component: Toaster,
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => toast.success("Item added to cart")}>Add to cart</Button>
      <Button variant="outline" onClick={() => toast("Removed from cart.")}>
        Remove
      </Button>
      <Button variant="destructive" onClick={() => toast.error("Out of Limits")}>
        Exceed limit
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: "dark" }, args: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" }, args: { dir: "rtl" } };
