"use client";

import type { Cart, Item } from "@marketplace/api-client";
import type { CartQueryKey } from "@marketplace/api-client/query/deferred";
import type { CurrencyFormat } from "@marketplace/domain";

import { IntlIsland } from "~/lib/i18n/intl-island";
import { useSeededQueryData } from "~/lib/query/query-seed";
import { ItemPurchase } from "./item-purchase";

export interface ProductPurchaseProps {
  /** The item the server loaded (and rendered in the HTML). */
  item: Item;
  /** The cart's query key from the server: the cart is read from the layout's seed. */
  cartKey: CartQueryKey;
  currency: CurrencyFormat;
}

/** The product page's choices, quantity and Add / Update, against the cart the layout seeded. */
export function ProductPurchase({ item, cartKey, currency }: ProductPurchaseProps) {
  const lines = useSeededQueryData<Cart>(cartKey);
  return (
    <IntlIsland>
      <ItemPurchase
        // The cart decides Add vs Update and the starting choices: start again once it is known.
        key={lines === undefined ? "pending" : "ready"}
        item={item}
        lines={lines ?? []}
        currency={currency}
        onDone={() => undefined}
      />
    </IntlIsland>
  );
}
