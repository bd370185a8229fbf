import type { Meta, StoryObj } from "@storybook/react-vite";

import { placeholderImage } from "../stories/placeholder-image";
import { Banner } from "./banner";

const meta = {
  title: "Cards/Banner",
  component: Banner,
  args: {
    imageUrl: placeholderImage("Weekend offer", 260, 960, 320),
    alt: "Weekend offer: 20% off fresh fruit",
    href: "#campaign",
    className: "max-w-2xl",
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};

export const QuickView: Story = { args: { href: undefined, onSelect: () => undefined } };

export const Wide: Story = { args: { aspect: "4/1" } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" }, args: { alt: "عرض نهاية الأسبوع" } };
