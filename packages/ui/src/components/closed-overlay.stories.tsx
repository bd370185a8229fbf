import type { Meta, StoryObj } from "@storybook/react-vite";

import { placeholderImage } from "../stories/placeholder-image";
import { ClosedOverlay } from "./closed-overlay";

const meta = {
  title: "Display/ClosedOverlay",
  component: ClosedOverlay,
  render: (args) => (
    <div className="relative w-64 overflow-hidden rounded-lg">
      <img
        src={placeholderImage("Store cover", 30)}
        alt="Green Grocer cover"
        className="aspect-video w-full object-cover"
      />
      <ClosedOverlay {...args} />
    </div>
  ),
} satisfies Meta<typeof ClosedOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Band: Story = { args: { variant: "band", label: "Closed Now" } };

export const Unavailable: Story = {
  args: { label: "This is not available right now.", detail: "10:00 am - 10:00 pm" },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" }, args: { label: "مغلق الآن" } };
