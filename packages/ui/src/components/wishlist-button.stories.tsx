import type { Meta, StoryObj } from "@storybook/react-vite";

import { WishlistButton } from "./wishlist-button";

const meta = {
  title: "Cards/WishlistButton",
  component: WishlistButton,
  args: { active: false, onToggle: () => undefined },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Active: Story = { args: { active: true } };

export const Busy: Story = { args: { busy: true } };

export const Dark: Story = { globals: { theme: "dark" }, args: { active: true } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { addLabel: "أضف إلى المفضلة" },
};
