import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heart, ShoppingCart, X } from "lucide-react";

import { IconButton } from "./icon-button";

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { label: "Add to wishlist", children: <Heart /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex gap-2">
      <IconButton label="Add to wishlist">
        <Heart />
      </IconButton>
      <IconButton label="Cart" variant="default">
        <ShoppingCart />
      </IconButton>
      <IconButton label="Close" variant="outline" size="icon-sm">
        <X />
      </IconButton>
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = { args: { loading: true } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" }, args: { label: "أضف إلى المفضلة" } };
