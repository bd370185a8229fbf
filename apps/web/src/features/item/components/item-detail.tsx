"use client";

import type { ComponentType, ReactNode } from "react";
import { useTranslations } from "next-intl";

import type { Cart, ItemDetails } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { ImageGallery } from "@marketplace/ui";

import type { ItemChip } from "../item-facts";
import { ItemPurchase } from "./item-purchase";
import { itemImages, ItemSummary } from "./item-summary";

/**
 * The item detail in the dialog (the food dialog in food, the general product dialog elsewhere): the
 * zoomable gallery with up to 5 thumbnails, the summary and the purchase part.
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
      gallery={
        <ImageGallery
          images={itemImages(item)}
          maxThumbnails={5}
          zoomInLabel={t("zoomIn")}
          zoomOutLabel={t("zoomOut")}
          thumbnailsLabel={t("thumbnails")}
          thumbnailLabel={(position, total) => t("thumbnail", { position, total })}
        />
      }
    >
      <ItemPurchase item={item} lines={lines} lineId={lineId} currency={currency} onDone={onDone} />
    </ItemSummary>
  );
}
