import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShoppingCart } from "lucide-react";

import { placeholderImage } from "../stories/placeholder-image";
import { Button } from "./button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Display/EmptyState",
  component: EmptyState,
  args: {
    title: "Your cart is empty",
    text: "No items added in your cart. Please add product to your cart list.",
    icon: <ShoppingCart />,
    action: <Button>Continue Shopping</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithImage: Story = {
  args: {
    icon: undefined,
    imageUrl: placeholderImage("", 40, 128, 128),
    title: "Items not found!",
    text: undefined,
    action: undefined,
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    title: "سلتك فارغة",
    text: "لم تتم إضافة أي منتجات.",
    action: <Button>متابعة التسوق</Button>,
  },
};
