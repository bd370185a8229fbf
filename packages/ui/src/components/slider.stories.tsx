import type { Meta, StoryObj } from "@storybook/react-vite";

import { Slider } from "./slider";

const meta = {
  title: "Primitives/Slider",
  component: Slider,
  args: {
    min: 0,
    max: 20000,
    step: 100,
    defaultValue: [0, 20000],
    thumbLabels: ["Minimum price", "Maximum price"],
    className: "max-w-sm",
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PriceRange: Story = {};

export const Single: Story = { args: { defaultValue: [5000], thumbLabels: ["Price"] } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: "dark" }, args: { defaultValue: [2000, 12000] } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { defaultValue: [2000, 12000], thumbLabels: ["أدنى سعر", "أعلى سعر"] },
};
