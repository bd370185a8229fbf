import type { Meta, StoryObj } from "@storybook/react-vite";

import { FormField } from "./form-field";
import { Input } from "./input";
import { PasswordInput } from "./password-input";

const meta = {
  title: "Primitives/FormField",
  component: FormField,
  args: { label: "Email", children: <Input type="email" placeholder="you@example.com" /> },
  render: (args) => (
    <div className="max-w-sm">
      <FormField {...args} />
    </div>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = { args: { description: "We send your receipts here." } };

export const Invalid: Story = {
  args: {
    label: "Password",
    required: true,
    message: "Password must be at least 6 characters",
    children: <PasswordInput defaultValue="123" />,
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  args: { description: "We send your receipts here.", message: "Enter a valid email" },
};

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { label: "البريد الإلكتروني", description: "نرسل الإيصالات هنا." },
};
