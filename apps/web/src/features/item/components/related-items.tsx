import { getTranslations } from "next-intl/server";

import type { ApiClient } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { getRelatedStoreItems } from "@marketplace/api-client";

import { getCardActionTexts } from "~/features/catalogue/components/card-action-labels";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { ShopItemCard } from "~/features/catalogue/components/shop-item-card";
import { toItemCardView } from "~/features/catalogue/components/to-card-props";

/** Other items of the same store, below the product. A failed call leaves the section out. */
export async function RelatedItems({
  client,
  itemId,
  moduleId,
  currency,
}: {
  client: ApiClient;
  itemId: number;
  moduleId: number;
  currency: CurrencyFormat;
}) {
  const t = await getTranslations("item");
  let items;
  try {
    items = await getRelatedStoreItems(client, itemId);
  } catch (error) {
    console.error("related items", error);
    return null;
  }
  if (items.length === 0) return null;
  const texts = await getCardTexts();
  const actionTexts = await getCardActionTexts();
  return (
    <section aria-labelledby="related-items" className="grid gap-4">
      <h2 id="related-items" className="text-lg font-semibold">
        {t("related")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.slice(0, 10).map((item) => (
          <li key={item.id}>
            <ShopItemCard
              wire={item}
              actionTexts={actionTexts}
              item={toItemCardView(item, { currency, moduleId, texts })}
              labels={{ originalPrice: texts.originalPrice }}
              linkAs={CardLink}
              className="h-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
