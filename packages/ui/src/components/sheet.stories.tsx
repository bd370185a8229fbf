import type { Meta, StoryObj } from "@storybook/react-vite";

import { Button } from "./button";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./sheet";

const meta = {
  title: "Overlays/Sheet",
  component: SheetContent,
  args: { side: "end" },
  render: (args) => (
    <Sheet defaultOpen>
      <SheetTrigger asChild>
        <Button>Open cart</Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>Shopping Cart</SheetTitle>
          <SheetDescription>Your cart is empty</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <p className="text-sm">
            No items added in your cart. Please add product to your cart list.
          </p>
        </SheetBody>
        <SheetFooter>
          <Button>Continue Shopping</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {};

export const Start: Story = { args: { side: "start" } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" } };
