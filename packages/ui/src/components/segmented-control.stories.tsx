import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { LayoutGrid, List } from "lucide-react";

import { SegmentedControl } from "./segmented-control";

type View = "grid" | "list";

function ViewSwitch({ iconsOnly }: { iconsOnly: boolean }) {
  const [view, setView] = useState<View>("grid");
  return (
    <SegmentedControl<View>
      label="View"
      value={view}
      onValueChange={setView}
      options={[
        {
          value: "grid",
          label: "Grid view",
          ...(iconsOnly ? { icon: <LayoutGrid aria-hidden="true" /> } : {}),
        },
        {
          value: "list",
          label: "List view",
          ...(iconsOnly ? { icon: <List aria-hidden="true" /> } : {}),
        },
      ]}
    />
  );
}

const meta = {
  title: "Display/SegmentedControl",
  component: ViewSwitch,
  args: { iconsOnly: true },
} satisfies Meta<typeof ViewSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icons: Story = {};

export const Text: Story = { args: { iconsOnly: false } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" } };
