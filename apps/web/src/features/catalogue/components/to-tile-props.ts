import type { Brand, Category } from "@marketplace/api-client";
import type { BrandTileProps, CategoryTileProps } from "@marketplace/ui";
import { categoryHref } from "@marketplace/domain";

import type { CardTexts } from "./card-texts-type";
import { assetUrl } from "~/lib/asset-url";
import { PLACEHOLDER_IMAGE } from "./placeholder-image";

export function toCategoryTileProps(category: Category): CategoryTileProps {
  return {
    name: category.name,
    href: categoryHref(category),
    imageUrl: assetUrl(category.image_full_url) ?? PLACEHOLDER_IMAGE,
  };
}

export function toBrandTileProps(
  brand: Brand,
  options: { moduleId: number; texts: CardTexts },
): BrandTileProps {
  const params = new URLSearchParams({
    data_type: "brand",
    brand_id: String(brand.id),
    module_id: String(options.moduleId),
  });
  return {
    name: brand.name,
    href: `/home?${params.toString()}`,
    imageUrl: assetUrl(brand.image_full_url) ?? PLACEHOLDER_IMAGE,
    ...(brand.items_count == null
      ? {}
      : { productCountText: options.texts.productsCount(brand.items_count) }),
  };
}
