import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";

import { QuantityStepper } from "./quantity-stepper";

const meta = {
  title: "Display/QuantityStepper",
  component: QuantityStepper,
  args: {
    quantity: 2,
    max: 5,
    onIncrement: () => undefined,
    onDecrement: () => undefined,
    onRemove: () => undefined,
  },
  render: function Render(args) {
    const [quantity, setQuantity] = useState(args.quantity);
    return (
      <QuantityStepper
        {...args}
        quantity={quantity}
        onIncrement={() => {
          setQuantity((value) => value + 1);
        }}
        onDecrement={() => {
          setQuantity((value) => value - 1);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AtOneShowsDelete: Story = { args: { quantity: 1 } };

export const AtLimit: Story = { args: { quantity: 5 } };

export const Small: Story = { args: { size: "sm" } };

export const Busy: Story = { args: { busy: true } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { label: "الكمية", increaseLabel: "زيادة", decreaseLabel: "إنقاص", removeLabel: "حذف" },
};
