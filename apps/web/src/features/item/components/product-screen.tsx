"use client";

import type { ReactNode } from "react";

import type { Cart, ItemDetails } from "@marketplace/api-client";
import type { CartQueryKey } from "@marketplace/api-client/query/deferred";
import type { CurrencyFormat } from "@marketplace/domain";

import { IntlIsland } from "~/lib/i18n/intl-island";
import { useSeededQueryData } from "~/lib/query/query-seed";
import { ItemDetail } from "./item-detail";

function PageTitle({ className, children }: { className?: string; children: ReactNode }) {
  return <h1 className={className}>{children}</h1>;
}

interface ProductScreenProps {
  /** The item the server loaded (rendered in the HTML). */
  item: ItemDetails;
  /** The cart's query key from the server: the browser's client and the SDK load only to fetch it. */
  cartKey: CartQueryKey;
  hasCart: boolean;
  currency: CurrencyFormat;
}

function ProductDetail({ item, cartKey, hasCart, currency }: ProductScreenProps) {
  // The layout's seed, then the tab's QueryClient once a part created it (no TanStack code at first).
  const seeded = useSeededQueryData<Cart>(cartKey);
  const cart = { data: hasCart ? seeded : [] };
  return (
    <ItemDetail
      // The cart decides Add vs Update and the starting choices: start again once it is known.
      key={cart.data === undefined ? "pending" : "ready"}
      item={item}
      lines={cart.data ?? []}
      currency={currency}
      onDone={() => undefined}
      Title={PageTitle}
    />
  );
}

/** The product page's item detail: the same content and actions as the item dialog, as a page. */
export function ProductScreen(props: ProductScreenProps) {
  return (
    <IntlIsland>
      <ProductDetail {...props} />
    </IntlIsland>
  );
}
