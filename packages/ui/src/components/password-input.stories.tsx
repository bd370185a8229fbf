import type { Meta, StoryObj } from "@storybook/react-vite";

import { PasswordInput } from "./password-input";

const meta = {
  title: "Primitives/PasswordInput",
  component: PasswordInput,
  args: { "aria-label": "Password", defaultValue: "secret12" },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    "aria-label": "كلمة المرور",
    showLabel: "إظهار كلمة المرور",
    hideLabel: "إخفاء كلمة المرور",
  },
};
