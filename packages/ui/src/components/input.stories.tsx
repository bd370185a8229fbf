import type { Meta, StoryObj } from "@storybook/react-vite";

import { Input } from "./input";
import { Textarea } from "./textarea";

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { "aria-label": "Contact person name", placeholder: "Contact person name" },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: "Jane Doe" } };

export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "x" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "Jane Doe" } };

export const MultiLine: Story = {
  render: () => (
    <Textarea aria-label="Additional information" placeholder="Additional information" />
  ),
};

export const Dark: Story = { globals: { theme: "dark" }, args: { defaultValue: "Jane Doe" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { "aria-label": "الاسم", defaultValue: "جين" },
};
