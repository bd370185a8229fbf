import type { Meta, StoryObj } from "@storybook/react-vite";

import { Chip, ChipList, FilterChip } from "./chip";

const meta = {
  title: "Display/Chip",
  component: FilterChip,
  args: { label: "Top rated", onRemove: () => undefined },
} satisfies Meta<typeof FilterChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AppliedFilters: Story = {
  render: (args) => (
    <ChipList aria-label="Applied filters">
      {["Top rated", "Discounted", "Free delivery"].map((label) => (
        <li key={label}>
          <FilterChip {...args} label={label} />
        </li>
      ))}
    </ChipList>
  ),
};

export const TagChips: Story = {
  render: () => (
    <ChipList aria-label="Tags">
      {["Dairy", "Breakfast", "Organic"].map((label) => (
        <li key={label}>
          <Chip>{label}</Chip>
        </li>
      ))}
    </ChipList>
  ),
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { label: "الأعلى تقييما", removeLabel: "إزالة" },
};
