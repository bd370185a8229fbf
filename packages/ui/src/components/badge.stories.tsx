import type { Meta, StoryObj } from "@storybook/react-vite";

import { Badge, VegIndicator } from "./badge";

const meta = {
  title: "Display/Badge",
  component: Badge,
  args: { children: "10% off", variant: "discount" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const all = (
  <div className="flex flex-wrap items-center gap-2">
    <Badge variant="discount">10% off</Badge>
    <Badge variant="discount">$5.00 off</Badge>
    <Badge variant="success">Organic</Badge>
    <Badge variant="success">Halal</Badge>
    <Badge>Recommend</Badge>
    <Badge variant="soft">Free Delivery</Badge>
    <Badge variant="overlay">1.2 km From You</Badge>
    <Badge variant="warning">Out of Stock</Badge>
    <Badge variant="muted">Muted</Badge>
    <Badge variant="outline">Outline</Badge>
    <VegIndicator veg showLabel />
    <VegIndicator veg={false} showLabel />
  </div>
);

export const Variants: Story = { render: () => all };

export const Dark: Story = { globals: { theme: "dark" }, render: () => all };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  render: () => (
    <div className="flex gap-2">
      <Badge variant="discount">خصم 10%</Badge>
      <VegIndicator veg label="نباتي" showLabel />
    </div>
  ),
};
