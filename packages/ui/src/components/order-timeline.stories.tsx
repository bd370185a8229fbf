import type { Meta, StoryObj } from "@storybook/react-vite";

import { OrderTimeline } from "./order-timeline";

const meta = {
  title: "Display/OrderTimeline",
  component: OrderTimeline,
  args: { currentStep: 2 },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};

export const Placed: Story = { args: { currentStep: 0 } };

export const Delivered: Story = {
  args: {
    currentStep: 3,
    steps: [
      { label: "Order Placed", time: "10:02 am" },
      { label: "Order Confirmed", time: "10:05 am" },
      { label: "On the Way", time: "10:30 am" },
      { label: "Delivered", time: "10:52 am" },
    ],
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    label: "حالة الطلب",
    steps: [
      { label: "تم الطلب" },
      { label: "تم التأكيد" },
      { label: "في الطريق" },
      { label: "تم التوصيل" },
    ],
    stateLabels: { done: "مكتمل", current: "الخطوة الحالية", upcoming: "قادم" },
  },
};
