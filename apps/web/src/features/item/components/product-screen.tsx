"use client";

import type { ReactNode } from "react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";

import type { CurrencyFormat } from "@marketplace/domain";
import { cartQueryOptions, itemQueryOptions } from "@marketplace/api-client/query";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { IntlIsland } from "~/lib/i18n/intl-island";
import { ItemDetail } from "./item-detail";

function PageTitle({ className, children }: { className?: string; children: ReactNode }) {
  return <h1 className={className}>{children}</h1>;
}

function ProductDetail({ slug, currency }: { slug: string; currency: CurrencyFormat }) {
  const client = useBrowserClient();
  const { data: item } = useSuspenseQuery(itemQueryOptions(client, slug));
  const cart = useQuery(cartQueryOptions(client));
  return (
    <ItemDetail
      key={cart.isPending ? "pending" : "ready"}
      item={item}
      lines={cart.data ?? []}
      currency={currency}
      onDone={() => undefined}
      Title={PageTitle}
    />
  );
}

/** The product page's item detail: the same content and actions as the item dialog, as a page. */
export function ProductScreen({ slug, currency }: { slug: string; currency: CurrencyFormat }) {
  return (
    <IntlIsland>
      <ProductDetail slug={slug} currency={currency} />
    </IntlIsland>
  );
}
