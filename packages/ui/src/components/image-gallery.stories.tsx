import type { Meta, StoryObj } from "@storybook/react-vite";

import { placeholderImage } from "../stories/placeholder-image";
import { ImageGallery } from "./image-gallery";

const images = [20, 90, 160, 230, 300, 340].map((hue, index) => ({
  src: placeholderImage(`View ${String(index + 1)}`, hue, 480, 480),
  alt: `Fresh milk, view ${String(index + 1)}`,
}));

const meta = {
  title: "Display/ImageGallery",
  component: ImageGallery,
  args: { images, className: "max-w-sm" },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleImage: Story = { args: { images: images.slice(0, 1) } };

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: { zoomInLabel: "تكبير", zoomOutLabel: "تصغير", thumbnailsLabel: "الصور" },
};
