import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";

import { SearchBox } from "./search-box";

const meta = {
  title: "Primitives/SearchBox",
  component: SearchBox,
  args: {
    value: "",
    onValueChange: () => undefined,
    onSubmit: () => undefined,
    placeholder: "Search items or stores",
    suggestions: [
      { id: "i1", label: "Fresh milk" },
      { id: "i2", label: "Milk powder" },
      { id: "s1", label: "Milk Bar", description: "Store" },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-md pb-48">
        <SearchBox {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithText: Story = { args: { value: "milk" } };

export const Loading: Story = { args: { value: "mil", loading: true, suggestions: [] } };

export const Dark: Story = { globals: { theme: "dark" }, args: { value: "milk" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { value: "حليب", label: "بحث", clearLabel: "مسح البحث", suggestions: [] },
};
