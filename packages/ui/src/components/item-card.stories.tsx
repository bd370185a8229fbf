import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";

import type { ItemCardLayout, ItemCardProps, ItemCardView } from "./item-card";
import { placeholderImage } from "../stories/placeholder-image";
import { ItemCard } from "./item-card";
import { CardWishlist, ItemCartActions } from "./item-card-controls";

const milk: ItemCardView = {
  name: "Organic Full Cream Milk 1 Litre Bottle",
  shortName: "Organic Full Cream Milk 1...",
  imageUrl: placeholderImage("Milk", 200, 320, 320),
  price: { kind: "single", current: "$9.00", original: "$10.00" },
  subtitle: "1 L",
  storeName: "Green Grocer",
  discountText: "10% off",
  tags: [{ label: "Organic" }],
  rating: { value: 4.5, valueText: "4.5", countText: "(12)" },
};

const burger: ItemCardView = {
  name: "Chicken Burger",
  imageUrl: placeholderImage("Burger", 30, 320, 320),
  price: { kind: "single", current: "$6.50" },
  description: "Grilled chicken, lettuce, tomato and house sauce in a brioche bun.",
  veg: false,
  tags: [{ label: "Halal" }, { label: "Recommend", tone: "default" }],
  rating: { value: 4, valueText: "4.0", countText: "(31)" },
};

function Interactive(
  props: Omit<ItemCardProps, "actions" | "cornerAction"> & {
    inCart?: number;
    liked?: boolean;
    /** The controls' texts in the page's language. */
    controlLabels?: { addToCart?: string; addToWishlist?: string };
  },
) {
  const { inCart = 0, liked = false, controlLabels = {}, ...rest } = props;
  const [quantity, setQuantity] = useState(inCart);
  const [active, setActive] = useState(liked);
  return (
    <ItemCard
      {...rest}
      onOpen={() => undefined}
      cornerAction={
        <CardWishlist
          active={active}
          revealOnHover
          {...(controlLabels.addToWishlist === undefined
            ? {}
            : { addLabel: controlLabels.addToWishlist })}
          onToggle={() => {
            setActive(!active);
          }}
        />
      }
      actions={
        <ItemCartActions
          itemName={rest.item.name}
          {...(controlLabels.addToCart === undefined
            ? {}
            : { labels: { addToCart: controlLabels.addToCart } })}
          {...(rest.layout === undefined ? {} : { layout: rest.layout })}
          cart={{
            quantity,
            max: 5,
            onAdd: () => {
              setQuantity(1);
            },
            onIncrement: () => {
              setQuantity(quantity + 1);
            },
            onDecrement: () => {
              setQuantity(quantity - 1);
            },
            onRemove: () => {
              setQuantity(0);
            },
          }}
        />
      }
    />
  );
}

const meta = {
  title: "Cards/ItemCard",
  component: Interactive,
  args: { item: milk, layout: "vertical", className: "w-56" },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const InCart: Story = { args: { inCart: 2, liked: true } };

export const VerticalType: Story = { args: { layout: "vertical-type" } };

export const ListView: Story = { args: { layout: "list", className: "max-w-md" } };

export const Popular: Story = { args: { layout: "popular" } };

const flashSaleItem: ItemCardView = {
  ...milk,
  flashSale: {
    percent: 40,
    soldText: "Sold: 12",
    availableText: "Available: 18",
    progressLabel: "Sold",
  },
};

export const FlashSale: Story = { args: { layout: "flash-sale", item: flashSaleItem } };

export const FlashSaleOutOfStock: Story = {
  args: {
    layout: "flash-sale",
    item: {
      ...flashSaleItem,
      outOfStockText: "Out of Stock",
      flashSale: {
        ...flashSaleItem.flashSale,
        percent: 100,
        soldText: "Sold: 30",
        availableText: "Available: 0",
        progressLabel: "Sold",
      },
    },
  },
};

export const FlashSaleSlider: Story = {
  args: { layout: "flash-sale-slider", item: flashSaleItem, className: "max-w-md" },
};

export const FoodHorizontal: Story = {
  args: { layout: "food-horizontal", item: burger, className: "max-w-md" },
};

export const Compact: Story = { args: { layout: "compact", className: "max-w-xs" } };

export const Unavailable: Story = {
  args: {
    layout: "food-horizontal",
    className: "max-w-md",
    item: {
      ...burger,
      unavailable: { label: "This is not available right now.", detail: "10:00 am - 10:00 pm" },
    },
  },
};

const layouts: readonly ItemCardLayout[] = [
  "vertical",
  "vertical-type",
  "popular",
  "flash-sale",
  "list",
  "flash-sale-slider",
  "food-horizontal",
  "compact",
];

export const AllLayouts: Story = {
  render: () => (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
      {layouts.map((layout) => (
        <Interactive
          key={layout}
          layout={layout}
          item={layout === "food-horizontal" ? burger : flashSaleItem}
        />
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { theme: "dark" }, args: { inCart: 1, liked: true } };

export const ModuleAccent: Story = { globals: { module: "pharmacy" } };

export const RightToLeft: Story = {
  globals: { dir: "rtl" },
  args: {
    item: {
      ...milk,
      name: "حليب كامل الدسم عضوي زجاجة لتر",
      shortName: "حليب كامل الدسم عضوي زجاج...",
      storeName: "البقالة الخضراء",
      discountText: "خصم 10%",
      tags: [{ label: "عضوي" }],
      rating: { value: 4.5, valueText: "4.5", countText: "(12)", label: "التقييم 4.5 من 5" },
    },
    labels: { quickView: "عرض سريع", originalPrice: "السعر الأصلي" },
    controlLabels: { addToCart: "أضف إلى السلة", addToWishlist: "أضف إلى المفضلة" },
  },
};

/** A first-screen card: its picture loads at once with high priority (the page's largest paint). */
export const Priority: Story = { args: { priority: true } };

/** A server-rendered card with the app's action islands in its slots (here plain buttons). */
export const WithActionSlots: Story = {
  render: (args) => (
    <ItemCard
      item={args.item}
      {...(args.className === undefined ? {} : { className: args.className })}
      imageActions={
        <button type="button" className="bg-background rounded-full border px-3 text-xs">
          Quick View
        </button>
      }
      actions={
        <button type="button" className="bg-primary text-primary-foreground rounded-full px-3">
          Add
        </button>
      }
    />
  ),
};
