import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heart } from "lucide-react";

import { IconButton } from "./icon-button";
import { Tooltip } from "./tooltip";

const meta = {
  title: "Overlays/Tooltip",
  component: Tooltip,
  args: {
    content: "Add to wishlist",
    defaultOpen: true,
    children: (
      <IconButton label="Add to wishlist" variant="outline">
        <Heart />
      </IconButton>
    ),
  },
  render: (args) => (
    <div className="pt-12">
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" }, args: { content: "أضف إلى المفضلة" } };
