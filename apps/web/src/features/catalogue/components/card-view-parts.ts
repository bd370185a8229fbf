import type { discountBadge } from "@marketplace/domain";
import type { ItemCardView } from "@marketplace/ui";
import { formatRating } from "@marketplace/domain";

import type { CardTexts } from "./card-texts-type";

/** The discount badge and rating the item and store cards share. */

type Badge = ReturnType<typeof discountBadge>;

export function badgeText(badge: Badge, texts: CardTexts): string | undefined {
  if (badge === null) return undefined;
  return badge.code === "discount_percent"
    ? texts.discountPercent(badge.percent)
    : texts.discountAmount(badge.text);
}

export function ratingView(
  average: number,
  count: number,
  texts: CardTexts,
): ItemCardView["rating"] | undefined {
  if (count <= 0 && average <= 0) return undefined;
  const valueText = formatRating(average, 1).text;
  return {
    value: average,
    valueText,
    label: texts.rating(valueText),
    ...(count > 0 ? { countText: texts.ratingCount(count) } : {}),
  };
}
