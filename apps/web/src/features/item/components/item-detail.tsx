"use client";

import type { ComponentType, ReactNode } from "react";
import { useTranslations } from "next-intl";

import type { Cart, ItemDetails } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";

import type { ItemChip } from "../item-facts";
import { galleryLabels, labelledPictures } from "../gallery-pictures";
import { ItemGallery } from "./item-gallery";
import { ItemPurchase } from "./item-purchase";
import { itemImages, ItemSummary } from "./item-summary";

/**
 * The item detail in the dialog (the food dialog in food, the general product dialog elsewhere): the
 * gallery (up to 5 thumbnails, zoom dialog loaded on intent), the summary and the purchase part.
 */
export function ItemDetail({
  item,
  categories,
  lines,
  lineId,
  currency,
  onDone,
  Title,
}: {
  item: ItemDetails;
  categories: readonly ItemChip[];
  lines: Cart;
  lineId?: number | undefined;
  currency: CurrencyFormat;
  onDone: () => void;
  Title: ComponentType<{ className?: string; children: ReactNode }>;
}) {
  const t = useTranslations("item");
  return (
    <ItemSummary
      item={item}
      currency={currency}
      categories={categories}
      Title={Title}
      sectionHeading="h3"
      gallery={
        <ItemGallery
          pictures={labelledPictures(
            itemImages(item).map((image) => image.src),
            item.name,
            (position, total) => t("thumbnail", { position, total }),
          )}
          title={item.name}
          labels={galleryLabels(t)}
        />
      }
    >
      <ItemPurchase item={item} lines={lines} lineId={lineId} currency={currency} onDone={onDone} />
    </ItemSummary>
  );
}
