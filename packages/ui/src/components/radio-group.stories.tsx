import type { Meta, StoryObj } from "@storybook/react-vite";

import { Label } from "./label";
import { RadioGroup, RadioGroupItem } from "./radio-group";

const reasons = ["Changed my mind", "Ordered by mistake", "Delivery is too late"];

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { "aria-label": "Cancellation reason", defaultValue: reasons[0] },
  render: (args) => (
    <RadioGroup {...args}>
      {reasons.map((reason, index) => (
        <div key={reason} className="flex items-center gap-2">
          <RadioGroupItem value={reason} id={`reason-${index}`} />
          <Label htmlFor={`reason-${index}`}>{reason}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" } };
