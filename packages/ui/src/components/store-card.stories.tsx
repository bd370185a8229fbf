import type { Meta, StoryObj } from "@storybook/react-vite";

import type { StoreCardView } from "./store-card";
import { placeholderImage } from "../stories/placeholder-image";
import { CardWishlist } from "./item-card-controls";
import { StoreCard } from "./store-card";

const store: StoreCardView = {
  name: "Green Grocer",
  coverUrl: placeholderImage("Cover", 120, 480, 240),
  logoUrl: placeholderImage("", 60, 96, 96),
  address: "12 Market Street, Dhaka",
  href: "#store",
  rating: { value: 4.5, valueText: "4.5", countText: "(85)" },
  distanceText: "1.2 km From You",
};

const meta = {
  title: "Cards/StoreCard",
  component: StoreCard,
  args: {
    store,
    className: "w-72",
    cornerAction: <CardWishlist active={false} onToggle={() => undefined} />,
  },
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = { args: { store: { ...store, closedText: "CLOSED NOW" } } };

export const FoodWithoutDistance: Story = {
  args: { store: { ...store, distanceText: undefined } },
};

export const VisitAgain: Story = {
  args: {
    variant: "visit-again",
    store: {
      ...store,
      items: [
        { name: "Milk", imageUrl: placeholderImage("", 200, 64, 64) },
        { name: "Bread", imageUrl: placeholderImage("", 40, 64, 64) },
        { name: "Eggs", imageUrl: placeholderImage("", 60, 64, 64) },
      ],
    },
  },
};

export const TopOffer: Story = {
  args: {
    variant: "top-offer",
    store: {
      ...store,
      deliveryTimeText: "30-40 min",
      freeDeliveryText: "Free Delivery",
      discountText: "20% off",
    },
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  args: { cornerAction: <CardWishlist active onToggle={() => undefined} /> },
};

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    store: {
      ...store,
      name: "البقالة الخضراء",
      address: "12 شارع السوق",
      distanceText: "1.2 كم منك",
      rating: { value: 4.5, valueText: "4.5", countText: "(85)", label: "التقييم 4.5 من 5" },
    },
  },
};

/** A first-screen card: its cover loads at once with high priority (the page's largest paint). */
export const Priority: Story = { args: { priority: true } };
