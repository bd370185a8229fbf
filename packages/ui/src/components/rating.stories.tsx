import type { Meta, StoryObj } from "@storybook/react-vite";

import { Rating } from "./rating";

const meta = {
  title: "Display/Rating",
  component: Rating,
  args: { value: 4.5, valueText: "4.5", countText: "(120)" },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HalfSteps: Story = {
  render: () => (
    <div className="grid gap-2">
      {[0, 1.5, 2.3, 3, 3.8, 5].map((value) => (
        <Rating key={value} value={value} valueText={value.toFixed(1)} size="md" />
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" }, args: { label: "التقييم 4.5 من 5" } };
