import type { Meta, StoryObj } from "@storybook/react-vite";

import { placeholderImage } from "../stories/placeholder-image";
import { Carousel } from "./carousel";

const banners = [30, 150, 260].map((hue, index) => (
  <img
    key={hue}
    src={placeholderImage(`Banner ${String(index + 1)}`, hue, 960, 320)}
    alt={`Weekend offer ${String(index + 1)}`}
    className="aspect-[3/1] w-full rounded-lg object-cover"
  />
));

const meta = {
  title: "Display/Carousel",
  component: Carousel,
  args: { label: "Banners", slides: banners },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Autoplay: Story = { args: { autoplay: true } };

export const TwoPerView: Story = { args: { slidesPerView: 2, slideClassName: "basis-1/2" } };

export const SingleSlideDoesNotLoop: Story = { args: { slides: banners.slice(0, 1) } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { label: "العروض", previousLabel: "السابق", nextLabel: "التالي" },
};
