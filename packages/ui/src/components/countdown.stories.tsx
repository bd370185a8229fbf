import type { Meta, StoryObj } from "@storybook/react-vite";

import { Countdown } from "./countdown";

const inTwoDays = Date.now() + ((2 * 24 + 5) * 3600 + 30 * 60) * 1000;

const meta = {
  title: "Display/Countdown",
  component: Countdown,
  args: { endsAt: inTwoDays },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};

export const Over: Story = { args: { endsAt: Date.now() - 1000 } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    label: "الوقت المتبقي",
    unitLabels: { days: "يوم", hours: "ساعة", minutes: "دقيقة", seconds: "ثانية" },
  },
};
