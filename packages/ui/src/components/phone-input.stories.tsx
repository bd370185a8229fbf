import type { Meta, StoryObj } from "@storybook/react-vite";

import { PhoneInput } from "./phone-input";

const meta = {
  title: "Primitives/PhoneInput",
  component: PhoneInput,
  args: {
    "aria-label": "Phone",
    countries: [
      { dialCode: "+880", name: "Bangladesh" },
      { dialCode: "+966", name: "Saudi Arabia" },
      { dialCode: "+1", name: "United States" },
    ],
    dialCode: "+880",
    placeholder: "1XXXXXXXXX",
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PickerEnabled: Story = { args: { countryPickerEnabled: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: "dark" }, args: { countryPickerEnabled: true } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { "aria-label": "رقم الهاتف", countryLabel: "رمز الدولة" },
};
