import type { Meta, StoryObj } from "@storybook/react-vite";

import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: { defaultOpen: true, onConfirm: () => undefined },
  render: ({ defaultOpen, ...args }) => (
    <ConfirmDialog
      {...args}
      {...(defaultOpen ? { open: true } : { trigger: <Button>Logout</Button> })}
    />
  ),
} satisfies Meta<typeof ConfirmDialog & { defaultOpen?: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTrigger: Story = { args: { defaultOpen: false } };

export const ClearCart: Story = {
  args: {
    title: "Are you sure?",
    description: "You can add items from one store at a time. Adding this item clears your cart.",
    confirmLabel: "Clear Cart",
    tone: "destructive",
  },
};

export const Loading: Story = { args: { loading: true } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { title: "تأكيد هذا الطلب؟", cancelLabel: "إلغاء", confirmLabel: "نعم" },
};
