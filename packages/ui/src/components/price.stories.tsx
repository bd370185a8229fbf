import type { Meta, StoryObj } from "@storybook/react-vite";

import { Price } from "./price";

const meta = {
  title: "Display/Price",
  component: Price,
  args: { price: { kind: "single", current: "$9.00", original: "$10.00" } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {};

export const Plain: Story = { args: { price: { kind: "single", current: "$12.50" } } };

export const Range: Story = {
  args: {
    price: {
      kind: "range",
      min: "$5.00",
      max: "$8.00",
      originalMin: "$6.00",
      originalMax: "$9.00",
    },
  },
};

export const Free: Story = { args: { price: { kind: "free" } } };

export const Large: Story = { args: { size: "lg" } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    price: { kind: "single", current: "٩٫٠٠ ر.س", original: "١٠٫٠٠ ر.س" },
    originalLabel: "السعر الأصلي",
  },
};
