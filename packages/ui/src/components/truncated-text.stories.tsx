import type { Meta, StoryObj } from "@storybook/react-vite";

import { TruncatedText } from "./truncated-text";

const meta = {
  title: "Display/TruncatedText",
  component: TruncatedText,
  args: {
    text: "Fresh whole milk from local farms, pasteurised and bottled the same day for the best taste and quality.",
    shortText: "Fresh whole milk from local farms, pasteurised and bottled the same da...",
    className: "max-w-sm",
  },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Long: Story = {};

export const Short: Story = {
  args: { text: "Fresh milk, 1 litre.", shortText: "Fresh milk, 1 litre." },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    text: "حليب كامل الدسم طازج من المزارع المحلية، مبستر ومعبأ في نفس اليوم للحصول على أفضل طعم وجودة.",
    shortText: "حليب كامل الدسم طازج من المزارع المحلية، مبستر ومعبأ في نفس اليوم للحص...",
    moreLabel: "اقرأ المزيد",
    lessLabel: "عرض أقل",
  },
};
