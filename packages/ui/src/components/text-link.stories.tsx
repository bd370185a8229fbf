import type { Meta, StoryObj } from "@storybook/react-vite";

import { TextLink } from "./text-link";

const meta = {
  title: "Primitives/TextLink",
  component: TextLink,
  args: { href: "#view-all", children: "View all" },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex gap-4">
      <TextLink {...args}>View all</TextLink>
      <TextLink {...args} variant="subtle">
        Forgot password
      </TextLink>
      <TextLink {...args} variant="primary">
        Sign Up
      </TextLink>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" }, args: { children: "عرض الكل" } };
