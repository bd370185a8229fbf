import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShoppingCart } from "lucide-react";

import { Button } from "./button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Add to cart" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>Default</Button>
      <Button {...args} variant="soft">
        Soft
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Clear Cart
      </Button>
      <Button {...args} variant="link">
        View all
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Cart">
        <ShoppingCart />
      </Button>
      <Button {...args} size="icon-sm" aria-label="Cart">
        <ShoppingCart />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <Button {...args}>
      <ShoppingCart />
      Add to cart
    </Button>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = { args: { loading: true, children: "Sign In" } };

export const Dark: Story = { globals: { theme: "dark" }, render: Variants.render };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  render: (args) => (
    <Button {...args}>
      <ShoppingCart />
      أضف إلى السلة
    </Button>
  ),
};
