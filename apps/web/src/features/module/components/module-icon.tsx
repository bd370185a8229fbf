import type { LucideIcon } from "lucide-react";
import { Carrot, Package, Pill, ShoppingBag, UtensilsCrossed } from "lucide-react";

import type { ModuleType } from "@marketplace/domain";
import { cn } from "@marketplace/ui";

const glyphs: Record<ModuleType, LucideIcon> = {
  grocery: Carrot,
  pharmacy: Pill,
  ecommerce: ShoppingBag,
  food: UtensilsCrossed,
  parcel: Package,
};

/** The module's icon from the API, or its glyph when the API has none. Decorative: the name is shown beside it. */
export function ModuleIcon({
  icon,
  type,
  className,
}: {
  icon: string | null;
  type: ModuleType;
  className?: string;
}) {
  if (icon) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a plain picture: next/image would add its client code to every page's first load
      <img
        loading="lazy"
        decoding="async"
        src={icon}
        alt=""
        width={32}
        height={32}
        className={cn("size-8 object-contain", className)}
      />
    );
  }
  const Glyph = glyphs[type];
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex size-8 items-center justify-center", className)}
    >
      <Glyph className="size-6" />
    </span>
  );
}
