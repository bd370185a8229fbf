import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import { StoreCard } from "@marketplace/ui";

import type { ListingView } from "../listing-query";
import type { ResultRow } from "../load-result-pages";
import type { CardActionTexts } from "~/features/catalogue/components/card-actions";
import type { CardTexts } from "~/features/catalogue/components/card-texts-type";
import { CardLink } from "~/features/catalogue/components/card-links";
import { ShopItemCard } from "~/features/catalogue/components/shop-item-card";
import { toItemCardView } from "~/features/catalogue/components/to-card-props";
import { toStoreCardView } from "~/features/catalogue/components/to-store-card-view";

export interface ListingCardsProps {
  rows: readonly ResultRow[];
  view: ListingView;
  moduleType: ModuleType;
  moduleId: number;
  currency: CurrencyFormat;
  texts: CardTexts;
  /** Quick View, Add to Cart and the stepper: every item card can be added from the listing. */
  actionTexts: CardActionTexts;
  /** The first rows are above the fold (their pictures load at once). */
  priorityRows?: number;
}

/** The grid's (or list's) classes for a tab and view. */
export function listClassName(tab: "item" | "store", view: ListingView): string {
  if (view === "list") return "grid gap-3 md:grid-cols-2";
  return tab === "item"
    ? "grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
    : "grid gap-3 sm:grid-cols-2 xl:grid-cols-3";
}

/** The listing's cards, one list item each, rendered on the server (first pages and every next page). */
export function ListingCards(props: ListingCardsProps) {
  const { rows, view, currency, texts, priorityRows = 0 } = props;
  return rows.map((row, index) =>
    row.kind === "item" ? (
      <li key={`i${String(row.item.id)}`} className="min-w-0">
        <ShopItemCard
          wire={row.item}
          actionTexts={props.actionTexts}
          item={toItemCardView(row.item, { currency, moduleId: props.moduleId, texts })}
          labels={{ originalPrice: texts.originalPrice, free: texts.free }}
          layout={view === "list" ? "list" : "vertical"}
          linkAs={CardLink}
          priority={index < priorityRows}
          headingLevel={2}
          className="h-full"
        />
      </li>
    ) : (
      <li key={`s${String(row.store.id)}`} className="min-w-0">
        <StoreCard
          store={toStoreCardView(row.store, { moduleType: props.moduleType, currency, texts })}
          linkAs={CardLink}
          priority={index < priorityRows}
          headingLevel={2}
          className="h-full"
        />
      </li>
    ),
  );
}
