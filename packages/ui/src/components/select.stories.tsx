import type { Meta, StoryObj } from "@storybook/react-vite";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: { defaultValue: "default" },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Sort by" className="w-56">
        <SelectValue placeholder="Sort by" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="default">Default</SelectItem>
        <SelectItem value="low">Price: low to high</SelectItem>
        <SelectItem value="high">Price: high to low</SelectItem>
        <SelectItem value="AtoZ">A to Z</SelectItem>
        <SelectItem value="ZtoA">Z to A</SelectItem>
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" } };
