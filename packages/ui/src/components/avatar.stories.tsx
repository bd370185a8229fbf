import type { Meta, StoryObj } from "@storybook/react-vite";

import { placeholderImage } from "../stories/placeholder-image";
import { Avatar } from "./avatar";

const meta = {
  title: "Display/Avatar",
  component: Avatar,
  args: { name: "Jane Doe", imageUrl: placeholderImage("", 200, 80, 80) },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Initials: Story = { args: { imageUrl: undefined } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: "dark" }, args: { imageUrl: undefined } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { name: "سارة أحمد", imageUrl: undefined },
};
