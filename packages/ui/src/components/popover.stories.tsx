import type { Meta, StoryObj } from "@storybook/react-vite";

import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Label } from "./label";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

const filters = ["Top rated", "Discounted", "Popular"];

const meta = {
  title: "Overlays/Popover",
  component: Popover,
  args: { defaultOpen: true },
  render: (args) => (
    <div className="pb-48">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">Filter</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Filter" align="start">
          <div className="grid gap-3">
            {filters.map((filter, index) => (
              <div key={filter} className="flex items-center gap-2">
                <Checkbox id={`filter-${index}`} />
                <Label htmlFor={`filter-${index}`}>{filter}</Label>
              </div>
            ))}
          </div>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" } };
