import type { Meta, StoryObj } from "@storybook/react-vite";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "Display/Tabs",
  component: Tabs,
  args: { defaultValue: "items" },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Results">
        <TabsTrigger value="items">Items</TabsTrigger>
        <TabsTrigger value="stores">Stores</TabsTrigger>
        <TabsTrigger value="disabled" disabled>
          Disabled
        </TabsTrigger>
      </TabsList>
      <TabsContent value="items">12 items Found</TabsContent>
      <TabsContent value="stores">4 stores Found</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" } };
