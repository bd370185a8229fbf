import type { Meta, StoryObj } from "@storybook/react-vite";
import { LogOut, User } from "lucide-react";

import { Button } from "./button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";

const meta = {
  title: "Overlays/DropdownMenu",
  component: DropdownMenu,
  args: { defaultOpen: true, modal: false },
  render: (args) => (
    <div className="pb-64">
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <User />
            Profile
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Jane Doe</DropdownMenuLabel>
          <DropdownMenuItem>Profile settings</DropdownMenuItem>
          <DropdownMenuItem>My orders</DropdownMenuItem>
          <DropdownMenuItem disabled>Wallet</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive">
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" } };
