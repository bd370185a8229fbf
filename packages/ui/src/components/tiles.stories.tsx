import type { Meta, StoryObj } from "@storybook/react-vite";

import { placeholderImage } from "../stories/placeholder-image";
import { BrandTile } from "./brand-tile";
import { CategoryTile } from "./category-tile";
import { ModuleTile } from "./module-tile";

const modules: readonly { name: string; type: string; hue: number }[] = [
  { name: "Grocery", type: "grocery", hue: 150 },
  { name: "Pharmacy", type: "pharmacy", hue: 190 },
  { name: "Shop", type: "ecommerce", hue: 270 },
  { name: "Food", type: "food", hue: 20 },
  { name: "Parcel", type: "parcel", hue: 35 },
];

function Tiles() {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        {["Drinks", "Bread & Juice", "Milks", "Beauty"].map((name, index) => (
          <CategoryTile
            key={name}
            name={name}
            href={`#category-${String(index)}`}
            imageUrl={placeholderImage("", 40 * index, 80, 80)}
            selected={index === 0}
          />
        ))}
      </div>
      <div className="grid max-w-lg grid-cols-3 gap-3">
        {["Acme", "Fresh Farm", "Sunny"].map((name, index) => (
          <BrandTile
            key={name}
            name={name}
            href={`#brand-${String(index)}`}
            imageUrl={placeholderImage("", 60 * index, 64, 64)}
            productCountText={`${String(12 + index)} products`}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {modules.map((module, index) => (
          <ModuleTile
            key={module.type}
            name={module.name}
            moduleType={module.type}
            iconUrl={placeholderImage("", module.hue, 40, 40)}
            selected={index === 0}
            onSelect={() => undefined}
          />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: "Cards/Tiles",
  component: Tiles,
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryBrandModule: Story = {};

export const Dark: Story = { globals: { theme: "dark" } };

export const RightToLeft: Story = { globals: { dir: "rtl" } };
