import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";

import { OtpInput } from "./otp-input";

const meta = {
  title: "Primitives/OtpInput",
  component: OtpInput,
  args: { value: "", onChange: () => undefined },
  render: function Render(args) {
    const [code, setCode] = useState(args.value);
    return <OtpInput {...args} value={code} onChange={setCode} />;
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PartlyFilled: Story = { args: { value: "123" } };

export const Invalid: Story = { args: { value: "123456", invalid: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: "dark" }, args: { value: "12" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { label: "رمز التحقق", digitLabel: (n, total) => `الرقم ${n} من ${total}` },
};
