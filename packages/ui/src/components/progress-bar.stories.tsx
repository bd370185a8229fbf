import type { Meta, StoryObj } from "@storybook/react-vite";

import { ProgressBar } from "./progress-bar";

const meta = {
  title: "Display/ProgressBar",
  component: ProgressBar,
  args: {
    value: 60,
    label: "Free delivery progress",
    caption: "Add $20.00 more for free delivery",
    className: "max-w-sm",
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeDelivery: Story = {};

export const FlashSale: Story = {
  args: {
    value: 40,
    label: "Sold",
    caption: undefined,
    startText: "Sold: 12",
    endText: "Available: 18",
    tone: "warning",
  },
};

export const Complete: Story = {
  args: { value: 100, caption: "You get free delivery", tone: "success" },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { label: "تقدم التوصيل المجاني", caption: "أضف 20 ر.س للتوصيل المجاني" },
};
