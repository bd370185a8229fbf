import type { Meta, StoryObj } from "@storybook/react-vite";

import { CashbackCard } from "./cashback-card";

const meta = {
  title: "Cards/CashbackCard",
  component: CashbackCard,
  args: {
    title: "Weekend cashback",
    amountText: "10%",
    minPurchaseText: "Min purchase $20.00",
    validityText: "Valid until 31 Dec 2026",
    className: "max-w-sm",
  },
} satisfies Meta<typeof CashbackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percent: Story = {};

export const Amount: Story = { args: { amountText: "$5.00" } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { title: "استرداد نقدي", amountCaption: "استرداد", minPurchaseText: "الحد الأدنى 20 ر.س" },
};
