import type { Meta, StoryObj } from "@storybook/react-vite";

import { CouponCard } from "./coupon-card";

const meta = {
  title: "Cards/CouponCard",
  component: CouponCard,
  args: {
    code: "SAVE10",
    title: "10% off",
    description: "Min purchase $20.00",
    validityText: "Valid until 31 Dec 2026",
    copy: () => Promise.resolve(),
    className: "max-w-sm",
  },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Amount: Story = {
  args: { code: "FLAT5", title: "$5.00 off", validityText: undefined },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    title: "خصم 10%",
    description: "الحد الأدنى للشراء 20 ر.س",
    copyLabel: "نسخ الرمز",
    copiedLabel: "تم النسخ",
  },
};
